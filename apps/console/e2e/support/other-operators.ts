import type { Browser } from '@playwright/test';
import { newId, withDatabase } from './marketplace.js';
import { admin, signIn } from './operator.js';

/**
 * A second operator, signing in with the first one's password (its stored hash copied: an
 * operator cannot be created from the console).
 */
export const insertOperator = (username: string) =>
  withDatabase((client) =>
    client.query(
      `insert into administrators (id, username, password_hash)
       select $1, $2, password_hash from administrators where username = $3`,
      [newId(), username, admin.username],
    ),
  );

/** Another operator's credentials (the sign-in helpers type theirs as the first operator's). */
export const operator = (username: string) =>
  ({ username, password: admin.password }) as unknown as typeof admin;

/** Another browser (a context of its own: nothing kept in common) signed in as `username`. */
export async function elsewhere(browser: Browser, username: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, operator(username));
  return { page, close: () => context.close() };
}
