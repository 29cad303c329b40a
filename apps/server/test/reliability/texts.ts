import type { JsonSchema } from './operations.js';

const isText = (schema: JsonSchema): boolean =>
  schema.type === 'string' ||
  (Array.isArray(schema.type) && schema.type.includes('string')) ||
  (schema.anyOf ?? []).some(isText);

/** The paths of every text field of a body schema, nested ones included (in a list: its first entry). */
export function textFieldPaths(
  schema: JsonSchema,
  prefix: (string | number)[] = [],
): (string | number)[][] {
  const here = prefix.length > 0 && isText(schema) ? [prefix] : [];
  return [
    ...here,
    ...(schema.items ? textFieldPaths(schema.items, [...prefix, 0]) : []),
    ...Object.entries(schema.properties ?? {}).flatMap(([key, child]) =>
      textFieldPaths(child, [...prefix, key]),
    ),
  ];
}

/**
 * Text no field may hold, whatever it is (a name, a transaction id, an address): it would be
 * stored changed (a lone surrogate becomes U+FFFD), read other than it is stored (a
 * right-to-left override), or look blank without being so (zero-width characters only).
 */
export const unstorableTexts: readonly string[] = [
  '\u200b\u200c\u200d\u2060\ufeff',
  'Sunrise \u202eloohcS\u202c',
  'TXN\u2067123\u2069',
  'Sunrise \ud800 School',
  '\udc00',
];
