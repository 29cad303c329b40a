import { ApiError, errorCodes, team } from '@satchel/api';
import { atom } from 'nanostores';
import { api } from '../client.js';
import { createFormStore } from '../data/create-form-store.js';
import { forgetOnLogout } from '../data/logout-reset.js';
import { showErrorDialog } from '../feedback/dialog.js';
import { refusalText } from '../feedback/failures.js';
import { messages } from '../messages/index.js';
import { reloadTeam } from './team-members.js';

/** The last invitation made: whom, and the whole link to send them (shown once). */
export const $invitation = atom<{ readonly username: string; readonly link: string } | null>(null);
forgetOnLogout(() => $invitation.set(null));

/**
 * The Invite form, on the Team section: a username and a role. Taken, it shows the one-time
 * link that sets the operator's password; a username taken is said under its field.
 */
export const invitationForm = createFormStore<{ username: string; roleId: string }>({
  initial: () => ({ username: '', roleId: '' }),
  validate: ({ username, roleId }) => ({
    ...(username.trim() === '' && { username: messages.team.usernameRequired }),
    ...(roleId === '' && { roleId: messages.team.roleRequired }),
  }),
  submit: async ({ username, roleId }) => {
    try {
      const { data } = await api.call(team.invite, {
        body: { username: username.trim(), roleId },
      });
      $invitation.set({
        username: data.operator.username,
        link: new URL(data.link, location.origin).href,
      });
      await reloadTeam();
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409)
        return {
          username: refusalText(error, { [errorCodes.operatorDuplicateName]: [username.trim()] }),
        };
      if (!(error instanceof ApiError && error.status === 401)) {
        showErrorDialog(messages.team.inviteFailed, error);
      }
      return false;
    }
  },
  inline: true,
});
