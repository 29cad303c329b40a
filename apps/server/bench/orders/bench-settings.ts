/**
 * What the benchmarks on the orders data set take from the environment (bench/lists.ts lists
 * them): the database, the data set's size and the requests per scenario.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverDir = fileURLToPath(new URL('../..', import.meta.url));
export const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/satchel_bench';
export const dataSet = { orders: Number(process.env.BENCH_ORDERS ?? 1_000_000), seed: 2026 };
export const requests = Number(process.env.BENCH_REQUESTS ?? 2000);

/** BENCH_SCENARIOS: only the scenarios whose name holds this text, or one of several (`a|b`). */
export const scenariosChosen = process.env.BENCH_SCENARIOS;
export const isChosen = (name: string): boolean =>
  !scenariosChosen || scenariosChosen.split('|').some((text) => name.includes(text));

/**
 * Where a benchmark's report goes: the file `variable` names, else `bench-results/<file>`; a run
 * of some scenarios only writes where it is told to (undefined: it prints).
 */
export function reportFile(variable: string, file: string): string | undefined {
  const named = process.env[variable];
  if (!named && scenariosChosen) return undefined;
  return resolve(serverDir, named ?? join('bench-results', file));
}
