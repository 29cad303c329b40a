import { categories } from '@satchel/api';
import type { FastifyPluginAsync } from 'fastify';
import type { FileLinks } from '../files/file-links.js';
import { registerCall } from '../http/register-call.js';
import { type Category, listCategories } from '../repos/categories.js';
import { isoTime, listAnswer, splitListQuery } from './list-answer.js';

/** A category as the wire shows it: an uploaded logo as its link, else the outside link. */
export const categoryOnWire =
  (fileLinks: FileLinks) =>
  (category: Category): categories.Category => ({
    id: category.id,
    name: category.name,
    displayName: category.displayName,
    // The table's check keeps one of the two present.
    logo: category.logo === null ? category.logoUrl! : fileLinks.linkTo(category.logo),
    createdAt: isoTime(category.createdAt),
  });

/** The Categories calls (spec part 1 §7): the list, under both of its paths. */
export const categoryRoutes: FastifyPluginAsync = async (app) => {
  const { db, fileLinks } = app;
  const onWire = categoryOnWire(fileLinks);

  for (const call of [categories.list, categories.listAll]) {
    registerCall(app, call, async ({ query }) => {
      const { paging, filters } = splitListQuery(query);
      return listAnswer(categories.categoryList, await listCategories(db, paging, filters), onWire);
    });
  }
};
