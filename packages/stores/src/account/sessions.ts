import { account } from '@satchel/api';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { showDialog } from '../feedback/dialog.js';
import { messages } from '../messages/index.js';
import { signIns } from './sign-ins.js';

const texts = messages.account.sessions;

const signOutOthers = createAction({
  run: async () => {
    const answer = await api.call(account.signOutOthers);
    await signIns.restart();
    return answer.message;
  },
  success: (message) => message,
  failure: texts.failed,
});

export const $signingOutOthers = signOutOthers.$busy;

/** "Sign out everywhere else", once confirmed: every other session of mine ends. */
export function requestSignOutOthers(): void {
  showDialog({
    type: 'confirm',
    title: texts.confirmTitle,
    message: texts.confirmText,
    onConfirm: () => void signOutOthers.run(),
  });
}
