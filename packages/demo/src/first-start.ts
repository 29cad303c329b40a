import pg from 'pg';
import { type DemoOptions, resolveDemoOptions } from './options.js';
import type { PictureStorage } from './pictures.js';
import { seedDemo } from './seed-database.js';

/**
 * At start: gives a database without orders the demo marketplace (of `size`, ending today),
 * announcing it in one line before and one after. A database with orders is left as it is,
 * silently. The seed is one transaction: `signal` ends its connection, and with it everything
 * the seed wrote (a job stopped with its instance, run again elsewhere).
 */
export async function seedDemoIfEmpty(
  databaseUrl: string,
  storage: PictureStorage,
  announce: (line: string) => void,
  size: Partial<DemoOptions> = {},
  signal?: AbortSignal,
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const stop = () => {
    client.end().catch(() => {});
  };
  signal?.addEventListener('abort', stop, { once: true });
  try {
    signal?.throwIfAborted();
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
  } finally {
    signal?.removeEventListener('abort', stop);
    if (!signal?.aborted) await client.end();
  }
}
