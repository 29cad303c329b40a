import { customers, products } from '@satchel/db/schema';
import { describe, expect, it } from 'vitest';
import {
  contains,
  exact,
  filtersWhere,
  flag,
  listPage,
  status,
} from '../../src/repos/list-query.js';
import {
  insertCategory,
  insertCustomer,
  insertMerchant,
  insertProduct,
} from '../support/factories.js';
import { useRepoDatabase } from '../support/repo-database.js';

const database = useRepoDatabase();

/** `count` customers created one minute apart, oldest first, named Customer 01 … */
async function customersOverTime(count: number) {
  const start = Date.parse('2026-01-01T00:00:00Z');
  const rows = [];
  for (let i = 0; i < count; i++) {
    rows.push(
      await insertCustomer(database.db, {
        name: `Customer ${String(i + 1).padStart(2, '0')}`,
        createdAt: new Date(start + i * 60_000),
      }),
    );
  }
  return rows;
}

const names = (rows: { name: string }[]) => rows.map((row) => row.name);

describe('listPage', () => {
  it('pages newest first with sort -1, with the total and the page count', async () => {
    await customersOverTime(25);
    const first = await listPage(database.db, customers, {
      page: 1,
      limit: 10,
      sort: -1,
      includeTotal: true,
    });
    expect(names(first.rows)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Customer ${String(25 - i).padStart(2, '0')}`),
    );
    expect(first.total).toBe(25);
    expect(first.totalPages).toBe(3);
    const last = await listPage(database.db, customers, { page: 3, limit: 10, sort: -1 });
    expect(names(last.rows)).toEqual([
      'Customer 05',
      'Customer 04',
      'Customer 03',
      'Customer 02',
      'Customer 01',
    ]);
  });

  it('pages oldest first with sort 1, and by default unless the list says otherwise', async () => {
    await customersOverTime(3);
    const ascending = ['Customer 01', 'Customer 02', 'Customer 03'];
    expect(names((await listPage(database.db, customers, { sort: 1 })).rows)).toEqual(ascending);
    expect(names((await listPage(database.db, customers, {})).rows)).toEqual(ascending);
    expect(names((await listPage(database.db, customers, {}, { defaultSort: -1 })).rows)).toEqual(
      [...ascending].reverse(),
    );
  });

  it('breaks ties on creation time by id, so that pages neither overlap nor skip rows', async () => {
    const sameTime = new Date('2026-02-02T10:00:00Z');
    const inserted = [];
    for (let i = 0; i < 7; i++)
      inserted.push(await insertCustomer(database.db, { createdAt: sameTime }));
    const ids = inserted.map((row) => row.id).sort();
    for (const sort of [1, -1] as const) {
      const seen: string[] = [];
      for (let page = 1; page <= 4; page++) {
        const result = await listPage(database.db, customers, { page, limit: 2, sort });
        seen.push(...result.rows.map((row) => row.id));
      }
      expect(seen).toEqual(sort === 1 ? ids : [...ids].reverse());
    }
  });

  it('reads the page after or before an anchor row as the page by number, in both sorts', async () => {
    const sameTime = new Date('2026-02-02T10:00:00Z');
    await customersOverTime(9);
    // Ties on creation time are ordered by id, in the keyset as in the OFFSET.
    for (let i = 0; i < 4; i++) await insertCustomer(database.db, { createdAt: sameTime });
    for (const sort of [1, -1] as const) {
      const byNumber = (page: number) => listPage(database.db, customers, { page, limit: 3, sort });
      for (let page = 2; page <= 5; page++) {
        const previous = (await byNumber(page - 1)).rows;
        const expected = await byNumber(page);
        const after = await listPage(database.db, customers, {
          page,
          limit: 3,
          sort,
          after: previous.at(-1)!.id,
        });
        expect(after).toEqual(expected);
      }
      for (let page = 2; page <= 4; page++) {
        const next = (await byNumber(page + 1)).rows;
        const before = await listPage(database.db, customers, {
          page,
          limit: 3,
          sort,
          before: next[0]!.id,
        });
        expect(before).toEqual(await byNumber(page));
      }
    }
  });

  it('keeps showing what follows the anchor when newer rows arrive, and ignores it on page 1', async () => {
    await customersOverTime(6);
    const first = await listPage(database.db, customers, { page: 1, limit: 3, sort: -1 });
    await insertCustomer(database.db, { name: 'Newcomer', createdAt: new Date('2026-03-01') });
    const second = await listPage(database.db, customers, {
      page: 2,
      limit: 3,
      sort: -1,
      after: first.rows.at(-1)!.id,
    });
    expect(names(second.rows)).toEqual(['Customer 03', 'Customer 02', 'Customer 01']);
    expect(second.total).toBe(7);
    const top = await listPage(database.db, customers, {
      page: 1,
      limit: 3,
      sort: -1,
      before: second.rows[0]!.id,
    });
    expect(names(top.rows)).toEqual(['Newcomer', 'Customer 06', 'Customer 05']);
  });

  it('falls back to the page number when the anchor row is gone', async () => {
    await customersOverTime(5);
    const result = await listPage(database.db, customers, {
      page: 2,
      limit: 2,
      sort: 1,
      after: 'ffffffffffffffffffffffff',
    });
    expect(names(result.rows)).toEqual(['Customer 03', 'Customer 04']);
  });

  it('leaves the total out when includeTotal is false', async () => {
    await customersOverTime(2);
    const result = await listPage(database.db, customers, { includeTotal: false });
    expect(result.rows).toHaveLength(2);
    expect(result).not.toHaveProperty('total');
    expect(result).not.toHaveProperty('totalPages');
  });

  it('answers an empty page past the end, and zero pages for no rows', async () => {
    await customersOverTime(3);
    const past = await listPage(database.db, customers, { page: 5, limit: 10 });
    expect(past.rows).toEqual([]);
    expect(past.total).toBe(3);
    expect(past.totalPages).toBe(1);
    const none = await listPage(
      database.db,
      customers,
      {},
      { where: exact(customers.name)('nobody') },
    );
    expect(none).toEqual({ rows: [], total: 0, totalPages: 0 });
  });

  it('keeps page and limit within bounds', async () => {
    await customersOverTime(3);
    const result = await listPage(database.db, customers, { page: 0, limit: 0, sort: 1 });
    expect(names(result.rows)).toEqual(['Customer 01']);
    expect(result.totalPages).toBe(3);
  });

  it('counts the total over the same filters as the rows', async () => {
    await customersOverTime(12);
    const where = filtersWhere({ name: contains(customers.name) }, { name: 'customer 1' });
    const result = await listPage(database.db, customers, { limit: 2, sort: 1 }, { where });
    expect(names(result.rows)).toEqual(['Customer 10', 'Customer 11']);
    expect(result.total).toBe(3);
    expect(result.totalPages).toBe(2);
  });
});

describe('filtersWhere', () => {
  const rules = {
    id: exact(customers.id),
    name: contains(customers.name),
    contact: contains(customers.phone, customers.email),
    status: status(customers.status),
  };
  const matching = async (values: Record<string, string | undefined>) =>
    names(
      (await listPage(database.db, customers, {}, { where: filtersWhere(rules, values) })).rows,
    ).sort();

  it('ANDs exact, case-insensitive contains and status filters', async () => {
    const asha = await insertCustomer(database.db, {
      name: 'Asha Rao',
      phone: '9800000001',
      status: 'active',
    });
    await insertCustomer(database.db, {
      name: 'Ashok Iyer',
      phone: '9800000002',
      status: 'suspended',
    });
    await insertCustomer(database.db, {
      name: 'Meena Das',
      email: 'meena@asha.in',
      status: 'active',
    });
    expect(await matching({ name: 'ASH' })).toEqual(['Asha Rao', 'Ashok Iyer']);
    expect(await matching({ name: 'ash', status: 'suspended' })).toEqual(['Ashok Iyer']);
    expect(await matching({ status: 'all' })).toEqual(['Asha Rao', 'Ashok Iyer', 'Meena Das']);
    expect(await matching({ id: asha.id })).toEqual(['Asha Rao']);
    expect(await matching({ contact: 'asha.in' })).toEqual(['Meena Das']);
    expect(await matching({ contact: '00000002' })).toEqual(['Ashok Iyer']);
  });

  it('ignores blank, whitespace-only, missing and unknown filter values, and trims the rest', async () => {
    await insertCustomer(database.db, { name: 'Asha Rao' });
    await insertCustomer(database.db, { name: 'Ravi Shah' });
    expect(await matching({ name: '', status: '   ', id: undefined, colour: 'red' })).toEqual([
      'Asha Rao',
      'Ravi Shah',
    ]);
    expect(await matching({ name: '  ravi  ' })).toEqual(['Ravi Shah']);
  });

  it('matches LIKE wildcards in a search literally', async () => {
    await insertCustomer(database.db, { name: '100% Books' });
    await insertCustomer(database.db, { name: '1000 Books' });
    await insertCustomer(database.db, { name: 'A_B Stationers' });
    await insertCustomer(database.db, { name: 'AXB Stationers' });
    expect(await matching({ name: '100%' })).toEqual(['100% Books']);
    expect(await matching({ name: 'a_b' })).toEqual(['A_B Stationers']);
  });

  it('reads boolean filters as true or false, anything else matching nothing', async () => {
    const merchant = await insertMerchant(database.db);
    const category = await insertCategory(database.db);
    await insertProduct(database.db, merchant.id, category.id, {
      title: 'On',
      adminDisabled: false,
    });
    await insertProduct(database.db, merchant.id, category.id, {
      title: 'Off',
      adminDisabled: true,
    });
    const titles = async (value: string) =>
      (
        await listPage(
          database.db,
          products,
          {},
          {
            where: filtersWhere(
              { adminDisabled: flag(products.adminDisabled) },
              { adminDisabled: value },
            ),
          },
        )
      ).rows.map((row) => row.title);
    expect(await titles('true')).toEqual(['Off']);
    expect(await titles('false')).toEqual(['On']);
    expect(await titles('maybe')).toEqual([]);
  });
});
