import { reserveOtherToolOrigins } from './other-tools.js';
import { serveConsole } from './serve-console.js';
import { shareServedConsole } from './served-console.js';

/** One real server on a fresh database for the whole run; the returned function stops both. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const otherTools = await reserveOtherToolOrigins();
  const served = await serveConsole({
    CORS_ORIGINS: otherTools.join(','),
    // Bulk runs of 20 rows a batch, waiting after each until cancelled: a run of at most 20 rows
    // ends at once, a larger one stays under way until the test cancels it (never a race).
    BULK_RUN_BATCH_SIZE: '20',
    BULK_RUN_PAUSE_MS: '600000',
  });
  shareServedConsole(served);
  return () => served.stop();
}
