/** One failure as TypeBox reports it (the shape of Ajv's errors). */
export interface SchemaFailure {
  readonly keyword: string;
  readonly instancePath: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly message: string;
}

const typeNames: Readonly<Record<string, string>> = {
  string: 'a text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

/** `/items/0/productId` → `items.0.productId`; the request part itself when the path is empty. */
export const fieldOf = (instancePath: string, part: string): string =>
  instancePath === '' ? part : instancePath.slice(1).split('/').join('.');

interface SchemaNode {
  readonly title?: string;
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly items?: SchemaNode;
  /** A nullable field: the field and null. */
  readonly anyOf?: readonly SchemaNode[];
}

/**
 * The `title` the contract gives the field at `instancePath` of `schema`: the label the console
 * shows it under ("Display name"), so that a refusal speaks as the form does, not of the wire
 * name (`displayName`). Undefined when the field has none.
 */
export function titleAt(schema: unknown, instancePath: string): string | undefined {
  let node = schema as SchemaNode | undefined;
  for (const key of instancePath.split('/').slice(1)) {
    node = /^\d+$/.test(key) && node?.items ? node.items : node?.properties?.[key];
  }
  return instancePath === ''
    ? undefined
    : (node?.title ?? node?.anyOf?.find((m) => m.title)?.title);
}

/**
 * A sentence that names the field and says what it must be, e.g. "page must be at most 100000",
 * "role is not a field of this call", "password is required". `part` names the request part
 * ("body", "query", "params") for failures of the part as a whole. A field the contract gives a
 * `title` (in `schema`) is named by it: "Display name must be at most 100 characters".
 */
export function validationMessage(failure: SchemaFailure, part: string, schema?: unknown): string {
  const field = titleAt(schema, failure.instancePath) ?? fieldOf(failure.instancePath, part);
  const { limit } = failure.params;
  switch (failure.keyword) {
    case 'required': {
      const [first] = failure.params.requiredProperties as string[];
      return `${titleAt(schema, `${failure.instancePath}/${first}`) ?? first} is required`;
    }
    case 'additionalProperties': {
      const [first] = failure.params.additionalProperties as string[];
      return `${first} is not a field of this call`;
    }
    // An undeclared key reported at its own path (`additionalProperties: false`).
    case 'boolean':
      return `${field} is not a field of this call`;
    case 'type':
      return `${field} must be ${typeNames[failure.params.type as string] ?? failure.params.type}`;
    case 'maximum':
      return `${field} must be at most ${limit}`;
    case 'minimum':
      return `${field} must be at least ${limit}`;
    case 'exclusiveMaximum':
      return `${field} must be less than ${limit}`;
    case 'exclusiveMinimum':
      return `${field} must be more than ${limit}`;
    case 'maxLength':
      return `${field} must be at most ${limit} characters`;
    case 'minLength':
      return limit === 1
        ? `${field} must not be empty`
        : `${field} must be at least ${limit} characters`;
    // A change of nothing (e.g. an empty PATCH body) is refused rather than answered as done.
    case 'minProperties':
      return `${field} must name at least ${limit} field${limit === 1 ? '' : 's'}`;
    case 'maxItems':
      return `${field} must have at most ${limit} entries`;
    case 'minItems':
      return `${field} must have at least ${limit} entries`;
    case 'uniqueItems':
      return `${field} must not repeat an entry`;
    case 'enum':
      return `${field} must be one of ${(failure.params.allowedValues as unknown[]).join(', ')}`;
    case 'pattern':
    case 'format':
      return `${field} is not valid`;
    default:
      return `${field} ${failure.message}`;
  }
}

/** Characters that show nothing: zero-width space, non-joiner and joiner, word joiner, BOM, soft hyphen. */
const INVISIBLE = /^[\s\u200b-\u200d\u2060\ufeff\u00ad]*$/;
/** Half of a UTF-16 pair without its other half (String#isWellFormed, ES2024, in one test). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Bidi embeddings, overrides and isolates: they make text read other than it is stored. */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;

/**
 * What no text of a request may be, and why, as the end of the sentence naming its field:
 * PostgreSQL cannot store NUL; a lone surrogate would be stored as U+FFFD, silently changed;
 * a bidi control makes a name or transaction id show other than it is; a text of zero-width
 * characters only looks blank but is not (plain blanks are the routes' business: "… is required").
 */
function textProblem(text: string): string | undefined {
  if (text.includes('\0')) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(text)) return 'must not contain a broken character (a lone surrogate)';
  if (BIDI_CONTROL.test(text)) return 'must not contain a right-to-left or left-to-right override';
  if (INVISIBLE.test(text) && text.trim() !== '') return 'must not be only invisible characters';
  return undefined;
}

/** The first text in a request part that no field may hold: its path and the problem. */
export function unstorableText(
  value: unknown,
  path = '',
): { readonly path: string; readonly problem: string } | undefined {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem === undefined ? undefined : { path, problem };
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = unstorableText(child, `${path}/${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}
