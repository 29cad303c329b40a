import { ApiError, admin } from '@satchel/api';
import { api } from '../client.js';
import { $restoring, $session, clearSession, isHalfWritten, setSession } from './session.js';

/**
 * Checks the session the browser kept, once, at start. A half-written session is cleared, so the
 * operator signs in again rather than seeing a shell with no name. A kept token is asked about:
 * a 401 ends the session through the client (with the expired-token toast); a backend without
 * the call, or one out of reach, leaves the session as it was kept.
 */
export async function restoreSession(): Promise<void> {
  const kept = $session.get();
  if (isHalfWritten(kept)) clearSession();
  else if (kept.token !== null) {
    try {
      const { data } = await api.call(admin.me);
      setSession(kept.token, data.adminInfo);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  $restoring.set(false);
}
