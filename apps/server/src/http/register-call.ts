import { type CallContract, ErrorBody, permissionText, permissionWords } from '@satchel/api';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestAsyncHookHandler,
} from 'fastify';
import type { Static, TSchema } from 'typebox';
import { permissionHooks, type RecordList } from '../auth/permission-check.js';
import type { SignedInAdmin } from '../auth/sessions.js';
import { auditContextOf } from '../history/audit-context.js';
import { inWriteScope } from '../history/write-scope.js';
import { callNameOf, operationIdOf } from './operation-id.js';

const CSV_TYPE = 'text/csv; charset=utf-8';
const EVENT_STREAM_TYPE = 'text/event-stream';
const MULTIPART_TYPE = 'multipart/form-data';

/**
 * The OpenAPI document's body of an upload: the text fields of the call's body, if it has one,
 * beside the binary file under its field (required unless the contract makes it optional).
 */
const describeUpload =
  ({ upload, body }: CallContract) =>
  ({ schema, url }: { schema: FastifySchema; url: string }) => {
    const fields = body as { properties?: object; required?: readonly string[] } | undefined;
    const { field, optional } = upload!;
    return {
      url,
      schema: {
        ...schema,
        body: {
          type: 'object',
          required: [...(fields?.required ?? []), ...(optional ? [] : [field])],
          properties: { ...fields?.properties, [field]: { type: 'string', format: 'binary' } },
          additionalProperties: false,
        },
      },
    };
  };

type StaticOf<S> = S extends TSchema ? Static<S> : undefined;

/** What a handler receives: the validated parts of the request, typed from the contract. */
export interface CallInput<C extends CallContract> {
  readonly params: StaticOf<C['params']>;
  readonly query: StaticOf<C['querystring']>;
  readonly body: StaticOf<C['body']>;
  /** The headers the contract declares (validated); the request's others are in `request`. */
  readonly headers: StaticOf<C['headers']>;
  /** The signed-in administrator; present exactly when the contract says `auth: true`. */
  readonly admin: C['auth'] extends true ? SignedInAdmin : null;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/** One of the contract's success bodies, or the reply itself when the handler sent it. */
export type CallOutput<C extends CallContract> =
  | StaticOf<C['response'][keyof C['response'] & number]>
  | FastifyReply;

export type CallHandler<C extends CallContract> = (input: CallInput<C>) => Promise<CallOutput<C>>;

export interface CallOptions {
  /** For a call whose permission is on the list of a record it names by id: that record's list. */
  readonly recordList?: RecordList;
  /** A call sent as a write (a list's POST) that changes nothing: no write scope. */
  readonly reads?: boolean;
  /**
   * A write whose handler opens its write scope itself (`inCallScope`), after a check whose
   * outcome must stand whatever follows: a password asked again, counted as a failed sign-in
   * when wrong, which the scope's rollback would otherwise undo.
   */
  readonly scopesItself?: boolean;
}

/** The call's description, with its permission in words (the OpenAPI document's). */
const descriptionOf = (call: CallContract): string | undefined => {
  if (!call.auth) return call.description;
  const permission = permissionWords(call.permission);
  return call.description ? `${call.description}\n\n${permission}` : permission;
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The hook every `auth: true` call runs first (decorated by buildApp): on request, before
     * the body is read or anything validated, so a caller without a valid token learns nothing
     * of the call's input rules.
     */
    authenticate: onRequestAsyncHookHandler;
  }
}

/**
 * Whether an operator's call is a write to record in a write scope (history/write-scope.ts): a
 * signed-in call that is not a GET. Not an upload, whose body arrives while the handler runs (a
 * transaction held open for a slow file would hold a pooled connection): an upload's handler
 * opens its scope once the file is read (the product CSV import, in its own transaction). Nor
 * a download or an event stream, which go on after the handler returns.
 */
const isRecordedWrite = (call: CallContract): boolean =>
  call.auth &&
  call.method !== 'GET' &&
  call.upload === undefined &&
  call.produces !== 'csv' &&
  call.produces !== 'event-stream';

/**
 * Whether an operator's call reads from a replica when one has the caller's writes
 * (plugins/replicas.ts): a signed-in GET, or a list sent as a POST, that only reads. Not the
 * change stream, which reads the rows a notice names the moment the primary sends it.
 */
