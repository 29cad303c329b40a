import {
  DEFAULT_COUNTRY,
  errorCodes,
  refusalMessages,
  schoolMessages,
  schools,
  setTypes,
} from '@satchel/api';
import { merchants, products } from '@satchel/db/schema';
import type { FastifyPluginAsync } from 'fastify';
import { type FileLinks, imageLink } from '../files/file-links.js';
import type { FileStorage } from '../files/file-storage.js';
import { storedImage } from '../files/stored-image.js';
import { HttpError, refusal } from '../http/http-error.js';
import { answeringPgRefusals, type PgRefusals } from '../http/pg-refusals.js';
import { registerCall } from '../http/register-call.js';
import { registerList } from '../http/register-list.js';
import type { Db } from '../repos/db.js';
import {
  type Branch,
  type BranchFields,
  type Bundle,
  type BundleFields,
  branchClassLevelList,
  classBundles,
  createBundle,
  createSchool,
  deleteBundle,
  deleteSchool,
  findSchool,
  isBranchOf,
  listSchools,
  productSummaries,
  type School,
  schoolBranches,
  updateBundle,
  updateSchool,
} from '../repos/schools.js';
import { refuseMissingIds } from './refuse-missing-ids.js';
import { isoTime } from './wire-time.js';

const schoolNotFound = () => refusal(404, errorCodes.schoolNotFound);
const branchNotFound = () => refusal(404, errorCodes.branchNotFound);
const bundleNotFound = () => refusal(404, errorCodes.bundleNotFound);

const schoolOnWire =
  (fileLinks: FileLinks) =>
  (school: School): schools.School => ({
    id: school.id,
    schoolName: school.schoolName,
    displayName: school.displayName,
    logo: school.logo === null ? null : imageLink(fileLinks, school.logo),
    status: school.status,
    createdAt: isoTime(school.createdAt),
  });

const branchOnWire = (branch: Branch): schools.Branch => ({
  id: branch.id,
  status: branch.status,
  address: {
    area: branch.area,
    city: branch.city,
    state: branch.state,
    nearBy: branch.nearBy ?? '',
    zipCode: branch.zipCode,
    country: branch.country,
  },
});

/** A branch of the school form as the repository stores it (trimmed, India by default). */
const branchFields = (branch: {
  id?: string;
  status?: schools.ActivityStatus;
  address: schools.SchoolInput['branches'][number]['address'];
}): BranchFields => ({
  ...(branch.id && { id: branch.id }),
  status: branch.status ?? 'active',
  area: branch.address.area.trim(),
  city: branch.address.city.trim(),
  state: branch.address.state.trim(),
  nearBy: branch.address.nearBy?.trim() || null,
  zipCode: branch.address.zipCode,
  country: branch.address.country?.trim() || DEFAULT_COUNTRY,
});

/**
 * The school's names and logo as stored: trimmed, a blank logo none. The logo is what a
 * banner's image may be: an http(s) link or a stored public image.
 */
async function schoolFields(
  files: FileStorage,
  body: Pick<schools.SchoolInput, 'schoolName' | 'displayName' | 'logo'>,
) {
  const logo = body.logo?.trim();
  return {
    schoolName: body.schoolName.trim(),
    displayName: body.displayName.trim(),
    logo: logo ? await storedImage(files, 'logo', logo, schoolMessages.logoFormat) : null,
  };
}

/** 404 unless the branch belongs to the school. */
async function requireBranchOf(db: Db, schoolId: string, branchId: string): Promise<void> {
  if (!(await isBranchOf(db, schoolId, branchId))) throw branchNotFound();
}

/** The bundles on the wire, their products with the title, price and merchant the form shows. */
async function bundlesOnWire(db: Db, list: readonly Bundle[]): Promise<schools.Bundle[]> {
  const summaries = await productSummaries(
    db,
    list.flatMap((bundle) => bundle.productIds),
  );
  return list.map((bundle) => ({
    id: bundle.id,
    schoolId: bundle.schoolId,
    branchId: bundle.branchId,
    classLevel: bundle.classLevel,
    status: bundle.status,
    merchants: bundle.merchants.map((terms) => ({
      ...terms,
      customDiscount: Number(terms.customDiscount),
    })),
    [bundle.setType]: {
      status: bundle.setStatus,
      products: bundle.productIds.map((id) => ({
        id,
        title: summaries.get(id)?.title ?? '',
        price: Number(summaries.get(id)?.price ?? 0),
        storeName: summaries.get(id)?.storeName ?? '',
      })),
      discount: Number(bundle.discount),
      tax: Number(bundle.tax),
    },
  }));
}

/**
 * Checks a bundle's body (one set, known products and merchants, each merchant once, a branch of
 * the school) and answers it as the repository stores it.
 */
