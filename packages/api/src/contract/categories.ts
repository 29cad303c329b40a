import { type Static, Type } from 'typebox';
import {
  MAX_CATEGORY_NAME_LENGTH,
  MAX_LOGO_BYTES,
  MAX_LOGO_URL_LENGTH,
} from '../domain/category.js';
import { defineCall } from './call.js';
import { Id, ListQuery, MessageBody } from './common.js';
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
    permission: 'categories:read',
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

/** The form field an uploaded logo travels in (spec part 1 §7). */
export const LOGO_FIELD = 'logo';

export const create = defineCall({
  method: 'POST',
  path: '/catalogs/categories',
  summary: 'Create a category with its logo: an uploaded image file, or a link to one',
  description: [
    'The body is multipart/form-data: the text fields name, displayName and, for a linked logo,',
    `logoUrl (an http or https link), then, for an uploaded logo, the image file in the field \`${LOGO_FIELD}\`;`,
    'exactly one of logoUrl and the file (400 for neither or both); name and display name not blank (400).',
    `415: the file is not a PNG, JPEG, WebP or SVG image by its content, whatever its name and type say;`,
    `413: the file is over ${MAX_LOGO_BYTES} bytes. A name another category has is refused with 409.`,
    'An uploaded logo is stored under a new key and served from /files/{key}.',
  ].join(' '),
  tags: ['categories'],
  auth: true,
  permission: 'categories:write',
  body: Type.Object({
    // Titles: the form's labels, which a refusal names the fields by.
    name: Type.String({ maxLength: MAX_CATEGORY_NAME_LENGTH, title: 'Name' }),
    displayName: Type.String({ maxLength: MAX_CATEGORY_NAME_LENGTH, title: 'Display name' }),
    logoUrl: Type.Optional(Type.String({ maxLength: MAX_LOGO_URL_LENGTH, title: 'Image link' })),
  }),
  upload: { field: LOGO_FIELD, optional: true },
  response: { 201: Type.Object({ ...MessageBody.properties, data: Category }) },
});
export type CategoryInput = Static<typeof create.body>;
