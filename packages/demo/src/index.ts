export { withBulkLoad } from './bulk-load.js';
export { seedDemoDatabase, seedDemoIfEmpty } from './first-start.js';
export { createDemo, type Demo } from './generate.js';
export { DEMO_ORDERS, type DemoOptions, resolveDemoOptions } from './options.js';
export type { PictureStorage } from './pictures.js';
export { createRandom, type Random } from './random.js';
export { type SeedOptions, type SeedResult, seedDemo } from './seed-database.js';
