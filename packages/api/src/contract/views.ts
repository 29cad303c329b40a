import { type Static, Type } from 'typebox';
import { defineCall } from './call.js';
import { Id, MessageBody, Nullable } from './common.js';
import { type ViewListKind, ViewListKindSchema } from './list-kinds.js';

/**
 * Saved views and column choices of the console's lists (issue 29): kept on the server, so they
 * follow an operator to any browser. Not calls of the marketplace's backend: where they are
 * missing (404), the console's lists work without views and with every column.
 */

export const MAX_VIEW_NAME_LENGTH = 80;
/** The views one operator keeps for one list. */
export const MAX_VIEWS_PER_LIST = 50;
/** The views one list answer carries: the caller's own first, then the shared ones by name. */
export const MAX_VISIBLE_VIEWS = 200;
export const MAX_VIEW_FILTERS = 20;
export const MAX_FILTER_VALUE_LENGTH = 500;
export const MAX_COLUMNS = 50;

/**
 * A list's name (`ViewListKindSchema`: every table list, and Sales Track's merchant rows) typed
 * as `ViewListKind`: TypeBox reads a union built from an array as `never`.
 */
const ListName = Type.Unsafe<ViewListKind>(ViewListKindSchema);

/** A column of a table by its id (`name`, `createdAt`, `actions`). */
const ColumnId = Type.String({ pattern: '^[A-Za-z0-9_.-]{1,100}$' });

/**
 * An operator's columns of a list: `order` lists column ids in the order shown (columns it does
 * not name follow in the table's own order), `hidden` the ones not shown.
 */
export const ListColumns = Type.Object({
  order: Type.Array(ColumnId, { maxItems: MAX_COLUMNS, uniqueItems: true }),
  hidden: Type.Array(ColumnId, { maxItems: MAX_COLUMNS, uniqueItems: true }),
});
export type ListColumns = Static<typeof ListColumns>;

/**
 * What a view applies to its list: page size, sort and the list call's filters by their wire
 * names, as entered. The server checks them against the list's own query string
 * (`viewListQuery`).
 */
export const ViewQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 100 }),
  sort: Type.Union([Type.Literal(1), Type.Literal(-1)]),
  /**
   * By filter name. A plain JSON schema: TypeBox's Type.Record would bring its key-type machinery
   * into the console, and its Value.Default throws on a record closed by
   * `additionalProperties: false`. The server refuses any name that is not the list's filter.
   */
  filters: Type.Unsafe<Record<string, string>>({
    type: 'object',
    patternProperties: {
      '^[A-Za-z][A-Za-z0-9_]{0,49}$': {
        type: 'string',
        minLength: 1,
        maxLength: MAX_FILTER_VALUE_LENGTH,
      },
    },
    additionalProperties: false,
    maxProperties: MAX_VIEW_FILTERS,
  }),
});
export type ViewQuery = Static<typeof ViewQuery>;

const ViewName = Type.String({ minLength: 1, maxLength: MAX_VIEW_NAME_LENGTH });

export const ListView = Type.Object({
  id: Id,
  list: ListName,
  name: Type.String(),
  /** Seen by every operator; otherwise by its owner alone. */
  shared: Type.Boolean(),
  query: ViewQuery,
  columns: ListColumns,
  owner: Type.Object({ id: Id, username: Type.String() }),
  /** Whether the caller owns it: only the owner changes or deletes a view. */
  mine: Type.Boolean(),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type ListView = Static<typeof ListView>;

const ListParams = Type.Object({ list: ListName });
const ViewParams = Type.Object({ list: ListName, id: Id });
const ViewAnswer = Type.Object({ ...MessageBody.properties, data: ListView });

const ownerRule = 'Only its owner changes or deletes a view: anyone else is refused with 403.';
const queryRule =
  "The query's filters must be ones the list takes (its list call's query string; Sales Track's " +
  'merchant rows: sales.MerchantRowsQuery), with values it accepts (400 otherwise).';

export const list = defineCall({
  method: 'GET',
  path: '/admin/list-views/:list',
  summary: "A list's views the caller sees: their own and the shared ones",
  description: `The caller's own first, then the shared ones by name; at most ${MAX_VISIBLE_VIEWS}.`,
  tags: ['views'],
  auth: true,
  permission: { list: 'params.list', action: 'read' },
  params: ListParams,
  response: {
    200: Type.Object({ data: Type.Array(ListView, { maxItems: MAX_VISIBLE_VIEWS }) }),
  },
});

export const create = defineCall({
  method: 'POST',
  path: '/admin/list-views/:list',
  summary: 'Save a view of a list; the caller owns it',
  description:
    `${queryRule} A name the caller already gave a view of this list is refused with 409; ` +
    `beyond ${MAX_VIEWS_PER_LIST} views of one list, 409 too.`,
  tags: ['views'],
  auth: true,
  permission: { list: 'params.list', action: 'read' },
  params: ListParams,
  body: Type.Object({
    name: ViewName,
    shared: Type.Boolean(),
    query: ViewQuery,
    columns: ListColumns,
  }),
  response: { 201: ViewAnswer },
});
export type ViewInput = Static<typeof create.body>;

export const update = defineCall({
  method: 'PATCH',
  path: '/admin/list-views/:list/:id',
  summary: 'Change a view: rename it, replace its query or columns, share or unshare it',
  description: `Only the fields sent change. ${ownerRule} ${queryRule}`,
  tags: ['views'],
  auth: true,
  permission: { list: 'params.list', action: 'read' },
  params: ViewParams,
  body: Type.Object({
    name: Type.Optional(ViewName),
    shared: Type.Optional(Type.Boolean()),
    query: Type.Optional(ViewQuery),
    columns: Type.Optional(ListColumns),
  }),
  response: { 200: ViewAnswer },
});
export type ViewChanges = Static<typeof update.body>;

export const remove = defineCall({
  method: 'DELETE',
  path: '/admin/list-views/:list/:id',
  summary: 'Delete a view',
  description: `${ownerRule} An operator whose default it was is left without one.`,
  tags: ['views'],
  auth: true,
  permission: { list: 'params.list', action: 'read' },
  params: ViewParams,
  response: { 200: MessageBody },
});

/** The caller's own settings of one list. */
export const ListSettings = Type.Object({
  /** The view the list opens with when the URL names no query; null: the list's defaults. */
  defaultViewId: Nullable(Id),
  /** The caller's columns; null: the table's own. */
  columns: Nullable(ListColumns),
});
export type ListSettings = Static<typeof ListSettings>;

export const settings = defineCall({
  method: 'GET',
  path: '/admin/list-settings/:list',
  summary: "The caller's settings of a list: their default view and their columns",
  description: 'A default view the caller no longer sees (unshared by its owner) reads as null.',
  tags: ['views'],
  auth: true,
  permission: { list: 'params.list', action: 'read' },
  params: ListParams,
  response: { 200: Type.Object({ data: ListSettings }) },
});

export const updateSettings = defineCall({
  method: 'PUT',
  path: '/admin/list-settings/:list',
  summary: "Replace the caller's default view or columns of a list",
  description:
    'Each field sent replaces the setting; one left out stays. The default must be a view of ' +
    'this list the caller sees (404 otherwise).',
  tags: ['views'],
  auth: true,
  permission: { list: 'params.list', action: 'read' },
  params: ListParams,
  body: Type.Object({
    defaultViewId: Type.Optional(Nullable(Id)),
    columns: Type.Optional(Nullable(ListColumns)),
  }),
  response: { 200: Type.Object({ ...MessageBody.properties, data: ListSettings }) },
});
