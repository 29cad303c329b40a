import { createApiClient, errorCodes } from '@satchel/api';
import { showToast } from './feedback/toasts.js';
import { messages } from './messages/index.js';
import { $session, clearSession, setSession } from './session/session.js';

/**
 * The console's one API client: bearer token from the session, a 401 ends the session, a role
 * that now requires two-step sign-in shows its setup.
 */
export const api = createApiClient({
  getToken: () => $session.get().token,
  onUnauthorized: () => {
    // Only the first 401 of a session speaks: calls made in parallel (a screen loading a list
    // and its charts) would otherwise stack the same toast, and logout's own call is made
    // after the session is already cleared.
    if ($session.get().token === null) return;
    clearSession();
    showToast('error', messages.session.expired);
  },
  onForbidden: (error) => {
    // The operator's role came to require two-step sign-in while they were signed in (issue
    // 30): the console shows its setup, as it does right after the password.
    const { token, adminInfo } = $session.get();
    if (error.code !== errorCodes.twoStepSetupRequired || !token || !adminInfo) return;
    setSession(token, { ...adminInfo, twoStepSetupRequired: true });
  },
});
