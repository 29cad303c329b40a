import { account, admin } from '@satchel/api';
import { atom, computed } from 'nanostores';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { createFormStore } from '../data/create-form-store.js';
import { createResource } from '../data/create-resource.js';
import { forgetOnLogout } from '../data/logout-reset.js';
import { showErrorDialog } from '../feedback/dialog.js';
import { messages } from '../messages/index.js';
import { $session, setSession } from '../session/session.js';

/** Loads while My account (or the required setup) is shown, and again after each change. */
const shown = atom<'mine' | null>('mine');

const status = createResource({
  key: shown,
  fetch: async () => (await api.call(account.twoStep)).data,
  onError: (error) => showErrorDialog(messages.account.loadFailed, error),
});

/** The operator's two-step sign-in: on or off, required by their role, recovery codes left. */
export const $twoStep = computed(status.$state, (state) => state.data);

/** The secret being set up, as the QR code and the key to type; null when no setup is open. */
export const $setup = atom<{ readonly secret: string; readonly qrSvg: string } | null>(null);
/** The recovery codes just made, shown once; null once the operator has kept them. */
export const $recoveryCodes = atom<readonly string[] | null>(null);
forgetOnLogout(() => {
  $setup.set(null);
  $recoveryCodes.set(null);
});

/** Starts setting up: a new secret, shown as a QR code and as text. */
export const startSetup = createAction({
  run: async () => {
    const { data } = await api.call(account.startTwoStep);
    $setup.set({ secret: data.secret, qrSvg: data.qrSvg });
  },
  get failure() {
    return messages.account.twoStep.setupFailed;
  },
});

/** The setup's code: right, two-step sign-in is on and the recovery codes are shown once. */
export const confirmForm = createFormStore<{ code: string }>({
  initial: () => ({ code: '' }),
  validate: ({ code }) =>
    /^\d{6}$/.test(code.trim()) ? {} : { code: messages.account.twoStep.codeRequired },
  submit: async ({ code }) => {
    try {
      const answer = await api.call(account.confirmTwoStep, { body: { code: code.trim() } });
      $setup.set(null);
      $recoveryCodes.set(answer.data.recoveryCodes);
      await status.reload();
      return true;
    } catch (error) {
      showErrorDialog(messages.account.twoStep.setupFailed, error);
      return false;
    }
  },
  inline: true,
});

/**
 * The recovery codes are kept: they go. An operator whose role required the setup now has the
 * console: the session's own answer says nothing is required any more.
 */
export async function keptRecoveryCodes(): Promise<void> {
  $recoveryCodes.set(null);
  const { token } = $session.get();
  if (!$session.get().adminInfo?.twoStepSetupRequired || token === null) return;
  const { data } = await api.call(admin.me);
  setSession(token, data.adminInfo);
}

/** Turning two-step sign-in off: the current password, asked again. */
export const turnOffForm = createFormStore<{ password: string }>({
  initial: () => ({ password: '' }),
  validate: ({ password }) =>
    password === '' ? { password: messages.account.password.required } : {},
  submit: async ({ password }) => {
    try {
      await api.call(account.turnOffTwoStep, { body: { password } });
      await status.reload();
      return true;
    } catch (error) {
      showErrorDialog(messages.account.twoStep.turnOffFailed, error);
      return false;
    }
  },
  inline: true,
});
