import { type Static, type TObject, type TSchema, Type } from 'typebox';
import { defineCall, SIGNED_IN } from './call.js';
import { Id } from './common.js';
import { type ListKind, listCalls, listKinds } from './list-kinds.js';

/** At most this many columns in one export: every list's columns, with room to spare. */
export const MAX_EXPORT_COLUMNS = 40;
/** A column's heading as the table shows it. */
export const MAX_EXPORT_HEADING = 80;
/** The choices of a label column (a status's, a payment method's). */
export const MAX_EXPORT_LABELS = 40;

/** A row field's name, as a list's wire rows spell it. */
const FieldName = Type.String({ pattern: '^[A-Za-z_][A-Za-z0-9_]{0,39}$' });
const Text = Type.String({ maxLength: MAX_EXPORT_HEADING });

/**
 * How the console shows a column's values, so that the file shows them alike: as text; a date
 * and time in India's time (en-IN); rupees (en-IN, ₹), with a plain-number column beside it for
 * spreadsheets; a phone with +91; a value's label (a status); a yes/no flag.
 */
export const ExportFormat = Type.Union([
  Type.Object({ kind: Type.Literal('text') }),
  Type.Object({ kind: Type.Literal('dateTime') }),
  Type.Object({ kind: Type.Literal('money') }),
  Type.Object({ kind: Type.Literal('phone') }),
  Type.Object({
    kind: Type.Literal('label'),
    labels: Type.Array(Type.Object({ value: Text, label: Text }), {
      maxItems: MAX_EXPORT_LABELS,
    }),
  }),
  Type.Object({ kind: Type.Literal('yesNo'), yes: Text, no: Text }),
]);
export type ExportFormat = Static<typeof ExportFormat>;

/** One column of the file: a column the operator sees, in its place, under its heading. */
export const ExportColumn = Type.Object({
  /** The row field it shows (the table column's `field`, else its id). */
  id: FieldName,
  heading: Type.String({ minLength: 1, maxLength: MAX_EXPORT_HEADING }),
  format: ExportFormat,
  /** Fields shown together, joined by a space (a driver's first and last name); default `[id]`. */
  fields: Type.Optional(Type.Array(FieldName, { minItems: 1, maxItems: 4 })),
});
export type ExportColumn = Static<typeof ExportColumn>;

/** The paging keys of a list query: an export takes every matching row, so only its sort. */
const pagingKeys = new Set(['page', 'limit', 'after', 'before', 'includeTotal']);

/** The list call's filters and sort, validated as that list validates them. */
const filtersAndSort = (call: (typeof listCalls)[ListKind]): TObject => {
  const { properties } = call.querystring as unknown as TObject;
  return Type.Object(
    Object.fromEntries(
      Object.entries(properties).filter(([key]) => !pagingKeys.has(key)),
    ) as Record<string, TSchema>,
  );
};

const exportRequestOf = (kind: ListKind) =>
  Type.Object({
    list: Type.Literal(kind),
    query: filtersAndSort(listCalls[kind]),
    columns: Type.Array(ExportColumn, { minItems: 1, maxItems: MAX_EXPORT_COLUMNS }),
  });

/** An export of one list: its applied filters and sort, and the columns the operator sees. */
export const ExportRequest = Type.Unsafe<ExportRequest>(Type.Union(listKinds.map(exportRequestOf)));
export interface ExportRequest {
  list: ListKind;
  /** The list's filters (as its call takes them) and `sort`. */
  query: Readonly<Record<string, string | number | undefined>>;
  columns: ExportColumn[];
}

export const exportStates = ['running', 'done', 'failed'] as const;

/** An export that runs as a job: how far it got, and its file once whole. */
export const ExportStatus = Type.Object({
  id: Id,
  list: Type.String(),
  state: Type.Enum(exportStates),
  /** Rows written so far, of `total` (the rows that matched when it started). */
  rowsWritten: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  fileName: Type.String(),
  /** Once done: the file's private link, signed and good for ten minutes (ask again for another). */
  link: Type.Optional(Type.String()),
});
export type ExportStatus = Static<typeof ExportStatus>;

const ExportAnswer = Type.Object({ data: ExportStatus });

export const create = defineCall({
  method: 'POST',
  path: '/exports',
  summary: "Export a list's matching rows as CSV",
  description: 'Up to 10,000 rows: the file (200); more: a job (202), see GET /exports/{id}.',
  tags: ['exports'],
  auth: true,
  permission: { list: 'body.list', action: 'export' },
  body: ExportRequest,
  produces: 'csv',
  response: { 200: Type.String(), 202: ExportAnswer },
  // Up to 10,000 rows read, formatted and sent on a busy server.
  timeout: 60_000,
});

export const status = defineCall({
  method: 'GET',
  path: '/exports/:id',
  summary: "An export's progress, and its download link once done",
  tags: ['exports'],
  auth: true,
  permission: SIGNED_IN,
  params: Type.Object({ id: Id }),
  response: { 200: ExportAnswer },
});

export const download = defineCall({
  method: 'GET',
  path: '/exports/:id/file',
  summary: "A finished export's file, by its signed link",
  description: 'No token: the link is signed and expires in ten minutes (else 403).',
  tags: ['exports'],
  auth: false,
  params: Type.Object({ id: Id }),
  querystring: Type.Object({
    expires: Type.String({ pattern: '^[0-9]{1,12}$' }),
    signature: Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$' }),
  }),
  produces: 'csv',
  response: { 200: Type.String() },
});
