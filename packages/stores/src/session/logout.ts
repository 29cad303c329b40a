import { admin } from '@satchel/api';
import { api } from '../client.js';
import { forgetEverything } from '../data/logout-reset.js';
import { showDialog } from '../feedback/dialog.js';
import { messages } from '../messages/index.js';
import { forgetPlace } from '../navigation/place.js';
import { clearSession } from './session.js';

/** Asks "Are you sure you want to log out?"; Confirm logs out. */
export function requestLogout(): void {
  showDialog({
    type: 'confirm',
    title: messages.logout.title,
    message: messages.logout.message,
    onConfirm: () => void logout(),
  });
}

/**
 * Ends the session. The operator leaves at once: the session is cleared as soon as the call
 * (which has already read the token) is sent, and its failure changes nothing for them. Every
 * list and feed forgets its query and rows, every form its values, and every screen what it
 * registered to forget (Product Management its merchant): the next sign-in starts from the
 * spec's defaults. The section stays.
 */
export async function logout(): Promise<void> {
  const revoked = api.call(admin.logout);
  clearSession();
  forgetEverything();
  forgetPlace();
  await revoked.catch(() => undefined);
}
