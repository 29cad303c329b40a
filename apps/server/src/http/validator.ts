import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';

/**
 * Validates requests with TypeBox itself. Defaults from the contract are filled in everywhere;
 * text from the URL (querystring, params, headers) is converted to the declared types, but a
 * JSON body is taken as sent: `{"username": 5}` is an error, not the string "5".
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = Compile(schema);
  return (input: unknown) => {
    const withDefaults = Value.Default(schema, input);
    const value = httpPart === 'body' ? withDefaults : Value.Convert(schema, withDefaults);
    if (check.Check(value)) return { value };
    return { error: check.Errors(value) as FastifySchemaValidationError[] };
  };
};
