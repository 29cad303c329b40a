import { account } from '@satchel/api';
import { atom, computed } from 'nanostores';
import { api } from '../client.js';
import { createResource } from '../data/create-resource.js';
import { showErrorDialog } from '../feedback/dialog.js';
import { messages } from '../messages/index.js';

const signIns = createResource({
  key: atom<'mine' | null>('mine'),
  fetch: async () => (await api.call(account.signIns)).data,
  onError: (error) => showErrorDialog(messages.account.loadFailed, error),
});

/** My sign-ins, failed ones, sign-outs and sessions ended, newest first. */
export const $signIns = computed(signIns.$state, (state) => state.data ?? []);

export const reloadSignIns = (): Promise<void> => signIns.reload();
