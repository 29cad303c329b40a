import type { TSchema } from 'typebox';
import { type Action, ANY_LIST, type Permission } from '../domain/permissions.js';

/** Any signed-in operator may make the call: it touches only their own session or settings. */
export const SIGNED_IN = 'signed-in';

/**
 * Where a call that serves any of the console's lists names its list: the path's `:list`, the
 * body's `list`, the body's `action` (`users.status`: the part before the dot), or a record the
 * call names by id (a bulk run), which the route looks up.
 */
export type ListSource = 'params.list' | 'body.list' | 'body.action' | 'record';

/**
 * What a call needs of the caller's role: a permission (`settlements:settle`); an action on the
 * list the request names (an export of users needs `users:export`); or only being signed in.
 */
export type CallPermission =
  | Permission
  | { readonly list: ListSource; readonly action: Action }
  | typeof SIGNED_IN;

/** What every call has, whoever may make it. */
interface CallShape {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly summary: string;
  /** Longer words for the OpenAPI document: rules a schema cannot say. */
  readonly description?: string;
  readonly tags: readonly string[];
  readonly params?: TSchema;
  readonly querystring?: TSchema;
  readonly body?: TSchema;
  /**
   * Request headers the call reads besides the bearer token, by their lowercase names (as
   * Fastify sees them), e.g. `idempotency-key`. Left open: the other headers a browser sends
   * are no business of the call.
   */
  readonly headers?: TSchema;
  /** Success bodies by status; error bodies are always `ErrorBody`. */
  readonly response: Readonly<Record<number, TSchema>>;
  /**
   * What a success answer carries: JSON by default; `csv` for downloads, whose body is the
   * file's text (`text/csv; charset=utf-8`) and whose errors are still JSON `ErrorBody`;
   * `event-stream` for server-sent events (`text/event-stream`), errors still JSON.
   */
  readonly produces?: 'json' | 'csv' | 'event-stream';
  /**
   * The call sends a form instead of JSON: a `multipart/form-data` body with the text fields of
   * `body`, when it has one (each a text part, sent before the file), and the file under the
   * form field `field`, required unless `optional`.
   */
  readonly upload?: { readonly field: string; readonly optional?: boolean };
  /** Milliseconds before a client abandons this call, when it needs longer than the client's default. */
  readonly timeout?: number;
  /**
   * An operator whose role requires two-step sign-in and who has not set it up yet may make
   * this call (setting it up, signing out, who they are); every other call refuses them (403
   * `auth.two_step_setup_required`).
   */
  readonly beforeTwoStep?: true;
}

/**
 * One API call as data: the single source for the client's types, the server's validation and
 * the OpenAPI document. `path` is relative to the base path `/api/v1` and uses `:name` for
 * path parameters, as Fastify does. A call that needs the bearer token (every call but login and
 * a few links) says which permission it needs; it does not compile without one.
 */
export type CallContract = CallShape &
  (
    | { readonly auth: true; readonly permission: CallPermission }
    | { readonly auth: false; readonly permission?: undefined }
  );

const listWhere: Readonly<Record<ListSource, string>> = {
  'params.list': 'the list its path names',
  'body.list': 'the list its body names',
  'body.action': "the list of its body's action",
  record: 'the list of the record it names',
};

/** The permission as the OpenAPI document states it (`x-permission`): `users:read`, `{list}:export`, `signed-in`. */
export const permissionText = (permission: CallPermission): string =>
  typeof permission === 'string' ? permission : `${ANY_LIST}:${permission.action}`;

/** The permission in words, for the call's description in the OpenAPI document. */
export const permissionWords = (permission: CallPermission): string => {
  if (permission === SIGNED_IN) return 'Permission: any signed-in operator.';
  if (typeof permission === 'string') return `Permission: \`${permission}\`.`;
  const { list, action } = permission;
  return `Permission: \`${action}\` of ${listWhere[list]} (\`users:${action}\` for users).`;
};

type SchemaNode = TSchema & {
  properties?: Record<string, TSchema>;
  additionalProperties?: unknown;
  items?: TSchema;
  anyOf?: TSchema[];
};

/**
 * `schema` with every object in it closed (`additionalProperties: false`) unless it says
 * otherwise: a key the call does not declare is refused, never passed on unchecked.
 */
export const closedSchema = <S extends TSchema>(schema: S): S => {
  const node = schema as SchemaNode;
  // A copy with TypeBox's own hidden marks (its `~kind`, which value conversion relies on).
  const closed: SchemaNode = Object.defineProperties({}, Object.getOwnPropertyDescriptors(node));
  if (node.properties) {
    closed.properties = Object.fromEntries(
      Object.entries(node.properties).map(([key, child]) => [key, closedSchema(child)]),
    );
    closed.additionalProperties ??= false;
  }
  if (node.items) closed.items = closedSchema(node.items);
  if (node.anyOf) closed.anyOf = node.anyOf.map(closedSchema);
  return closed as S;
};

/** A call of the contract; what it takes (params, querystring, body) is closed to other keys. */
export const defineCall = <const C extends CallContract>(call: C): C => ({
  ...call,
  ...(call.params && { params: closedSchema(call.params) }),
  ...(call.querystring && { querystring: closedSchema(call.querystring) }),
  ...(call.body && { body: closedSchema(call.body) }),
});
