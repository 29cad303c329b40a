import { createApiClient } from '@satchel/api';
import { showToast } from './feedback/toasts.js';
import { session } from './session/messages.js';
import { $session, clearSession } from './session/session.js';

/** The console's one API client: bearer token from the session, a 401 ends the session. */
export const api = createApiClient({
  getToken: () => $session.get().token,
  onUnauthorized: () => {
    // Only the first 401 of a session speaks: calls made in parallel (a screen loading a list
    // and its charts) would otherwise stack the same toast, and logout's own call is made
    // after the session is already cleared.
    if ($session.get().token === null) return;
    clearSession();
    showToast('error', session.expired);
  },
});
