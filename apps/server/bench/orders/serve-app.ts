/**
 * The real app for the orders benchmark, in a process of its own so that the load generator
 * does not share its event loop: buildApp on DATABASE_URL, listening on 127.0.0.1 (a free port),
 * which it prints as one JSON line once ready. Stops on SIGTERM.
 */
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', SEED_DEMO: 'false' });
if (!config.databaseUrl) throw new Error('DATABASE_URL must name the benchmark database');
const app = await buildApp({ ...config, databaseUrl: config.databaseUrl });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
