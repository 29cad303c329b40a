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

/** PostgreSQL text cannot hold NUL: the path of the first string that contains one. */
export function pathOfNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = pathOfNul(child, `${path}/${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}
