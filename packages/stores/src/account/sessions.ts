import { account } from '@satchel/api';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { showDialog } from '../feedback/dialog.js';
import { messages } from '../messages/index.js';
import { signIns } from './sign-ins.js';

const signOutOthers = createAction({
  run: async () => {
    const answer = await api.call(account.signOutOthers);
    await signIns.restart();
    return answer.data.sessionsEnded;
  },
  success: (count) => messages.successes.signedOutOthers(count),
  get failure() {
    return messages.account.sessions.failed;
  },
});

export const $signingOutOthers = signOutOthers.$busy;

/** "Sign out everywhere else", once confirmed: every other session of mine ends. */
export function requestSignOutOthers(): void {
  showDialog({
    type: 'confirm',
    title: messages.account.sessions.confirmTitle,
    message: messages.account.sessions.confirmText,
    onConfirm: () => void signOutOthers.run(),
  });
}
