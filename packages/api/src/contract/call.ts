import type { TSchema } from 'typebox';

/**
 * One API call as data: the single source for the client's types, the server's validation and
 * the OpenAPI document. `path` is relative to the base path `/api/v1` and uses `:name` for
 * path parameters, as Fastify does.
 */
export interface CallContract {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly summary: string;
  readonly tags: readonly string[];
  /** Whether the call needs the bearer token (every call but login). */
  readonly auth: boolean;
  readonly params?: TSchema;
  readonly querystring?: TSchema;
  readonly body?: TSchema;
  /** Success bodies by status; error bodies are always `ErrorBody`. */
  readonly response: Readonly<Record<number, TSchema>>;
  /**
   * What a success answer carries: JSON by default; `csv` for downloads, whose body is the
   * file's text (`text/csv; charset=utf-8`) and whose errors are still JSON `ErrorBody`.
   */
  readonly produces?: 'json' | 'csv';
}

export const defineCall = <const C extends CallContract>(call: C): C => call;
