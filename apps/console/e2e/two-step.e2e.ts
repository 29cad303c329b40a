import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { insertOperator, newId, uniqueTag, withDatabase } from './support/marketplace.js';
import {
  admin,
  dialogButton,
  expect,
  expectSessionEnded,
  inSection,
  signIn,
  test,
} from './support/operator.js';

/** The code an authenticator app holding `secret` shows, `stepsAhead` 30-second steps from now. */
const codeOf = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

const shellHeading = (page: Page) => page.getByRole('heading', { name: 'Dashboard', level: 1 });

/** Opens My account from the profile menu of `username`. */
async function openMyAccount(page: Page, username: string) {
  await page.getByRole('button', { name: username }).click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page).toHaveURL(inSection('/account'));
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
}

/**
 * Sets two-step sign-in up where the page offers it, as an operator with an authenticator app
 * does: the key shown beside the QR code, the six digits the app then shows; returns the key.
 */
async function setUpTwoStep(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(
    page.getByRole('img', { name: 'QR code to add your account to an authenticator app' }),
  ).toBeVisible();
  const secret = (await page.locator('.two-step__key').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Code').fill(codeOf(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: 'I have kept them' }).click();
  return secret;
}

/** Signs in with the password, then the code the page asks for next. */
async function signInWithCode(page: Page, username: string, code: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The spec's page, with the code asked for only now.
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(shellHeading(page)).toBeVisible();
}

test.describe('two-step sign-in', () => {
  test('an operator sets it up by QR code, signs out, and signs in with a code', async ({
    page,
  }) => {
    const username = await insertOperator('support');
    await signIn(page, { username, password: admin.password });
    await expect(page.getByLabel('Code')).toHaveCount(0);
    await openMyAccount(page, username);
    await expect(page.getByText('Off: you sign in with your password alone.')).toBeVisible();

    const secret = await setUpTwoStep(page);
    await expect(page.getByText(/^On: .* Recovery codes left: 10\.$/)).toBeVisible();

    await page.getByRole('button', { name: username }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await dialogButton(page, 'Confirm').click();
    await expect(page.getByText('Welcome Back')).toBeVisible();

    // The step after the one setup used: each code is good once.
    await signInWithCode(page, username, codeOf(secret, 1));
    await openMyAccount(page, username);
    const history = page.getByRole('table', { name: 'Sign-in history' });
    await expect(history.getByRole('row')).toHaveCount(5);
    await expect(history.getByRole('row').nth(1)).toContainText('Signed in');
    await expect(history.getByRole('row').nth(2)).toContainText('Signed out');
    await expect(history.getByRole('row').nth(3)).toContainText('Two-step sign-in turned on');
  });

  test('a role that requires it takes its operator to set it up before anything else', async ({
    page,
    browser,
  }) => {
    const roleName = `Two-step ${uniqueTag()}`;
    const username = `two-step-${uniqueTag()}`;
    await withDatabase(async (client) => {
      const roleId = newId();
      await client.query(
        `insert into roles (id, name, permissions) values ($1, $2, '{users:read}')`,
        [roleId, roleName],
      );
      await client.query(
        `insert into administrators (id, username, password_hash, role_id)
         select $1, $2, password_hash, $3 from administrators where username = 'admin'`,
        [newId(), username, roleId],
      );
    });
    // An Administrator switches it on in Settings.
    await signIn(page);
    await page.goto('/#/settings');
    const roleSwitch = page.getByRole('switch', { name: roleName });
    await expect(roleSwitch).not.toBeChecked();
    // The switch as a person clicks it: its track and label, which hold the input.
    await page.locator('sl-switch', { hasText: roleName }).click();
    await expect(
      page.getByText(`${roleName} operators must now use two-step sign-in`),
    ).toBeVisible();
    await expect(roleSwitch).toBeChecked();

    const context = await browser.newContext();
    try {
      const operator = await context.newPage();
      await operator.goto('/login');
      await operator.getByLabel('Username').fill(username);
      await operator.getByLabel('Password', { exact: true }).fill(admin.password);
      await operator.getByRole('button', { name: 'Sign In' }).click();
      await expect(
        operator.getByRole('heading', { name: 'Set up two-step sign-in', level: 1 }),
      ).toBeVisible();
      await expect(operator.getByRole('navigation', { name: 'Sidebar' })).toHaveCount(0);
      await setUpTwoStep(operator);
      await expect(shellHeading(operator)).toBeVisible();
      await expect(
        operator.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Users' }),
      ).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('"Sign out everywhere else" ends the session of another browser', async ({
    page,
    browser,
  }) => {
    const username = await insertOperator('viewer');
    const context = await browser.newContext();
    try {
      const elsewhere = await context.newPage();
      await signIn(elsewhere, { username, password: admin.password });
      await signIn(page, { username, password: admin.password });

      await openMyAccount(page, username);
      await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
      await dialogButton(page, 'Confirm').click();
      await expect(page.getByText('Signed out of 1 other session')).toBeVisible();

      // The other browser's next call finds its session ended; this one goes on.
      await elsewhere.reload();
      await expectSessionEnded(elsewhere);
      await page.reload();
      await expect(shellHeading(page)).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