const readsReplica = (call: CallContract, options: CallOptions): boolean =>
  call.auth &&
  (call.method === 'GET' || options.reads === true) &&
  call.produces !== 'event-stream';

/**
 * Registers one call of the contract as a Fastify route, from a routes plugin registered under
 * the API prefix (`API_BASE`): the contract gives the path under that prefix, the schemas that
 * validate the request and serialise the answer, the OpenAPI operationId (from the call's name),
 * summary, tags and security, whether a signed-in administrator is required, and the permission
 * their role needs (`x-permission`, checked here: permission-check.ts). The answer's
 * status is the contract's (lowest) success status unless the handler sets another; a CSV
 * download (`produces: 'csv'`) answers its text as `text/csv`; an event stream (`produces:
 * 'event-stream'`) is sent by its handler. An upload (`upload`) is published as a multipart body with its file
 * field; its handler reads the file from the request as it arrives (`openUploadedFile`), or the form of
 * text fields and file (`callFormReader`).
 *
 * The handler's input is typed here from the contract (`CallInput`), the one source of the
 * schemas; a Fastify type provider types a route from a schema written at the route itself, so
 * it would add nothing (and `validator.ts` validates with TypeBox directly).
 */
export function registerCall<C extends CallContract>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  options: CallOptions = {},
): void {
  const successStatus = Math.min(...Object.keys(call.response).map(Number));
  const recorded = !options.reads && !options.scopesItself && isRecordedWrite(call);
  const onReplica = readsReplica(call, options);
  const action = recorded ? callNameOf(call) : '';
  const description = descriptionOf(call);
  // Not the generic `C`: narrowed by `auth`, its permission is there.
  const contract: CallContract = call;
  const permission = permissionHooks(call, options.recordList);
  app.route({
    method: call.method,
    url: call.path,
    schema: {
      operationId: operationIdOf(call),
      summary: call.summary,
      ...(description && { description }),
      tags: [...call.tags],
      security: call.auth ? [{ bearerAuth: [] }] : [],
      ...(contract.auth && { 'x-permission': permissionText(contract.permission) }),
      ...(call.params && { params: call.params }),
      ...(call.querystring && { querystring: call.querystring }),
      // An upload's text fields arrive in its form, read by its handler (call-form.ts).
      ...(call.body && !call.upload && { body: call.body }),
      ...(call.headers && { headers: call.headers }),
      ...(call.produces === 'csv' && { produces: [CSV_TYPE, 'application/json'] }),
      ...(call.produces === 'event-stream' && {
        produces: [EVENT_STREAM_TYPE, 'application/json'],
      }),
      ...(call.upload && { consumes: [MULTIPART_TYPE] }),
      response: { ...call.response, '4xx': ErrorBody, '5xx': ErrorBody },
    },
    // An upload's body is read as a stream by its handler, never validated as a whole, so its
    // schema is only for the OpenAPI document.
    ...(call.upload && { config: { swaggerTransform: describeUpload(call) } }),
    // The token first (401), then the role (403): both before the body is read.
    ...(call.auth && {
      onRequest: permission.onRequest ? [app.authenticate, permission.onRequest] : app.authenticate,
    }),
    ...(permission.preHandler && { preHandler: permission.preHandler }),
    handler: async (request, reply) => {
      reply.code(successStatus);
      const input = {
        params: request.params,
        query: request.query,
        body: request.body,
        headers: request.headers,
        admin: request.admin,
        request,
        reply,
      };
      // The schemas above validated these parts; the onRequest hook set `admin` when required.
      const run = () => handler(input as unknown as CallInput<C>);
      // A write goes out answered once committed, with its history (history/write-scope.ts).
      let answer: CallOutput<C>;
      if (recorded) {
        answer = await inWriteScope(app.db, auditContextOf(request, action), run);
        await app.replicas.answerWritten(reply);
      } else {
        answer = onReplica ? await app.replicas.read(request, run) : await run();
      }
      // A download's text goes out as it is; a refusal thrown above is still JSON, and so is a
      // JSON answer of the call's (an export answered later: 202); a streamed file is sent.
      if (call.produces === 'csv' && typeof answer === 'string') {
        reply.type(CSV_TYPE).serializer(String);
      }
      return answer;
    },
  });
}
