import { describe, expect, it } from 'vitest';
import {
  findCustomer,
  listCustomers,
  searchCustomers,
  setCustomerStatus,
} from '../../src/repos/customers.js';
import { findDriver, listDrivers, setDriverStatus } from '../../src/repos/drivers.js';
import {
  findMerchant,
  findMerchantDocuments,
  listMerchants,
  setMerchantStatus,
} from '../../src/repos/merchants.js';
import { insertCustomer, insertDriver, insertMerchant } from '../support/factories.js';
import { useRepoDatabase } from '../support/repo-database.js';

const database = useRepoDatabase();
const UNKNOWN_ID = 'ffffffffffffffffffffffff';

describe('customers', () => {
  it('lists with the name, id, email, phone and status filters', async () => {
    const { db } = database;
    const asha = await insertCustomer(db, {
      name: 'Asha Rao',
      email: 'asha@mail.in',
      phone: '9811111111',
    });
    await insertCustomer(db, { name: 'Ravi Shah', email: 'ravi@mail.in', status: 'suspended' });
    const names = async (filters: Record<string, string>) =>
      (await listCustomers(db, { includeTotal: true }, filters)).rows.map((row) => row.name);
    expect(await names({ name: 'asha' })).toEqual(['Asha Rao']);
    expect(await names({ id: asha.id })).toEqual(['Asha Rao']);
    expect(await names({ email: 'RAVI@' })).toEqual(['Ravi Shah']);
    expect(await names({ phone: '981111' })).toEqual(['Asha Rao']);
    expect(await names({ phone: '+91 98111-11111' })).toEqual(['Asha Rao']);
    expect(await names({ status: 'suspended' })).toEqual(['Ravi Shah']);
    const all = await listCustomers(db, { includeTotal: true, limit: 1 });
    expect([all.total, all.totalPages]).toEqual([2, 2]);
  });

  it('finds by id, changes the status, and searches by any contact text', async () => {
    const { db } = database;
    const asha = await insertCustomer(db, { name: 'Asha Rao', email: 'asha@mail.in' });
    await insertCustomer(db, { name: 'Ashok Iyer', phone: '9822222222' });
    await insertCustomer(db, { name: 'Meena Das' });
    expect((await findCustomer(db, asha.id))?.email).toBe('asha@mail.in');
    expect(await findCustomer(db, UNKNOWN_ID)).toBeUndefined();
    expect((await setCustomerStatus(db, asha.id, 'inactive'))?.status).toBe('inactive');
    expect((await findCustomer(db, asha.id))?.status).toBe('inactive');
    expect(await setCustomerStatus(db, UNKNOWN_ID, 'active')).toBeUndefined();
    const names = async (text: string) =>
      (await searchCustomers(db, text)).rows.map((row) => row.name);
    expect(await names('ash')).toEqual(['Asha Rao', 'Ashok Iyer']);
    expect(await names('98222')).toEqual(['Ashok Iyer']);
    // The phone as the console shows it (+91 and a space), or dialled with dashes.
    expect(await names('+91 98222')).toEqual(['Ashok Iyer']);
    expect(await names('+91 98222-22222')).toEqual(['Ashok Iyer']);
    expect(await searchCustomers(db, '   ')).toEqual({ rows: [], total: 0 });
  });

  it('searches the first matches by name and says how many match in all', async () => {
    const { db } = database;
    for (let n = 0; n < 23; n += 1) {
      await insertCustomer(db, { name: `Kavya ${String(n).padStart(2, '0')}` });
    }
    await insertCustomer(db, { name: 'Meena Das' });
    const found = await searchCustomers(db, 'kavya');
    expect(found.total).toBe(23);
    expect(found.rows.map((row) => row.name)).toEqual(
      Array.from({ length: 20 }, (_, n) => `Kavya ${String(n).padStart(2, '0')}`),
    );
  });
});

describe('merchants', () => {
  it('lists by store or merchant name, status and id, and finds one with its documents', async () => {
    const { db } = database;
    const books = await insertMerchant(db, {
      storeName: 'Vidya Book Depot',
      merchantName: 'Suresh Patil',
      gstPhoto: 'merchants/x/gst.svg',
    });
    await insertMerchant(db, {
      storeName: 'Pen Point',
      merchantName: 'Vidya Sagar',
      status: 'pending',
    });
    const stores = async (filters: Record<string, string>) =>
      (await listMerchants(db, { includeTotal: true }, filters)).rows
        .map((row) => row.storeName)
        .sort();
    expect(await stores({ storeName: 'vidya' })).toEqual(['Vidya Book Depot']);
    expect(await stores({ merchantName: 'vidya' })).toEqual(['Pen Point']);
    expect(await stores({ status: 'pending' })).toEqual(['Pen Point']);
    expect(await stores({ phone: `+91-${books.phone}` })).toEqual(['Vidya Book Depot']);
    expect(await stores({ _id: books.id })).toEqual(['Vidya Book Depot']);
    expect((await findMerchant(db, books.id))?.merchantName).toBe('Suresh Patil');
    expect(await findMerchantDocuments(db, books.id)).toEqual({
      storePhoto: null,
      gstPhoto: 'merchants/x/gst.svg',
      panPhoto: null,
      bankPassbookOrBlankCheckPhoto: null,
    });
    expect(await findMerchantDocuments(db, UNKNOWN_ID)).toBeUndefined();
  });

  it('changes the status', async () => {
    const { db } = database;
    const merchant = await insertMerchant(db, { status: 'pending' });
    const changed = await setMerchantStatus(db, merchant.id, 'incomplete');
    expect(changed && 'merchant' in changed && changed.merchant.status).toBe('incomplete');
    expect((await findMerchant(db, merchant.id))?.status).toBe('incomplete');
    expect(await setMerchantStatus(db, UNKNOWN_ID, 'active')).toBeUndefined();
    // Inactive is offered only for a merchant with a WhatsApp number: this one has none.
    expect(await setMerchantStatus(db, merchant.id, 'inactive')).toEqual({
      refusal: 'inactive is not offered for a merchant without a WhatsApp number',
    });
    expect((await findMerchant(db, merchant.id))?.status).toBe('incomplete');
  });
});

describe('drivers', () => {
  it('lists by name and status, finds one, and changes the status', async () => {
    const { db } = database;
    const ravi = await insertDriver(db, { firstName: 'Ravi', lastName: 'Kumar' });
    await insertDriver(db, { firstName: 'Arjun', lastName: 'Ravindran', status: 'pending' });
    const firstNames = async (filters: Record<string, string>) =>
      (await listDrivers(db, { sort: 1 }, filters)).rows.map((row) => row.firstName);
    expect(await firstNames({ name: 'ravi' })).toEqual(['Ravi', 'Arjun']);
    expect(await firstNames({ status: 'pending' })).toEqual(['Arjun']);
    const phone = `+91 ${ravi.phone.slice(0, 5)} ${ravi.phone.slice(5)}`;
    expect(await firstNames({ phone })).toEqual(['Ravi']);
    expect((await setDriverStatus(db, ravi.id, 'suspended'))?.status).toBe('suspended');
    expect((await findDriver(db, ravi.id))?.status).toBe('suspended');
  });
});
