import type { Static, TSchema } from 'typebox';
import type { CallContract } from '../contract/call.js';

/** `{[Name]: Static<schema>}`, optional when every field of the schema is optional. */
type Part<Schema, Name extends string> = Schema extends TSchema
  ? object extends Static<Schema>
    ? { [K in Name]?: Static<Schema> }
    : { [K in Name]: Static<Schema> }
  : { [K in Name]?: never };

/** An upload call's file (a `File` keeps its name; a bare `Blob` is sent as `upload.csv`). */
type FilePart<Upload> = Upload extends { field: string; optional: true }
  ? { file?: Blob | undefined }
  : Upload extends { field: string }
    ? { file: Blob }
    : { file?: never };

/**
 * What a call needs besides its contract: path params, query, headers and body, and an upload's
 * file, typed by the contract.
 */
export type CallInput<C extends CallContract> = Part<C['params'], 'params'> &
  Part<C['querystring'], 'query'> &
  Part<C['headers'], 'headers'> &
  Part<C['body'], 'body'> &
  FilePart<C['upload']> & {
    /** Abandons the call when it aborts (a newer search made this one's answer useless). */
    signal?: AbortSignal;
  };

/** The typed body of any of the call's success answers. */
export type CallAnswer<C extends CallContract> = {
  [Status in keyof C['response']]: C['response'][Status] extends TSchema
    ? Static<C['response'][Status]>
    : never;
}[keyof C['response']];

/** The input is optional exactly when nothing in it is required. */
export type CallArgs<C extends CallContract> =
  object extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];
