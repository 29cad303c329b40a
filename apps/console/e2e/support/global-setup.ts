import type { TestProject } from 'vitest/node';
import { serveConsole } from './serve-console.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the real server serves the built console and the API. */
    baseUrl: string;
    /** The server's database, for the few checks an operator cannot make (an expired token). */
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const served = await serveConsole();
  project.provide('baseUrl', served.url);
  project.provide('databaseUrl', served.databaseUrl);
  return () => served.stop();
}
