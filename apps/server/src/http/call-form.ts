import type { CallContract } from '@satchel/api';
import type { FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { HttpError } from './http-error.js';
import { readUploadForm, type UploadForm } from './uploaded-file.js';
import { validatorCompiler } from './validator.js';

/** An upload call whose form carries text fields (its `body`) beside the file. */
export type FormCall = CallContract & {
  readonly upload: NonNullable<CallContract['upload']>;
  readonly body: TSchema & { readonly properties: Readonly<Record<string, unknown>> };
};

/** The form of such a call: its fields as the body schema took them, and its file if sent. */
export interface CallForm<C extends FormCall> {
  readonly body: Static<C['body']>;
  readonly file: UploadForm['file'];
}

/** UTF-8 takes at most 4 bytes a character. */
const MAX_UTF8_BYTES = 4;

/**
 * The longest text field of `body` in bytes: a text the schema's maxLength allows always arrives
 * whole, so that a too-long one is refused by the schema (400 naming the field); only one far
 * longer is cut short and refused as too large (413).
 */
function maxFieldBytes(call: FormCall): number {
  const lengths = Object.entries(call.body.properties).map(([name, schema]) => {
    const { maxLength } = schema as { maxLength?: number };
    if (maxLength === undefined)
      throw new Error(`${call.path}: form field ${name} has no maxLength`);
    return maxLength;
  });
  return MAX_UTF8_BYTES * Math.max(1, ...lengths);
}

/**
 * Reads the form of `call` (register @fastify/multipart on the route's plugin): its text fields
 * are checked against the body schema as a JSON body is (the same 400 messages, defaults, no
 * NUL), and its file, of at most `maxFileBytes`, must be there unless the contract makes it
 * optional. The file's content is the handler's to check. `description` names what the form
 * sends, for the 415 of a request that is not multipart: "a category".
 */
export function callFormReader<C extends FormCall>(
  call: C,
  maxFileBytes: number,
  description: string,
): (request: FastifyRequest) => Promise<CallForm<C>> {
  const validate = validatorCompiler({
    schema: call.body,
    httpPart: 'body',
    method: call.method,
    url: call.path,
  }) as (input: unknown) => { value?: unknown; error?: Error };
  const { field, optional } = call.upload;
  const rules = {
    fields: Object.keys(call.body.properties),
    fileField: field,
    maxFileBytes,
    maxFieldBytes: maxFieldBytes(call),
    description,
  };
  return async (request) => {
    const { fields, file } = await readUploadForm(request, rules);
    const { value, error } = validate(fields);
    if (error) throw new HttpError(400, error.message);
    if (file === undefined && !optional) throw new HttpError(400, `No file in the field ${field}`);
    return { body: value as Static<C['body']>, file };
  };
}
