/**
 * A tool outside this workspace calling the API through types generated from its OpenAPI
 * document, as the README shows: it signs in, lists the active merchants, reads the first one
 * and suspends it, then prints what it saw as JSON.
 *
 *   SATCHEL_URL=http://localhost:8080 SATCHEL_USERNAME=admin SATCHEL_PASSWORD=… \
 *     node --import tsx suspend-merchant.ts
 *
 * `satchel-api` is the file openapi-typescript writes from `/api/docs/openapi.json`;
 * published-document.test.ts generates it from the live document and type-checks this script
 * against it, so a call, parameter or field the document does not have fails that test.
 */
import createClient from 'openapi-fetch';
import type { operations, paths } from 'satchel-api';

const { SATCHEL_URL, SATCHEL_USERNAME = 'admin', SATCHEL_PASSWORD = '' } = process.env;
if (!SATCHEL_URL) throw new Error('Set SATCHEL_URL to the server, e.g. http://localhost:8080');

type ListQuery = NonNullable<operations['merchantsList']['parameters']['query']>;
type ListedMerchant =
  operations['merchantsList']['responses'][200]['content']['application/json']['merchants'][number];
type StatusChange = operations['merchantsSetStatus']['requestBody']['content']['application/json'];

/** `Value`, which must be a `Type`. */
type Checked<Value extends Type, Type> = Value;

/**
 * What the generated types must refuse. Each `@ts-expect-error` fails the type check once the
 * line below it compiles, e.g. if the types went loose (`any`, open objects, plain strings).
 */
export type Refused = [
  // @ts-expect-error: no merchant status is called `banned`.
  Checked<{ status: 'banned' }, StatusChange>,
  // @ts-expect-error: the list filters by `status`, not `merchantStatus`.
  Checked<{ merchantStatus: 'active' }, ListQuery>,
  // @ts-expect-error: a merchant has a storeName and a merchantName, no `name`.
  ListedMerchant['name'],
];

/** The error body every refusal carries. */
const failed = (call: string, error: { message: string } | undefined) =>
  new Error(`${call}: ${error?.message ?? 'no answer'}`);

const client = createClient<paths>({ baseUrl: SATCHEL_URL });

const signIn = await client.POST('/api/v1/admin/login', {
  body: { username: SATCHEL_USERNAME, password: SATCHEL_PASSWORD },
});
if (!signIn.data) throw failed('sign in', signIn.error);
const headers = { authorization: `Bearer ${signIn.data.data.token}` };

// Typed here, not only inline: openapi-fetch lets an inline query carry unknown keys.
const activeFirst: ListQuery = { status: 'active', limit: 1 };
const list = await client.GET('/api/v1/merchants/merchent-for-admin', {
  params: { query: activeFirst },
  headers,
});
if (!list.data) throw failed('list', list.error);
const first = list.data.merchants[0];
if (!first) throw new Error('No active merchant');

const details = await client.GET('/api/v1/merchants/{id}', {
  params: { path: { id: first.id } },
  headers,
});
if (!details.data) throw failed('details', details.error);

const change: StatusChange = { status: 'suspended' };
const changed = await client.PUT('/api/v1/merchants/update-merchant-status/{id}', {
  params: { path: { id: first.id } },
  body: change,
  headers,
});
if (!changed.data) throw failed('status', changed.error);

console.log(
  JSON.stringify({
    activeMerchants: list.data.totalMerchent,
    id: details.data.data.id,
    storeName: details.data.data.storeName,
    message: changed.data.message,
    status: changed.data.data.status,
  }),
);
