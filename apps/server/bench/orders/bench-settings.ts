/**
 * What the benchmarks on the orders data set take from the environment (bench/lists.ts lists
 * them): the database, the data set's size and the requests per scenario.
 */
import { fileURLToPath } from 'node:url';

export const serverDir = fileURLToPath(new URL('../..', import.meta.url));
export const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/satchel_bench';
export const dataSet = { orders: Number(process.env.BENCH_ORDERS ?? 1_000_000), seed: 2026 };
export const requests = Number(process.env.BENCH_REQUESTS ?? 2000);
