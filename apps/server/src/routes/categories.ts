import multipart from '@fastify/multipart';
import {
  categories,
  categoryMessages,
  checkCategory,
  errorCodes,
  firstCategoryIssue,
  MAX_LOGO_BYTES,
  refusalMessages,
} from '@satchel/api';
import type { FastifyPluginAsync } from 'fastify';
import { newFileKey } from '../files/file-keys.js';
import type { FileLinks } from '../files/file-links.js';
import type { FileStorage } from '../files/file-storage.js';
import { imageTypeOf } from '../files/image-content.js';
import { inCallScope } from '../history/write-scope.js';
import { callFormReader } from '../http/call-form.js';
import { HttpError } from '../http/http-error.js';
import { answeringPgRefusals } from '../http/pg-refusals.js';
import { registerCall } from '../http/register-call.js';
import { registerList } from '../http/register-list.js';
import { type Category, createCategory, listCategories } from '../repos/categories.js';
import { isoTime } from './wire-time.js';

const NAME_KEY = 'categories_name_key';

/** A category as the wire shows it: an uploaded logo as its link, else the outside link. */
const categoryOnWire =
  (fileLinks: FileLinks) =>
  (category: Category): categories.Category => ({
    id: category.id,
    name: category.name,
    displayName: category.displayName,
    // The table's check keeps one of the two present.
    logo: category.logo === null ? category.logoUrl! : fileLinks.linkTo(category.logo),
    createdAt: isoTime(category.createdAt),
  });

/**
 * Stores an uploaded logo under a new public key, once its bytes show an image (415 otherwise,
 * whatever its name says); answers the key.
 */
async function storeLogo(files: FileStorage, bytes: Buffer): Promise<string> {
  const type = imageTypeOf(bytes);
  if (!type) throw new HttpError(415, categoryMessages.logoType);
  const key = newFileKey('categories', type.extension);
  await files.put(key, bytes, type.contentType);
  return key;
}

/** The Categories calls (spec part 1 §7): the list, under both of its paths, and create. */
export const categoryRoutes: FastifyPluginAsync = async (app) => {
  const { db, files, fileLinks } = app;
  const onWire = categoryOnWire(fileLinks);
  // The create call's form; each request sets its own limits (call-form.ts).
  await app.register(multipart);
  const readCreateForm = callFormReader(categories.create, MAX_LOGO_BYTES, 'a category');

  for (const call of [categories.list, categories.listAll]) {
    registerList(app, call, categories.categoryList, listCategories, onWire);
  }

  registerCall(app, categories.create, async ({ request }) => {
    const { body, file } = await readCreateForm(request);
    const logoUrl = body.logoUrl?.trim() ?? '';
    const issue = firstCategoryIssue(
      checkCategory({ ...body, logoUrl, hasLogoFile: file !== undefined }),
    );
    if (issue) throw new HttpError(400, issue);
    const name = body.name.trim();
    const logo = file && (await storeLogo(files, file.bytes));
    try {
      const category = await answeringPgRefusals(
        inCallScope(request, categories.create, () =>
          createCategory(db, {
            name,
            displayName: body.displayName.trim(),
            logo: logo ?? null,
            logoUrl: logo ? null : logoUrl,
          }),
        ),
        {
          unique: {
            [NAME_KEY]: {
              status: 409,
              message: refusalMessages[errorCodes.categoryDuplicateName](name),
              code: errorCodes.categoryDuplicateName,
            },
          },
        },
      );
      return { message: 'Category created', data: onWire(category) };
    } catch (error) {
      // The logo of a category that was not made is nobody's: it goes (its key is never reused).
      if (logo) await files.delete(logo);
      throw error;
    }
  });
};
