import { checkCompetitionName, competitionMessages, competitions, errorCodes } from '@satchel/api';
import { competitions as competitionsTable, products as productsTable } from '@satchel/db/schema';
import type { FastifyPluginAsync } from 'fastify';
import { type FileLinks, imageLink } from '../files/file-links.js';
import type { FileStorage } from '../files/file-storage.js';
import { storedImage } from '../files/stored-image.js';
import { HttpError, refusal } from '../http/http-error.js';
import { registerCall } from '../http/register-call.js';
import { listAnswer, registerList } from '../http/register-list.js';
import {
  associateCompetitionProducts,
  type Competition,
  type CompetitionFields,
  createCompetition,
  deleteCompetition,
  dissociateCompetitionProducts,
  findCompetition,
  listCompetitionProducts,
  listCompetitions,
  updateCompetition,
} from '../repos/competitions.js';
import type { Db } from '../repos/db.js';
import { refuseMissingIds } from './refuse-missing-ids.js';

const notFound = () => refusal(404, errorCodes.competitionNotFound);

const competitionOnWire =
  (fileLinks: FileLinks) =>
  (competition: Competition): competitions.Competition => ({
    id: competition.id,
    name: competition.name,
    logo: competition.logo === null ? '' : imageLink(fileLinks, competition.logo),
    status: competition.status,
  });

/** A product of a competition; `enabled` shows as active (spec part 2 §3). */
const productOnWire =
  (fileLinks: FileLinks) =>
  (product: typeof productsTable.$inferSelect): competitions.CompetitionProduct => ({
    id: product.id,
    title: product.title,
    images: product.images.map((image) => imageLink(fileLinks, image)),
    price: Number(product.price),
    status: product.status === 'enabled' ? 'active' : 'inactive',
  });

/**
 * The stored fields of the modal's body; what it leaves out stays (or takes its default). The
 * logo is what a banner's image may be: an http(s) link or a stored public image.
 */
async function fieldsOf(
  files: FileStorage,
  body: competitions.CompetitionInput,
): Promise<Partial<CompetitionFields>> {
  const issue = checkCompetitionName(body.competitionName);
  if (issue) throw new HttpError(400, issue);
  const logo = body.logo?.trim();
  return {
    name: body.competitionName.trim(),
    ...(logo !== undefined && {
      logo:
        logo === '' ? null : await storedImage(files, 'logo', logo, competitionMessages.logoFormat),
    }),
    ...(body.status !== undefined && { status: body.status }),
  };
}

/** Refuses, naming them, the competitions and products that do not exist (404). */
async function refuseUnknown(db: Db, body: competitions.AssociationInput): Promise<void> {
  await refuseMissingIds(db, competitionsTable, body.competitionIds, 404, 'Competitions');
  await refuseMissingIds(db, productsTable, body.productIds, 404, 'Products');
}

/** The Competition tab's calls (spec part 2 §7). */
export const competitionRoutes: FastifyPluginAsync = async (app) => {
  const { db, files, fileLinks } = app;
  const onWireProduct = productOnWire(fileLinks);
  const onWire = competitionOnWire(fileLinks);

  registerList(app, competitions.list, competitions.competitionList, listCompetitions, onWire);

  registerCall(app, competitions.create, async ({ body }) => {
    const fields = await fieldsOf(files, body);
    const competition = await createCompetition(db, { ...fields, name: fields.name! });
    return { message: 'Competition created', data: onWire(competition) };
  });

  registerCall(app, competitions.update, async ({ params, body }) => {
    const competition = await updateCompetition(db, params.id, await fieldsOf(files, body));
    if (!competition) throw notFound();
    return { message: 'Competition updated', data: onWire(competition) };
  });

  registerCall(app, competitions.remove, async ({ params }) => {
    if (!(await deleteCompetition(db, params.id))) throw notFound();
    return { message: 'Competition deleted' };
  });

  registerCall(app, competitions.products, async ({ params, query }) => {
    if (!(await findCompetition(db, params.id))) throw notFound();
    const result = await listCompetitionProducts(db, params.id, query);
    return listAnswer(competitions.competitionProductList, query, result, onWireProduct);
  });

  // Checked and changed in one transaction: an unknown id leaves every pair as it was.
  registerCall(app, competitions.associate, async ({ body }) => {
    const added = await db.transaction(async (tx) => {
      await refuseUnknown(tx, body);
      return associateCompetitionProducts(tx, body.competitionIds, body.productIds);
    });
    return { message: `Products associated: ${added} new links` };
  });

  registerCall(app, competitions.dissociate, async ({ body }) => {
    const removed = await db.transaction(async (tx) => {
      await refuseUnknown(tx, body);
      return dissociateCompetitionProducts(tx, body.competitionIds, body.productIds);
    });
    return { message: `Products dissociated: ${removed} links removed` };
  });
};
