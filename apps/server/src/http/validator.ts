import type { FastifySchemaCompiler } from 'fastify';
import { IsArray, IsObject, IsOptional, IsUnion, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Settings } from 'typebox/system';
import { Value } from 'typebox/value';
import { listLimitCheck, withoutUniqueItems } from './list-limits.js';
import {
  fieldOf,
  type SchemaFailure,
  titleAt,
  unstorableText,
  validationMessage,
} from './validation-message.js';

/** How the messages name a request part as a whole. */
const partNames: Readonly<Record<string, string>> = { querystring: 'query' };

/** Property names that TypeBox's conversion, which matches them as `^name$`, takes literally. */
const plainName = /^[\w-]+$/;

/** Whether TypeBox's `Value.Default` of `schema` can only fill in its own `default`. */
const isFlat = (schema: TSchema): boolean =>
  !IsObject(schema) && !IsArray(schema) && (!IsUnion(schema) || schema.anyOf.every(isFlat));

/**
 * `Value.Default`, then `Value.Convert`, for the parts that come as text (querystring, params,
 * headers): each declared property's default when the input lacks it, then TypeBox's own
 * conversion of each property the input has, exactly as those two apply them to an object of
 * flat properties, without `Value.Default`'s walk of the whole schema (half of a cheap list
 * call's validation in a profile) and `Value.Convert`'s, which builds a RegExp per declared
 * property, on every call. Any other schema goes to `Value.Default` and `Value.Convert`.
 */
function textPreparer(schema: TSchema): (input: unknown) => unknown {
  const direct =
    IsObject(schema) &&
    typeof (schema as { additionalProperties?: unknown }).additionalProperties !== 'object' &&
    (schema as { default?: unknown }).default === undefined &&
    Object.entries(schema.properties).every(
      ([name, property]) => plainName.test(name) && isFlat(property),
    );
  if (!direct) return (input) => Value.Convert(schema, Value.Default(schema, input));
  const { properties } = schema;
  const converters = Object.entries(properties).map(
    ([name, property]) =>
      [
        name,
        property,
        (property as { default?: unknown }).default,
        propertyConverter(property),
      ] as const,
  );
  return (input) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
    const record = input as Record<string, unknown>;
    for (const [name, property, fallback, convert] of converters) {
      if (record[name] === undefined && fallback !== undefined) record[name] = fallback;
      // An optional property left undefined is skipped, as Value.Convert skips it.
      if (!Object.hasOwn(record, name) || (record[name] === undefined && IsOptional(property))) {
        continue;
      }
      record[name] = convert(record[name]);
    }
    return record;
  };
}

/**
 * `Value.Convert` of one property. A union (e.g. a sort of 1 or -1) converts as TypeBox converts
 * it: kept if it already fits, else each member's conversion of it in turn, the first that fits;
 * but "fits" is asked of the union's compiled check, not of TypeBox's interpreter, which made
 * a union half of a list call's validation.
 */
function propertyConverter(property: TSchema): (value: unknown) => unknown {
  if (!IsUnion(property)) return (value) => Value.Convert(property, value);
  const union = Compile(property);
  return (value) => {
    if (union.Check(value)) return value;
    for (const member of property.anyOf) {
      const converted = Value.Convert(member, Value.Clone(value));
      if (union.Check(converted)) return converted;
    }
    return value;
  };
}

/**
 * A refusal names one field, so TypeBox stops at the first error: once it holds as many as it
 * keeps, it walks no further (it computed every error of a body before, a denial of service).
 */
Settings.Set({ maxErrors: 1 });

/** A 400 whose message is the sentence the client sees (Fastify keeps an Error as it is). */
const refusal = (message: string) => Object.assign(new Error(message), { statusCode: 400 });

/**
 * Validates requests with TypeBox itself. Defaults from the contract are filled in everywhere;
 * text from the URL (querystring, params, headers) is converted to the declared types, but a
 * JSON body is taken as sent: `{"username": 5}` is an error, not the string "5". Keys the
 * schema does not declare are refused, never stripped (the contract's objects are strict), and
 * so is text no field may hold (`unstorableText`: NUL, lone surrogates, bidi overrides, only
 * zero-width characters). The message names the field.
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  // Lists' lengths and repeats are checked first, in linear time (see list-limits.ts).
  const lists = listLimitCheck(schema);
  const check = Compile(lists ? withoutUniqueItems(schema) : schema);
  const prepare =
    httpPart === 'body' ? (input: unknown) => Value.Default(schema, input) : textPreparer(schema);
  const part = partNames[httpPart ?? ''] ?? httpPart ?? 'request';
  return (input: unknown) => {
    const list = lists?.(input);
    if (list) return { error: refusal(validationMessage(list, part)) };
    let value: unknown;
    try {
      value = prepare(input);
    } catch (error) {
      // A union's defaults are found on a copy of the input: JSON nested thousands deep (which
      // no schema here takes) exhausts the stack there, and is bad input, not a server fault.
      if (error instanceof RangeError) return { error: refusal(`${part} is nested too deeply`) };
      throw error;
    }
    if (!check.Check(value)) {
      const [first] = check.Errors(value) as SchemaFailure[];
      return {
        error: refusal(first ? validationMessage(first, part, schema) : `${part} is not valid`),
      };
    }
    const text = unstorableText(value);
    if (text !== undefined) {
      const field = titleAt(schema, text.path) ?? fieldOf(text.path, part);
      return { error: refusal(`${field} ${text.problem}`) };
    }
    return { value };
  };
};
