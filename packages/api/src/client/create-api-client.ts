import type { CallContract } from '../contract/call.js';
import { ApiError } from './api-error.js';
import type { CallAnswer, CallArgs } from './call-types.js';
import { createReadAfter, WRITTEN_AT_HEADER } from './read-after.js';
import { redaxios } from './redaxios.js';
import { fillPath, toSearchParams } from './request-url.js';
import { transportMessages } from './transport-messages.js';

export interface ApiClientOptions {
  /** Where the API lives, relative to the page by default: the server also serves the console. */
  baseURL?: string;
  /** Milliseconds before a call is abandoned, unless its contract has its own (uploads). */
  timeout?: number;
  /** The current bearer token, read when an authenticated call starts. */
  getToken: () => string | null | undefined;
  /** Called on a 401 from an authenticated call, before its ApiError is thrown. */
  onUnauthorized?: () => void;
  /** Called on a 403 from an authenticated call, before its ApiError is thrown (issue 30). */
  onForbidden?: (error: ApiError) => void;
  /** The fetch to send with; the global one (as it is at call time) by default. */
  fetch?: typeof fetch;
}

export interface ApiClient {
  /** Sends one call of the contract; resolves with its success body or rejects with ApiError. */
  call<C extends CallContract>(contract: C, ...args: CallArgs<C>): Promise<CallAnswer<C>>;
  /**
   * The address of a call with its path and query filled in, for what opens it itself (an
   * EventSource for the change stream); no token goes in it.
   */
  urlOf<C extends CallContract>(contract: C, ...args: CallArgs<C>): string;
}

interface LooseInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  headers?: Record<string, string>;
  body?: unknown;
  file?: Blob;
  signal?: AbortSignal;
}

/** The name a file without one (a bare Blob) is sent under. */
const UNNAMED_FILE = 'upload.csv';

/**
 * An upload's body, as a browser form sends it: the body's fields as text parts (an absent one
 * is left out), then the file under the contract's field.
 */
const formWith = (
  { field, optional }: NonNullable<CallContract['upload']>,
  body: unknown,
  file: Blob | undefined,
): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(body ?? {})) {
    if (value !== undefined) form.append(name, String(value));
  }
  if (file instanceof Blob)
    form.append(field, file, file instanceof File ? file.name : UNNAMED_FILE);
  else if (!optional) throw new Error(`An upload needs a file for the field "${field}"`);
  return form;
};

/** redaxios rejects a non-2xx answer with the response itself; anything else is a fetch error. */
const isAnswer = (failure: unknown): failure is { status: number; data: unknown } =>
  typeof failure === 'object' &&
  failure !== null &&
  typeof (failure as { status?: unknown }).status === 'number' &&
  'data' in failure;

/** An error answer's body; a download call reads its answer as text, so JSON may come as text. */
const errorBody = (data: unknown): object => {
  if (typeof data === 'string') {
    try {
      return errorBody(JSON.parse(data));
    } catch {
      return {};
    }
  }
  return typeof data === 'object' && data !== null ? data : {};
};

const toApiError = (failure: unknown, timedOut: boolean): ApiError => {
  if (timedOut) return new ApiError(0, transportMessages.timeout);
  if (!isAnswer(failure)) return new ApiError(0, transportMessages.generic);
  const body = errorBody(failure.data) as {
    message?: unknown;
    code?: unknown;
    values?: unknown;
    errors?: unknown;
  };
  const message =
    typeof body.message === 'string' && body.message.trim() !== ''
      ? body.message
      : transportMessages.generic;
  return new ApiError(failure.status, message, {
    ...(typeof body.code === 'string' && body.code !== '' && { code: body.code }),
    ...(Array.isArray(body.values) && { values: body.values }),
    ...(Array.isArray(body.errors) && { errors: body.errors }),
  });
};

/** A call's path under the base, its parameters and query string filled in. */
const pathAndQuery = (contract: CallContract, input: unknown): string => {
  const { params, query } = (input ?? {}) as LooseInput;
  const search = toSearchParams(query).toString();
  return fillPath(contract.path, params) + (search ? `?${search}` : '');
};

export const createApiClient = ({
  baseURL = '/api/v1',
  timeout = 6000,
  getToken,
  onUnauthorized,
  onForbidden,
  fetch: fetchOption,
}: ApiClientOptions): ApiClient => {
  // This client's reads see its own writes, whichever replica serves them.
  const readAfter = createReadAfter();
  return {
    urlOf<C extends CallContract>(contract: C, ...[input]: CallArgs<C>) {
      return `${baseURL}${pathAndQuery(contract, input)}`;
    },
    async call<C extends CallContract>(contract: C, ...[input]: CallArgs<C>) {
      const { headers: declared, body, file, signal } = (input ?? {}) as LooseInput;
      const url = pathAndQuery(contract, input);
      const headers = { ...(contract.method === 'GET' && readAfter.headers()), ...declared };
      // Read synchronously: logout clears the session right after starting its own call.
      const token = contract.auth ? getToken() : null;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), contract.timeout ?? timeout);
      const abandon = () => controller.abort();
      if (signal?.aborted) abandon();
      signal?.addEventListener('abort', abandon, { once: true });
      try {
        const response = await redaxios<CallAnswer<C>>(url, {
          baseURL,
          method: contract.method,
          // FormData goes to fetch as it is, which writes its multipart content type and boundary.
          data: contract.upload ? formWith(contract.upload, body, file) : body,
          // Left unset, redaxios parses JSON and keeps any other answer (an HTML error page) as text.
          ...(contract.produces === 'csv' ? { responseType: 'text' as const } : {}),
          ...(token ? { auth: `Bearer ${token}` } : {}),
          headers,
          // redaxios has neither a timeout nor a signal option, so the signal goes in through fetch.
          // Typed here, not inferred from redaxios (`typeof window.fetch`): Node readers have no DOM.
          fetch: (resource: string | URL | Request, init?: RequestInit) =>
            (fetchOption ?? globalThis.fetch)(resource, { ...init, signal: controller.signal }),
        });
        readAfter.written(response.headers.get(WRITTEN_AT_HEADER));
        // A download call may answer JSON instead of its file (an export that runs as a job: 202).
        if (
          contract.produces === 'csv' &&
          typeof response.data === 'string' &&
          response.headers.get('content-type')?.startsWith('application/json')
        ) {
          return JSON.parse(response.data) as CallAnswer<C>;
        }
        return response.data;
      } catch (failure) {
        const error = toApiError(failure, controller.signal.aborted);
        // A 401 on a call without a token (login) means wrong credentials, not an ended session.
        if (error.status === 401 && contract.auth) onUnauthorized?.();
        if (error.status === 403 && contract.auth) onForbidden?.(error);
        throw error;
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', abandon);
      }
    },
  };
};
