import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import { fieldOf, pathOfNul, type SchemaFailure, validationMessage } from './validation-message.js';

/** How the messages name a request part as a whole. */
const partNames: Readonly<Record<string, string>> = { querystring: 'query' };

/** A 400 whose message is the sentence the client sees (Fastify keeps an Error as it is). */
const refusal = (message: string) => Object.assign(new Error(message), { statusCode: 400 });

/**
 * Validates requests with TypeBox itself. Defaults from the contract are filled in everywhere;
 * text from the URL (querystring, params, headers) is converted to the declared types, but a
 * JSON body is taken as sent: `{"username": 5}` is an error, not the string "5". Keys the
 * schema does not declare are refused, never stripped (the contract's objects are strict), and
 * so is a NUL character in any text, which PostgreSQL cannot store. The message names the field.
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = Compile(schema);
  const part = partNames[httpPart ?? ''] ?? httpPart ?? 'request';
  return (input: unknown) => {
    const withDefaults = Value.Default(schema, input);
    const value = httpPart === 'body' ? withDefaults : Value.Convert(schema, withDefaults);
    if (!check.Check(value)) {
      const [first] = check.Errors(value) as SchemaFailure[];
      return {
        error: refusal(first ? validationMessage(first, part) : `${part} is not valid`),
      };
    }
    const nul = pathOfNul(value);
    if (nul !== undefined) {
      return { error: refusal(`${fieldOf(nul, part)} must not contain a NUL character`) };
    }
    return { value };
  };
};
