import type { Db } from '../repos/db.js';
import { twoStepStatus, useRecoveryCode, useStep } from '../repos/two-step.js';
import { hashRecoveryCode, kindOfCode, oneTimeDigits, stepOfCode } from './one-time-codes.js';

/**
 * Whether `code`, typed at sign-in after the right password, lets the operator in: a one-time
 * code of `secret` not used before, or one of their unused recovery codes (spent here).
 */
export async function acceptSecondStep(
  db: Db,
  adminId: string,
  secret: string,
  code: string,
): Promise<boolean> {
  const kind = kindOfCode(code);
  if (kind === 'recovery') return useRecoveryCode(db, adminId, hashRecoveryCode(code));
  if (kind !== 'one-time') return false;
  const step = stepOfCode(secret, oneTimeDigits(code));
  return step !== undefined && useStep(db, adminId, step);
}

/** What sign-in tells an operator whose role requires two-step sign-in they have not set up. */
export async function mustSetUpTwoStep(
  db: Db,
  adminId: string,
): Promise<{ twoStepSetupRequired?: true }> {
  const { enabled, requiredByRole } = await twoStepStatus(db, adminId);
  return requiredByRole && !enabled ? { twoStepSetupRequired: true } : {};
}
