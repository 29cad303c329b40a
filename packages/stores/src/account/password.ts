import { account, team } from '@satchel/api';
import { api } from '../client.js';
import { createFormStore } from '../data/create-form-store.js';
import { showErrorDialog } from '../feedback/dialog.js';
import { isRefusal, refusalText } from '../feedback/failures.js';
import { showToast } from '../feedback/toasts.js';
import { messages } from '../messages/index.js';

interface PasswordValues {
  current: string;
  next: string;
  confirm: string;
  endOthers: boolean;
}

/**
 * Changing one's own password: the current one, the new one twice, and whether the other
 * sessions end. A wrong current password is said under its field.
 */
export const passwordForm = createFormStore<PasswordValues>({
  initial: () => ({ current: '', next: '', confirm: '', endOthers: true }),
  validate: ({ current, next, confirm }) => ({
    ...(current === '' && { current: messages.account.password.required }),
    ...(next.length < team.MIN_PASSWORD_LENGTH && {
      next: messages.team.setPassword.tooShort(team.MIN_PASSWORD_LENGTH),
    }),
    ...(confirm !== next && { confirm: messages.team.setPassword.mismatch }),
  }),
  submit: async ({ current, next, endOthers }) => {
    try {
      await api.call(account.changePassword, {
        body: { currentPassword: current, newPassword: next, endOtherSessions: endOthers },
      });
      showToast('success', messages.successes.passwordChanged(endOthers));
      return true;
    } catch (error) {
      if (isRefusal(error, { code: 'auth.password_wrong', message: '' })) {
        return { current: refusalText(error) };
      }
      showErrorDialog(messages.account.password.failed, error);
      return false;
    }
  },
  inline: true,
});
