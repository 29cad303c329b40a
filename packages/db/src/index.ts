import { fileURLToPath } from 'node:url';

export { copyField } from './copy-text.js';
export { newId } from './id.js';

/** The checked-in SQL of `drizzle-kit generate`, next to src/ and dist/ alike. */
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
