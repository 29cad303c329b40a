import { account } from '@satchel/api';
import {
  administrators,
  auditEvents,
  recoveryCodes,
  roles,
  twoStepSecrets,
} from '@satchel/db/schema';
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { isSealed, type SecretSeal } from '../auth/sealed-secrets.js';
import type { Db } from './db.js';
import { type Beside, type ListQuery, listPage } from './list-query.js';

/** An operator's two-step sign-in as their account page shows it. */
export async function twoStepStatus(db: Db, adminId: string): Promise<account.TwoStepStatus> {
  const [row] = await db
    .select({
      enabled: sql<boolean>`${twoStepSecrets.confirmedAt} is not null`,
      requiredByRole: roles.twoStepRequired,
      recoveryCodesLeft: sql<number>`(select count(*) from ${recoveryCodes}
        where ${recoveryCodes.adminId} = ${administrators.id} and ${recoveryCodes.usedAt} is null)`.mapWith(
        Number,
      ),
    })
    .from(administrators)
    .innerJoin(roles, eq(roles.id, administrators.roleId))
    .leftJoin(twoStepSecrets, eq(twoStepSecrets.adminId, administrators.id))
    .where(eq(administrators.id, adminId));
  return {
    enabled: row?.enabled ?? false,
    requiredByRole: row?.requiredByRole ?? false,
    recoveryCodesLeft: row?.enabled ? (row.recoveryCodesLeft ?? 0) : 0,
  };
}

/** The secret an operator signs in with; undefined while two-step sign-in is off. */
export async function confirmedSecret(
  db: Db,
  seal: SecretSeal,
  adminId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ secret: twoStepSecrets.secret })
    .from(twoStepSecrets)
    .where(and(eq(twoStepSecrets.adminId, adminId), isNotNull(twoStepSecrets.confirmedAt)));
  return row && seal.open(adminId, row.secret);
}

/** The secret being set up; undefined when none is pending. */
export async function pendingSecret(
  db: Db,
  seal: SecretSeal,
  adminId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ secret: twoStepSecrets.secret })
    .from(twoStepSecrets)
    .where(and(eq(twoStepSecrets.adminId, adminId), isNull(twoStepSecrets.confirmedAt)));
  return row && seal.open(adminId, row.secret);
}

/**
 * Keeps `secret`, sealed, as the operator's pending one (replacing a pending one); false, and
 * nothing changed, when two-step sign-in is on already.
 */
export async function savePendingSecret(db: Db, seal: SecretSeal, adminId: string, secret: string) {
  const sealed = seal.seal(adminId, secret);
  const saved = await db
    .insert(twoStepSecrets)
    .values({ adminId, secret: sealed })
    .onConflictDoUpdate({
      target: twoStepSecrets.adminId,
      set: { secret: sealed, createdAt: sql`now()`, lastUsedStep: null },
      setWhere: isNull(twoStepSecrets.confirmedAt),
    })
    .returning({ adminId: twoStepSecrets.adminId });
  return saved.length > 0;
}

/**
 * At start, under the migrations' lock: seals the secrets that servers before encryption kept as
 * they were (how many it sealed), and opens every sealed one, so that a wrong ENCRYPTION_KEY
 * stops the start with its reason, not each operator's next sign-in with an error.
 */
export async function sealKeptSecrets(db: Db, seal: SecretSeal): Promise<number> {
  const kept = await db
    .select({ adminId: twoStepSecrets.adminId, secret: twoStepSecrets.secret })
    .from(twoStepSecrets);
  let sealed = 0;
  for (const { adminId, secret } of kept) {
    if (isSealed(secret)) {
      seal.open(adminId, secret);
      continue;
    }
    await db
      .update(twoStepSecrets)
      .set({ secret: seal.seal(adminId, secret) })
      .where(and(eq(twoStepSecrets.adminId, adminId), eq(twoStepSecrets.secret, secret)));
    sealed += 1;
  }
  return sealed;
}

