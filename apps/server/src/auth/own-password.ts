import { errorCodes } from '@satchel/api';
import type { Database } from '../db/client.js';
import { refusal } from '../http/http-error.js';
import { findAdministratorByUsername } from '../repos/administrators.js';
import { clearLoginFailures, reserveLoginAttempt, tooManyAttempts } from './login-limits.js';
import { verifyPassword } from './passwords.js';
import type { SignedInAdmin } from './sessions.js';

/**
 * Checks the signed-in operator's current password, asked again before a change of their
 * sign-in (a new password, two-step sign-in off). It goes through the sign-in limits as a
 * sign-in would: a wrong one counts as a failed attempt, so a session left open cannot be used
 * to guess the password. Run outside any write scope, whose rollback would forget the failure.
 */
export async function checkOwnPassword(
  db: Database,
  admin: SignedInAdmin,
  password: string,
  address: string,
): Promise<void> {
  const reservation = await reserveLoginAttempt(db, admin.username, address);
  if (!reservation.reserved) throw tooManyAttempts(reservation.retryAfter);
  const account = await findAdministratorByUsername(db, admin.username);
  if (!(await verifyPassword(account?.passwordHash, password))) {
    throw refusal(400, errorCodes.passwordWrong);
  }
  await clearLoginFailures(db, admin.username, address);
}
