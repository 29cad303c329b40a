import { describe, expect, it } from 'vitest';
import {
  associateCompetitionProducts,
  createCompetition,
  deleteCompetition,
  dissociateCompetitionProducts,
  listCompetitionProducts,
  listCompetitions,
  updateCompetition,
} from '../../src/repos/competitions.js';
import {
  addBranchClassLevels,
  branchClassLevelList,
  classBundles,
  createBundle,
  createSchool,
  deleteBundle,
  deleteSchool,
  findBundle,
  listSchools,
  schoolBranches,
  updateBundle,
  updateSchool,
} from '../../src/repos/schools.js';
import { insertCategory, insertMerchant, insertProduct } from '../support/factories.js';
import { useRepoDatabase } from '../support/repo-database.js';

const database = useRepoDatabase();

const andheri = { area: 'Andheri', city: 'Mumbai', state: 'Maharashtra', zipCode: '400053' };
const kothrud = { area: 'Kothrud', city: 'Pune', state: 'Maharashtra', zipCode: '411038' };

describe('schools and branches', () => {
  it('creates a school with branches (country India by default) and lists by name', async () => {
    const { db } = database;
    const { school, branches } = await createSchool(
      db,
      { schoolName: 'Delhi Public School', displayName: 'DPS', logo: 'schools/dps.svg' },
      [andheri, kothrud],
    );
    expect(branches.map((branch) => [branch.area, branch.country])).toEqual([
      ['Andheri', 'India'],
      ['Kothrud', 'India'],
    ]);
    await createSchool(db, { schoolName: 'Kendriya Vidyalaya', displayName: 'KV' }, []);
    const found = await listSchools(db, { includeTotal: true }, { schoolName: 'public' });
    expect(found.rows.map((row) => row.id)).toEqual([school.id]);
    expect(found.total).toBe(1);
  });

  it('updates a school and makes its branches the given list', async () => {
    const { db } = database;
    const { school, branches } = await createSchool(db, { schoolName: 'DPS', displayName: 'DPS' }, [
      andheri,
      kothrud,
    ]);
    const result = await updateSchool(db, school.id, { status: 'inactive' }, [
      { ...andheri, id: branches[0]!.id, nearBy: 'Station' },
      { area: 'Baner', city: 'Pune', state: 'Maharashtra', zipCode: '411045' },
    ]);
    expect(result?.school.status).toBe('inactive');
    expect(result?.branches.map((branch) => [branch.area, branch.nearBy])).toEqual([
      ['Andheri', 'Station'],
      ['Baner', null],
    ]);
    expect((await schoolBranches(db, school.id)).map((branch) => branch.area)).toEqual([
      'Andheri',
      'Baner',
    ]);
    expect(
      await updateSchool(db, 'ffffffffffffffffffffffff', { status: 'active' }),
    ).toBeUndefined();
  });

  it('does not delete a school while a bundle uses it, and does once it is gone', async () => {
    const { db } = database;
    const { school, branches } = await createSchool(db, { schoolName: 'DPS', displayName: 'DPS' }, [
      andheri,
    ]);
    const bundle = await createBundle(db, {
      schoolId: school.id,
      branchId: branches[0]!.id,
      classLevel: 'LKG',
      status: 'active',
      setType: 'copySet',
      setStatus: 'active',
      discount: '0',
      tax: '0',
      productIds: [],
      merchants: [],
    });
    await expect(deleteSchool(db, school.id)).rejects.toThrow();
    expect(await deleteBundle(db, bundle.id)).toBe(true);
    expect(await deleteSchool(db, school.id)).toBe(true);
    expect(await schoolBranches(db, school.id)).toEqual([]);
  });
});

