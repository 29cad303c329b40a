import { type drivers, merchants } from '@satchel/api';
import { drivers as driverTable, merchants as merchantTable } from '@satchel/db/schema';
import { describe, expect, it } from 'vitest';
import {
  contains,
  exact,
  type FilterRules,
  type FilterValuesOf,
  filteredList,
  flag,
  status,
} from '../../src/repos/list-query.js';

// Checked by the type check (`pnpm check`): each `@ts-expect-error` must meet an error.
describe("a list's filter rules", () => {
  it('are one for each filter its call takes, under its names', () => {
    const rules = {
      name: contains(driverTable.firstName),
      phone: contains(driverTable.phone),
      status: status(driverTable.status),
      isAvailable: flag(driverTable.isAvailable),
    } satisfies FilterRules<typeof drivers.list>;
    expect(Object.keys(rules)).toHaveLength(4);
  });

  it('do not compile with a filter the call refuses (a dead rule), misspelt, or missing', () => {
    const dead = {
      _id: exact(merchantTable.id),
      storeName: contains(merchantTable.storeName),
      merchantName: contains(merchantTable.merchantName),
      phone: contains(merchantTable.phone),
      status: status(merchantTable.status),
      // @ts-expect-error the merchants list takes no gstNumber: the rule could never run
      gstNumber: contains(merchantTable.gstNumber),
    } satisfies FilterRules<typeof merchants.list>;
    const misspelt = {
      name: contains(driverTable.firstName),
      phone: contains(driverTable.phone),
      status: status(driverTable.status),
      // @ts-expect-error isAvailable, misspelt
      isAvaliable: flag(driverTable.isAvailable),
    } satisfies FilterRules<typeof drivers.list>;
    const missing = {
      name: contains(driverTable.firstName),
      phone: contains(driverTable.phone),
      status: status(driverTable.status),
      // @ts-expect-error the drivers list's isAvailable has no rule: the filter would be ignored
    } satisfies FilterRules<typeof drivers.list>;
    expect([dead, misspelt, missing]).toHaveLength(3);
  });

  it("type a repository's list by its call (filteredList)", () => {
    const list = filteredList(merchants.list, {
      table: merchantTable,
      rules: {
        _id: exact(merchantTable.id),
        storeName: contains(merchantTable.storeName),
        merchantName: contains(merchantTable.merchantName),
        phone: contains(merchantTable.phone),
        status: status(merchantTable.status),
        // @ts-expect-error the merchants list takes no name
        name: contains(merchantTable.merchantName),
      },
    });
    expect(list).toBeTypeOf('function');
  });

  it("take the call's filters as texts, and no other", () => {
    const values: FilterValuesOf<typeof drivers.list> = { name: 'ravi', isAvailable: 'true' };
    // @ts-expect-error firstName is a dead filter of the drivers list
    const dead: FilterValuesOf<typeof drivers.list> = { firstName: 'Ravi' };
    expect([values, dead]).toHaveLength(2);
  });
});
