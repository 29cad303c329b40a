import pg from 'pg';
import { type DemoOptions, resolveDemoOptions } from './options.js';
import type { PictureStorage } from './pictures.js';
import { type SeedOptions, type SeedResult, seedDemo } from './seed-database.js';

/**
 * Runs `work` on a connection of its own to `databaseUrl`. The seed is one transaction:
 * `signal` ends the connection, and with it everything the seed wrote (a job stopped with its
 * instance, run again elsewhere).
 */
async function onOwnConnection<T>(
  databaseUrl: string,
  signal: AbortSignal | undefined,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const stop = () => {
    client.end().catch(() => {});
  };
  signal?.addEventListener('abort', stop, { once: true });
  try {
    signal?.throwIfAborted();
    return await work(client);
  } finally {
    signal?.removeEventListener('abort', stop);
    if (!signal?.aborted) await client.end();
  }
}

/**
 * At start: gives a database without orders the demo marketplace (of `size`, ending today),
 * announcing it in one line before and one after. A database with orders is left as it is,
 * silently.
 */
export async function seedDemoIfEmpty(
  databaseUrl: string,
  storage: PictureStorage,
  announce: (line: string) => void,
  size: Partial<DemoOptions> = {},
  signal?: AbortSignal,
): Promise<void> {
  await onOwnConnection(databaseUrl, signal, async (client) => {
    const { rows } = await client.query<{ any: boolean }>(
      'select exists (select 1 from orders) as any',
    );
    if (rows[0]?.any) return;
    announce('Seeding demo data…');
    const result = await seedDemo(client, { options: resolveDemoOptions(size), storage });
    // Another instance starting at the same time may have seeded it first.
    if (!result.seeded) return;
    const orders = result.counts.get('orders') ?? 0;
    const customers = result.counts.get('customers') ?? 0;
    const merchants = result.counts.get('merchants') ?? 0;
    announce(
      `Demo data ready: ${orders} orders, ${customers} customers, ${merchants} merchants (${(result.elapsedMs / 1000).toFixed(1)} s)`,
    );
  });
}

/** `seedDemo` (`pnpm seed`'s) on a connection of its own; `signal` ends it, and the seed with it. */
export const seedDemoDatabase = (
  databaseUrl: string,
  seed: SeedOptions,
  signal?: AbortSignal,
): Promise<SeedResult> => onOwnConnection(databaseUrl, signal, (client) => seedDemo(client, seed));
