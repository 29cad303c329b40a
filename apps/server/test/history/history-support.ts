import { auditEvents } from '@satchel/db/schema';
import { count } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { RouteApp } from '../support/route-app.js';

/** An entry of a record's history as the wire has it (the parts these tests look at). */
export interface WireEntry {
  readonly id: string;
  readonly action: string;
  readonly administratorId: string | null;
  readonly kind: string;
  readonly recordId: string | null;
  readonly rows: number;
  readonly changes: {
    readonly source: string;
    readonly operation: string;
    readonly before: Record<string, unknown> | null;
    readonly after: Record<string, unknown> | null;
  }[];
}

/** A record's whole history, newest first, through the API. */
export async function historyOf(server: RouteApp, kind: string, id: string): Promise<WireEntry[]> {
  const response = await server.call('GET', `/history/${kind}/${id}?limit=100`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.entries;
}

/**
 * The entries of the record's history that `write` added, after checking it answered `status`:
 * a write leaves exactly the entries it made, newest first.
 */
export async function entriesMadeBy(
  server: RouteApp,
  kind: string,
  id: string,
  write: () => Promise<LightMyRequestResponse>,
  status = 200,
): Promise<WireEntry[]> {
  const before = await historyOf(server, kind, id);
  const response = await write();
  expect(response.statusCode, response.body).toBe(status);
  const after = await historyOf(server, kind, id);
  expect(after.slice(after.length - before.length)).toEqual(before);
  return after.slice(0, after.length - before.length);
}

/** How many entries all of history holds, read straight from the database. */
export async function entryCount(server: RouteApp): Promise<number> {
  const [row] = await server.db.select({ entries: count() }).from(auditEvents);
  return row!.entries;
}
