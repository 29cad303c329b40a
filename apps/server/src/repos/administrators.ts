import { administrators } from '@satchel/db/schema';
import { eq } from 'drizzle-orm';
import type { Db } from './db.js';

export type Administrator = typeof administrators.$inferSelect;

/** What an administrator chooses for their own console. */
export type AdminPreferences = Pick<Administrator, 'loadPagesAtOnce' | 'theme' | 'language'>;

const preferencesColumns = {
  loadPagesAtOnce: administrators.loadPagesAtOnce,
  theme: administrators.theme,
  language: administrators.language,
};

/** The administrator signing in with `username`, disabled or not; undefined when there is none. */
export async function findAdministratorByUsername(
  db: Db,
  username: string,
): Promise<Administrator | undefined> {
  const [account] = await db
    .select()
    .from(administrators)
    .where(eq(administrators.username, username))
    .limit(1);
  return account;
}

/** The administrator's preferences; undefined when the account is gone. */
export async function adminPreferences(db: Db, id: string): Promise<AdminPreferences | undefined> {
  const [preferences] = await db
    .select(preferencesColumns)
    .from(administrators)
    .where(eq(administrators.id, id));
  return preferences;
}

/** Saves the preferences given, the others kept; undefined when the account is gone. */
export async function saveAdminPreferences(
  db: Db,
  id: string,
  preferences: Partial<AdminPreferences>,
): Promise<AdminPreferences | undefined> {
  const [saved] = await db
    .update(administrators)
    .set(preferences)
    .where(eq(administrators.id, id))
    .returning(preferencesColumns);
  return saved;
}