/**
 * Accepts the code of `step` for the operator, once: false when that step (or a later one) was
 * used already, so a code seen over a shoulder cannot be used again (RFC 6238 §5.2).
 */
export async function useStep(db: Db, adminId: string, step: number): Promise<boolean> {
  const used = await db
    .update(twoStepSecrets)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoStepSecrets.adminId, adminId),
        or(isNull(twoStepSecrets.lastUsedStep), lt(twoStepSecrets.lastUsedStep, step)),
      ),
    )
    .returning({ adminId: twoStepSecrets.adminId });
  return used.length > 0;
}

/** Puts the pending secret in force with `step` used, and new recovery codes (by their hashes). */
export async function confirmSecret(
  db: Db,
  adminId: string,
  step: number,
  codeHashes: readonly string[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const confirmed = await tx
      .update(twoStepSecrets)
      .set({ confirmedAt: sql`now()`, lastUsedStep: step })
      .where(and(eq(twoStepSecrets.adminId, adminId), isNull(twoStepSecrets.confirmedAt)))
      .returning({ adminId: twoStepSecrets.adminId });
    if (confirmed.length === 0) return false;
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.adminId, adminId));
    await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ adminId, codeHash })));
    return true;
  });
}

/** Spends one of the operator's unused recovery codes; false when it is not one of them. */
export async function useRecoveryCode(db: Db, adminId: string, codeHash: string) {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.adminId, adminId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

/** Turns two-step sign-in off: the secret and the recovery codes go. */
export async function removeTwoStep(db: Db, adminId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.adminId, adminId));
    await tx.delete(twoStepSecrets).where(eq(twoStepSecrets.adminId, adminId));
  });
}

/**
 * Records a failed sign-in of a known account in its history (nobody proved who they were, so
 * no operator made it). History's triggers record changes; a failure changes nothing, so its
 * entry is written here.
 */
export async function recordFailedSignIn(
  db: Db,
  adminId: string,
  request: { readonly requestId: string; readonly address: string },
): Promise<void> {
  await db.insert(auditEvents).values({
    action: account.FAILED_SIGN_IN,
    kind: 'administrators',
    recordId: adminId,
    requestId: request.requestId,
    address: request.address,
  });
}

/** What an operator's sign-in history shows beside an entry: who did it. */
const signInBeside = {
  name: 'sign-in',
  fields: { administratorName: administrators.username },
  join: (rows) => rows.leftJoin(administrators, eq(administrators.id, auditEvents.administratorId)),
} satisfies Beside<{ administratorName: string | null }>;

/**
 * One page of the operator's sign-in history, newest first: their account's entries of signing
 * in and out, paged as every list is (keyset pages, `listPage`).
 */
export const signInHistory = (db: Db, adminId: string, query: ListQuery) =>
  listPage<typeof auditEvents, { administratorName: string | null }>(db, auditEvents, query, {
    where: and(
      // Written out, not a parameter: the account index (migration 0029) is of this kind only,
      // which a prepared statement's plan for any kind could not use.
      sql`${auditEvents.kind} = 'administrators'`,
      eq(auditEvents.recordId, adminId),
      inArray(auditEvents.action, [...account.signInActions]),
    ),
    defaultSort: -1,
    beside: signInBeside,
  });

/** Every role with its switch, in the Team's order: built-in ones first, then custom by name. */
export async function rolesTwoStep(db: Db) {
  return db
    .select({ id: roles.id, name: roles.name, twoStepRequired: roles.twoStepRequired })
    .from(roles)
    .orderBy(
      sql`${roles.builtIn} is null`,
      sql`case when ${roles.builtIn} is null then lower(${roles.name}) else ${roles.id} end`,
    );
}

/** Sets a role's switch; undefined when there is no such role. */
export async function setRoleTwoStep(db: Db, roleId: string, required: boolean) {
  const [row] = await db
    .update(roles)
    .set({ twoStepRequired: required })
    .where(eq(roles.id, roleId))
    .returning({ id: roles.id, name: roles.name, twoStepRequired: roles.twoStepRequired });
  return row;
}
