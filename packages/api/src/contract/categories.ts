import { type Static, Type } from 'typebox';
import { defineCall } from './call.js';
import { Id, ListQuery } from './common.js';
import { listEnvelope } from './list.js';

/** A category as the Categories table shows it (spec part 1 §3). */
export const Category = Type.Object({
  id: Id,
  name: Type.String(),
  displayName: Type.String(),
  /**
   * The logo, ready for `<img src>`: `/files/{key}` for an uploaded file, the outside link as it
   * was given otherwise.
   */
  logo: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Category = Static<typeof Category>;

export const categoryList = listEnvelope(
  { items: 'categories', total: 'pagination.total', pages: 'pagination.totalPages' },
  Category,
);

export const CategoryListQuery = Type.Object({
  ...ListQuery.properties,
  name: Type.Optional(Type.String({ maxLength: 200 })),
  displayName: Type.Optional(Type.String({ maxLength: 200 })),
});

const listCall = (path: string, summary: string) =>
  defineCall({
    method: 'GET',
    path,
    summary,
    tags: ['categories'],
    auth: true,
    querystring: CategoryListQuery,
    response: { 200: categoryList.schema },
  });

/** The Categories table's list (spec part 1 §7). */
export const list = listCall(
  '/catalogs/categories/list',
  'List categories, paginated, filtered by name or display name',
);

/** The same list at the path other screens call it by (spec part 1 §7). */
export const listAll = listCall(
  '/catalogs/categories/',
  'List categories, paginated (the same list as /catalogs/categories/list)',
);
