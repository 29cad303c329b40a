import { ApiError, type ErrorCode, refusalMessages, transportMessages } from '@satchel/api';
import { messages } from '../messages/index.js';

/**
 * Whether a signed-in call failed with 401. The client has then already ended the session and
 * said so (client.ts), so the caller shows nothing more: this is the one place every store
 * asks, through createResource, createListStore, the feeds and createAction.
 */
export const endedSession = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401;

/**
 * A refusal a store treats apart: by its stable code when our server answers, by the spec's
 * message text for the marketplace's existing backend, which sends no code (design.md §4).
 * Without a `code`, only the existing backend says it (our server answers an empty list with
 * an empty page, never with "No users found").
 */
export interface Refusal {
  readonly code?: ErrorCode;
  readonly message: string;
}

/**
 * Whether the call failed with `refusal`: an answer with a code is decided by its code alone,
 * one without by its exact text. The one place the stores decide on what a refusal says.
 */
export const isRefusal = (error: unknown, refusal: Refusal): boolean => {
  if (!(error instanceof ApiError)) return false;
  return error.code !== undefined ? error.code === refusal.code : error.message === refusal.message;
};

/** The refusals the catalogue words (`messages.errors`), by code. */
type Worded = typeof refusalMessages;
type WordedCode = keyof Worded;

const isWorded = (code: string | undefined): code is WordedCode =>
  code !== undefined && Object.hasOwn(refusalMessages, code);

/**
 * The values of the refusals a call may meet whose words take values (a name, a code, a limit,
 * an amount due), by code: what the console sent or knows of the call, never read from the
 * server's message.
 */
export type RefusalValues = {
  readonly [Code in WordedCode as Worded[Code] extends string
    ? never
    : Code]?: Worded[Code] extends (...values: infer Values) => string ? Values : never;
};

type Text = string | ((...values: readonly unknown[]) => string);

/**
 * What to tell the operator of a failed call, in the installed language: for a refusal whose
 * code the catalogue words (`messages.errors`) and which the server worded as usual for that
 * code (with the values it sent, else `values`, where its words take them), the catalogue's
 * text; else the server's own message (English), which may say more; without an answer, the
 * catalogue's words for a timeout or any other failure.
 */
export const refusalText = (error: unknown, values: RefusalValues = {}): string => {
  if (!(error instanceof ApiError)) return messages.genericError;
  if (error.status === 0) {
    return error.message === transportMessages.timeout ? messages.timeout : messages.genericError;
  }
  const { code } = error;
  if (!isWorded(code)) return error.message;
  // The server's values where it sent them (its words were made of them), else the call's.
  const given =
    error.values ?? (values as Readonly<Record<string, readonly unknown[] | undefined>>)[code];
  const say = (text: Text) => (typeof text === 'string' ? text : given && text(...given));
  return say(refusalMessages[code] as Text) === error.message
    ? say(messages.errors[code] as Text)!
    : error.message;
};

/**
 * Whether the existing backend answered "nothing matched" (`No users found`): an empty list,
 * not an error. The empty-message rule of every list and feed.
 */
export const isAnswer = (error: unknown, emptyMessage: string): boolean =>
  isRefusal(error, { message: emptyMessage });
