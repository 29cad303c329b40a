import { reserveOtherToolOrigins } from './other-tools.js';
import { serveConsole } from './serve-console.js';
import { shareServedConsole } from './served-console.js';

/** One real server on a fresh database for the whole run; the returned function stops both. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const otherTools = await reserveOtherToolOrigins();
  const served = await serveConsole({ CORS_ORIGINS: otherTools.join(',') });
  shareServedConsole(served);
  return () => served.stop();
}
