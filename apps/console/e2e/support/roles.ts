import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { admin, type Credentials } from './credentials.js';
import { uniqueTag } from './marketplace.js';
import { stored } from './operator.js';

const API = '/api/v1';

/**
 * A new operator holding the role named `roleName`, made as an Administrator makes one: invited
 * through the API (POST /admin/administrators), their password set with the invitation's
 * one-time link. Their username and password, to sign in with.
 */
export async function invitedOperator(
  request: APIRequestContext,
  roleName: string,
): Promise<Credentials> {
  const signedIn = await request.post(`${API}/admin/login`, { data: admin });
  expect(signedIn.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await signedIn.json()).data.token}` };
  const roles = await request.get(`${API}/admin/roles`, { headers });
  const role = (await roles.json()).data.find((each: { name: string }) => each.name === roleName) as
    | { id: string }
    | undefined;
  if (!role) throw new Error(`there is no role named ${roleName}`);
  const username = `${roleName.toLowerCase()}-${uniqueTag()}`;
  const invited = await request.post(`${API}/admin/administrators`, {
    headers,
    data: { username, roleId: role.id },
  });
  expect(invited.status()).toBe(201);
  const link: string = (await invited.json()).data.link;
  const password = `${username} own password`;
  const set = await request.post(`${API}/admin/set-password`, {
    data: { token: link.split('#')[1], password },
  });
  expect(set.status()).toBe(200);
  return { username, password };
}

/** What a call answered: its status and its body. */
export interface CallAnswer {
  readonly status: number;
  readonly body: { readonly message?: string; readonly code?: string };
}

/**
 * A call made from the page itself with the signed-in operator's token, as a hand-made request
 * in the browser's console would be: what the server answers whatever the screens offer.
 */
export async function callFromPage(
  page: Page,
  method: string,
  path: string,
  body?: object,
): Promise<CallAnswer> {
  const token = await stored(page, 'token');
  return page.evaluate(
    async ({ method, url, token, body }) => {
      const response = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { method, url: `${API}${path}`, token, body },
  );
}

/**
 * The shell's not-allowed page for an operator of `role` who opened a link to `hashPath`, in
 * place of the section (whose heading is `heading`).
 */
export async function expectNotAllowedAt(
  page: Page,
  hashPath: string,
  role: string,
  heading: string,
): Promise<void> {
  await page.goto(`/#${hashPath}`);
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await expect(
    page.getByText(
      `Your role (${role}) does not allow this section. An Administrator can change your role.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: heading })).toHaveCount(0);
}
