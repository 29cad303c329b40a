import type { listExports } from '@satchel/api';
import { customers } from '@satchel/db/schema';
import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import type pg from 'pg';
import { expect, vi } from 'vitest';
import type { Db } from '../../src/repos/db.js';

/** The users table's columns as the console shows them (usersTable.ts), in its order. */
export const userColumns: listExports.ExportColumn[] = [
  { id: 'name', heading: 'Name', format: { kind: 'text' } },
  { id: 'phone', heading: 'Phone', format: { kind: 'phone' } },
  {
    id: 'status',
    heading: 'Status',
    format: {
      kind: 'label',
      labels: [
        { value: 'active', label: 'Active' },
        { value: 'pending', label: 'Pending' },
        { value: 'inactive', label: 'Inactive' },
        { value: 'suspended', label: 'Suspended' },
      ],
    },
  },
  { id: 'createdAt', heading: 'Created At', format: { kind: 'dateTime' } },
];

/** `count` customers, one a second apart from 1 March 2026 10:00 UTC, every third suspended. */
export async function insertCustomers(db: Db, count: number, from = 0) {
  const start = Date.UTC(2026, 2, 1, 10, 0, 0);
  const rows = Array.from({ length: count }, (_, index) => {
    const n = from + index;
    return {
      name: `Customer ${String(n).padStart(5, '0')}`,
      phone: `8${String(n).padStart(9, '0')}`,
      email: null,
      status: n % 3 === 0 ? ('suspended' as const) : ('active' as const),
      createdAt: new Date(start + n * 1000),
    };
  });
  for (let at = 0; at < rows.length; at += 1000) {
    await db.insert(customers).values(rows.slice(at, at + 1000));
  }
}

/** A CSV text's rows, header first. */
export const csvRows = (text: string): string[][] =>
  Papa.parse<string[]>(text, { skipEmptyLines: true }).data;

export const eventually = { timeout: 120_000, interval: 50 };

/** Polls an export's status until `done`; answers its last status. */
export async function waitUntilDone(
  app: FastifyInstance,
  token: string,
  id: string,
): Promise<listExports.ExportStatus> {
  let status: listExports.ExportStatus | undefined;
  await vi.waitFor(async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/exports/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    status = response.json().data;
    expect(status?.state).toBe('done');
  }, eventually);
  return status!;
}

/**
 * Makes an export's run write its header, then wait at its first part of rows while anyone holds
 * the advisory lock `held`: the moment an instance stops is then the test's to choose, mid-run.
 */
export async function holdExportRows(pool: pg.Pool, held: number): Promise<void> {
  await pool.query(`
    create function hold_export_rows() returns trigger language plpgsql as $$
    begin
      perform pg_advisory_lock_shared(${held});
      perform pg_advisory_unlock_shared(${held});
      return new;
    end $$;
    create trigger hold_export_rows before insert on list_export_parts
      for each row when (new.part >= 1) execute function hold_export_rows();`);
}
