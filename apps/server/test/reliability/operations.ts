import type { FastifyInstance } from 'fastify';

/** A JSON schema as the OpenAPI document carries it. */
export interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly anyOf?: readonly JsonSchema[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly uniqueItems?: boolean;
  readonly default?: unknown;
  readonly format?: string;
}

export interface Parameter {
  readonly in: 'path' | 'query' | 'header';
  readonly name: string;
  readonly required: boolean;
  readonly schema: JsonSchema;
}

/** One route of the published API, as the OpenAPI document describes it. */
export interface Operation {
  readonly method: string;
  /** The OpenAPI path, e.g. `/api/v1/merchants/{id}`. */
  readonly path: string;
  /** Whether it needs a bearer token. */
  readonly protected: boolean;
  /**
   * The permission it states (`x-permission`): `resource:action`, `{list}:action` (the action on
   * the list the request names), or `signed-in`.
   */
  readonly permission: string | undefined;
  readonly description: string | undefined;
  readonly parameters: readonly Parameter[];
  readonly body: JsonSchema | undefined;
  /** For an upload (a multipart/form-data body): the form field of its file. */
  readonly fileField: string | undefined;
  /** For an upload whose form has text fields beside the file: those fields' schema. */
  readonly formFields: JsonSchema | undefined;
}

interface OpenApiOperation {
  readonly security?: readonly Record<string, unknown>[];
  readonly 'x-permission'?: string;
  readonly description?: string;
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: { readonly content: Record<string, { schema: JsonSchema }> };
}

/** The binary field of a multipart body schema. */
const fileFieldOf = (schema: JsonSchema | undefined): string | undefined =>
  Object.entries(schema?.properties ?? {}).find(
    ([, property]) => property.format === 'binary',
  )?.[0];

/** A multipart body schema without its binary field: its text fields, when it has any. */
const textFieldsOf = (schema: JsonSchema | undefined): JsonSchema | undefined => {
  const fields = Object.entries(schema?.properties ?? {}).filter(
    ([, property]) => property.format !== 'binary',
  );
  if (fields.length === 0) return undefined;
  const names = fields.map(([name]) => name);
  return {
    type: 'object',
    properties: Object.fromEntries(fields),
    required: schema?.required?.filter((name) => names.includes(name)) ?? [],
  };
};

/** Every operation the server publishes at /api/docs/openapi.json, in the document's order. */
export async function publishedOperations(app: FastifyInstance): Promise<Operation[]> {
  const document = (await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json() as {
    security?: readonly Record<string, unknown>[];
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const form = operation.requestBody?.content['multipart/form-data']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        protected: (operation.security ?? document.security ?? []).length > 0,
        permission: operation['x-permission'],
        description: operation.description,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content['application/json']?.schema,
        fileField: fileFieldOf(form),
        formFields: textFieldsOf(form),
      };
    }),
  );
}

/** URL-encoded text; a lone surrogate (which encodeURIComponent refuses) as its raw bytes. */
export const encode = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

/** `/api/v1/merchants/{id}` with `{id}` filled in, URL-encoded. */
export const fillPath = (path: string, values: Readonly<Record<string, string>>): string =>
  path.replace(/\{([^}]+)\}/g, (_, name: string) => encode(values[name] ?? ''));