async function bundleFields(db: Db, body: schools.BundleInput): Promise<BundleFields> {
  const chosen = setTypes.filter((type) => body[type] !== undefined);
  if (chosen.length !== 1) throw new HttpError(400, schoolMessages.oneSet);
  const setType = chosen[0]!;
  const set = body[setType]!;
  const merchantIds = body.merchants.map((terms) => terms.merchantId);
  const repeated = merchantIds.filter((id, index) => merchantIds.indexOf(id) !== index);
  if (repeated.length > 0) {
    throw new HttpError(400, `Merchants listed twice: ${[...new Set(repeated)].join(', ')}`);
  }
  if (!(await findSchool(db, body.schoolId))) throw schoolNotFound();
  await requireBranchOf(db, body.schoolId, body.branchId);
  const productIds = set.products.map((product) => product.productId);
  await refuseMissingIds(db, products, productIds, 400, 'Products');
  await refuseMissingIds(db, merchants, merchantIds, 400, 'Merchants');
  return {
    schoolId: body.schoolId,
    branchId: body.branchId,
    classLevel: body.classLevel.trim(),
    status: body.status ?? 'active',
    setType,
    setStatus: set.status ?? 'active',
    discount: String(set.discount ?? 0),
    tax: String(set.tax ?? 0),
    productIds,
    merchants: body.merchants.map((terms) => ({
      merchantId: terms.merchantId,
      customPack: terms.customPack ?? true,
      customDiscount: String(terms.customDiscount ?? 0),
    })),
  };
}

/** Bundle writes whose products or merchants vanished after the check. */
const bundleRowsGone: PgRefusals = {
  foreignKey: {
    status: 400,
    message: refusalMessages[errorCodes.bundleItemGone],
    code: errorCodes.bundleItemGone,
  },
};

/**
 * The School tab's calls (spec part 2 §7): schools, their branches, a branch's classes and a
 * class's bundles. Writes that change several rows are transactions (repos/schools.ts).
 */
export const schoolRoutes: FastifyPluginAsync = async (app) => {
  const { db, files, fileLinks } = app;
  const onWire = schoolOnWire(fileLinks);

  registerList(app, schools.list, schools.schoolList, listSchools, onWire);

  registerCall(app, schools.create, async ({ body }) => {
    const created = await createSchool(
      db,
      { ...(await schoolFields(files, body)), status: 'active' },
      body.branches.map(branchFields),
    );
    return {
      message: 'School added',
      data: { ...onWire(created.school), branches: created.branches.map(branchOnWire) },
    };
  });

  registerCall(app, schools.update, async ({ params, body }) => {
    if (!(await findSchool(db, params.id))) throw schoolNotFound();
    const own = new Set((await schoolBranches(db, params.id)).map((branch) => branch.id));
    const ids = body.branches.flatMap((branch) => (branch.id ? [branch.id] : []));
    const foreign = ids.filter((id) => !own.has(id));
    if (foreign.length > 0) {
      throw new HttpError(404, `Branches not found: ${foreign.join(', ')}`);
    }
    if (new Set(ids).size !== ids.length) throw new HttpError(400, 'A branch is listed twice');
    const updated = await answeringPgRefusals(
      updateSchool(
        db,
        params.id,
        { ...(await schoolFields(files, body)), status: body.status },
        body.branches.map(branchFields),
      ),
      {
        foreignKey: {
          status: 409,
          message: refusalMessages[errorCodes.branchHasBundles],
          code: errorCodes.branchHasBundles,
        },
      },
    );
    if (!updated) throw schoolNotFound();
    return {
      message: 'School updated',
      data: { ...onWire(updated.school), branches: updated.branches.map(branchOnWire) },
    };
  });

  registerCall(app, schools.remove, async ({ params }) => {
    const deleted = await answeringPgRefusals(deleteSchool(db, params.id), {
      foreignKey: {
        status: 409,
        message: refusalMessages[errorCodes.schoolHasBundles],
        code: errorCodes.schoolHasBundles,
      },
    });
    if (!deleted) throw schoolNotFound();
    return { message: 'School deleted' };
  });

  registerCall(app, schools.branches, async ({ params }) => {
    if (!(await findSchool(db, params.id))) throw schoolNotFound();
    return { data: (await schoolBranches(db, params.id)).map(branchOnWire) };
  });

  registerCall(app, schools.classLevels, async ({ params }) => {
    await requireBranchOf(db, params.schoolId, params.branchId);
    const levels = await branchClassLevelList(db, params.branchId);
    return { data: levels.map((classLevel) => ({ classLevel })) };
  });

  registerCall(app, schools.bundles, async ({ params }) => {
    await requireBranchOf(db, params.schoolId, params.branchId);
    const list = await classBundles(db, params.schoolId, params.branchId, params.classLevel);
    return { data: await bundlesOnWire(db, list) };
  });

  registerCall(app, schools.createBundle, async ({ body }) => {
    const fields = await bundleFields(db, body);
    const bundle = await answeringPgRefusals(createBundle(db, fields), bundleRowsGone);
    const [data] = await bundlesOnWire(db, [bundle]);
    return { message: 'Bundle added', data: data! };
  });

  registerCall(app, schools.updateBundle, async ({ params, body }) => {
    const fields = await bundleFields(db, body);
    const bundle = await answeringPgRefusals(updateBundle(db, params.id, fields), bundleRowsGone);
    if (!bundle) throw bundleNotFound();
    const [data] = await bundlesOnWire(db, [bundle]);
    return { message: 'Bundle updated', data: data! };
  });

  registerCall(app, schools.removeBundle, async ({ params }) => {
    const deleted = await answeringPgRefusals(deleteBundle(db, params.id), {
      foreignKey: {
        status: 409,
        message: refusalMessages[errorCodes.bundleInOrders],
        code: errorCodes.bundleInOrders,
      },
    });
    if (!deleted) throw bundleNotFound();
    return { message: 'Bundle deleted' };
  });
};