describe('bundles', () => {
  it('creates a bundle with products and merchants, adding its class to the branch', async () => {
    const { db } = database;
    const merchant = await insertMerchant(db);
    const category = await insertCategory(db);
    const [book, pen] = [
      await insertProduct(db, merchant.id, category.id),
      await insertProduct(db, merchant.id, category.id),
    ];
    const { school, branches } = await createSchool(db, { schoolName: 'DPS', displayName: 'DPS' }, [
      andheri,
    ]);
    const fields = {
      schoolId: school.id,
      branchId: branches[0]!.id,
      classLevel: '5',
      status: 'active' as const,
      setType: 'bookSet' as const,
      setStatus: 'active' as const,
      discount: '5',
      tax: '12',
      productIds: [book.id, pen.id, book.id],
      merchants: [{ merchantId: merchant.id, customPack: true, customDiscount: '2.5' }],
    };
    const bundle = await createBundle(db, fields);
    expect(bundle).toMatchObject({ discount: '5.00', tax: '12.00', setType: 'bookSet' });
    expect(bundle.productIds.sort()).toEqual([book.id, pen.id].sort());
    expect(bundle.merchants).toEqual([
      { merchantId: merchant.id, customPack: true, customDiscount: '2.50' },
    ]);
    expect(await branchClassLevelList(db, branches[0]!.id)).toEqual(['5']);
    expect((await classBundles(db, school.id, branches[0]!.id, '5')).map((row) => row.id)).toEqual([
      bundle.id,
    ]);
    expect(await classBundles(db, school.id, branches[0]!.id, '6')).toEqual([]);
    // Classes added together, or one after another, list in school order, not as text.
    await addBranchClassLevels(db, branches[0]!.id, ['12', '10', 'Nursery', '2', 'UKG']);
    await addBranchClassLevels(db, branches[0]!.id, ['1', 'LKG']);
    expect(await branchClassLevelList(db, branches[0]!.id)).toEqual([
      'Nursery',
      'LKG',
      'UKG',
      '1',
      '2',
      '5',
      '10',
      '12',
    ]);

    const updated = await updateBundle(db, bundle.id, {
      ...fields,
      setType: 'stationerySet',
      productIds: [pen.id],
      merchants: [],
    });
    expect(updated).toMatchObject({
      setType: 'stationerySet',
      productIds: [pen.id],
      merchants: [],
    });
    expect((await findBundle(db, bundle.id))?.productIds).toEqual([pen.id]);
  });
});

describe('competitions', () => {
  it('creates, lists, updates, associates products page by page, dissociates and deletes', async () => {
    const { db } = database;
    const merchant = await insertMerchant(db);
    const category = await insertCategory(db);
    const products = [];
    for (let i = 0; i < 12; i++) products.push(await insertProduct(db, merchant.id, category.id));
    const olympiad = await createCompetition(db, {
      name: 'Science Olympiad',
      logo: 'c/so.svg',
      status: 'active',
    });
    await createCompetition(db, { name: 'Maths Quiz', status: 'inactive' });
    expect(
      (await listCompetitions(db, { sort: 1 }, { name: 'olymp' })).rows.map((row) => row.id),
    ).toEqual([olympiad.id]);
    expect((await updateCompetition(db, olympiad.id, { status: 'inactive' }))?.status).toBe(
      'inactive',
    );

    const ids = products.map((product) => product.id);
    expect(await associateCompetitionProducts(db, [olympiad.id], ids)).toBe(12);
    expect(await associateCompetitionProducts(db, [olympiad.id], ids.slice(0, 2))).toBe(0);
    const secondPage = await listCompetitionProducts(db, olympiad.id, {
      page: 2,
      limit: 10,
      sort: 1,
    });
    expect(secondPage.rows.map((row) => row.id)).toEqual(ids.slice(10));
    expect([secondPage.total, secondPage.totalPages]).toEqual([12, 2]);

    expect(await dissociateCompetitionProducts(db, [olympiad.id], ids.slice(0, 11))).toBe(11);
    expect((await listCompetitionProducts(db, olympiad.id, {})).rows.map((row) => row.id)).toEqual([
      ids[11],
    ]);
    expect(await deleteCompetition(db, olympiad.id)).toBe(true);
    expect((await listCompetitions(db, { includeTotal: true })).total).toBe(1);
  });
});
