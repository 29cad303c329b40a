/**
 * The one runner of the list benchmarks (bench/orders.ts, bench/lists.ts): each scenario is a
 * call as the console sends it and the same call on the repository. The call is driven over HTTP
 * against the real app in its own process by `concurrency` clients; beside it, the SQL the
 * repository issues for it (captured through drizzle's logger) is sent straight to PostgreSQL by
 * as many clients, and timed once by EXPLAIN ANALYZE.
 */
import type pg from 'pg';
import { connectDatabase } from '../../src/db/client.js';
import type { Db } from '../../src/repos/db.js';
import { startAppProcess } from './app-process.js';
import { captureSql, explainStatements, measureStatements } from './captured-sql.js';
import { type Measurement, measure } from './http-load.js';
import { median, type Percentiles, percentiles } from './percentiles.js';

export interface Scenario<Kind extends string = string> {
  readonly name: string;
  readonly kind: Kind;
  /** GET unless said (the users list is a POST). */
  readonly method?: 'GET' | 'POST';
  /** The call as the console sends it, from /api/v1. */
  readonly path: string;
  /** The same call on the repository, as the route makes it. */
  readonly repository: (db: Db) => Promise<unknown>;
}

export interface Figures<Kind extends string = string> extends Percentiles {
  readonly scenario: Scenario<Kind>;
  readonly throughput: number;
  /** The median of `serialRequests` calls sent one at a time. */
  readonly serialP50: number;
  /** EXPLAIN ANALYZE's execution time of the call's SQL, summed over its statements. */
  readonly explained: number;
  /** PostgreSQL answering the same SQL straight to as many clients. */
  readonly direct: Percentiles;
  readonly plans: string[];
}

/** How every list benchmark loads the app: the issue's 16 clients, and its warm-ups. */
export const load = {
  concurrency: 16,
  /** Requests of each scenario before it is measured. */
  warmUp: 1000,
  /**
   * Calls of each scenario a fresh app process gets before any is measured, so that every
   * scenario meets hot code whatever runs before it (a filtered run measures as a full one).
   */
  appWarmUp: 300,
  /**
   * Each scenario's requests are split into this many rounds, the app's and PostgreSQL's in
   * turn, so that both meet the machine in the same states (a checkpoint, autovacuum, another
   * program); the percentiles are of all rounds' latencies together.
   */
  rounds: 4,
  /**
   * The least time a scenario's measured requests take the app: a cheap call answers 2,000
   * requests in under a second, a p95 that one checkpoint can move, so it gets more.
   */
  minSeconds: 5,
  /** Requests sent one at a time for the "1 client" figure. */
  serialRequests: 30,
} as const;

export interface RunOptions {
  readonly serverDir: string;
  readonly databaseUrl: string;
  /** A pool on the benchmark database (for capturing and explaining the SQL). */
  readonly pool: pg.Pool;
  readonly token: string;
  /** Measured requests per scenario. */
  readonly requests: number;
  /** A call with a token and no SQL, measured first: what an HTTP answer costs at the least. */
  readonly floorPath?: string;
}

export interface Run<Kind extends string> {
  readonly figures: Figures<Kind>[];
  readonly floor?: Measurement;
}

export async function runScenarios<Kind extends string>(
  scenarios: readonly Scenario<Kind>[],
  options: RunOptions,
): Promise<Run<Kind>> {
  const { requests, pool } = options;
  const { concurrency, warmUp } = load;
  const app = await startAppProcess(options.serverDir, options.databaseUrl);
  // A pool like the app's, for PostgreSQL's own figures under the same load.
  const { pool: directPool } = connectDatabase(options.databaseUrl);
  const figures: Figures<Kind>[] = [];
  let floor: Measurement | undefined;
  try {
    const clients = { baseUrl: app.baseUrl, token: options.token, concurrency };
    for (const scenario of scenarios) {
      await measure(scenario.path, {
        ...clients,
        method: scenario.method,
        requests: load.appWarmUp,
      });
    }
    if (options.floorPath) {
      // An authenticated answer that reads nothing (its token is remembered).
      await measure(options.floorPath, { ...clients, requests: warmUp });
      floor = await measure(options.floorPath, { ...clients, requests });
    }
    for (const scenario of scenarios) {
      process.stdout.write(`${scenario.name}… `);
      const call = { ...clients, method: scenario.method };
      const statements = await captureSql(pool, scenario.repository);
      const warm = await measure(scenario.path, { ...call, requests: warmUp });
      await measureStatements(directPool, statements, concurrency, warmUp);
      const count = Math.max(requests, Math.ceil(warm.throughput * load.minSeconds));
      const perRound = Math.ceil(count / load.rounds);
      const latencies: number[] = [];
      const directLatencies: number[] = [];
      let seconds = 0;
      for (let round = 0; round < load.rounds; round += 1) {
        const app = await measure(scenario.path, { ...call, requests: perRound });
        latencies.push(...app.latencies);
        seconds += app.latencies.length / app.throughput;
        const direct = await measureStatements(directPool, statements, concurrency, perRound);
        directLatencies.push(...direct.latencies);
      }
      const serial = await measure(scenario.path, {
        ...call,
        concurrency: 1,
        requests: load.serialRequests,
      });
      const { milliseconds, plans } = await explainStatements(pool, statements);
      const row: Figures<Kind> = {
        scenario,
        ...percentiles(latencies),
        throughput: latencies.length / seconds,
        serialP50: median(serial.latencies),
        explained: milliseconds,
        direct: percentiles(directLatencies),
        plans,
      };
      figures.push(row);
      console.log(
        `p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms; PostgreSQL p95 ${row.direct.p95.toFixed(1)} ms, EXPLAIN ${milliseconds.toFixed(2)} ms`,
      );
    }
  } finally {
    await app.stop();
    await directPool.end();
  }
  return { figures, ...(floor && { floor }) };
}

/** Milliseconds as the reports print them. */
export const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
export const ratio = (value: number) => `${value.toFixed(1)}×`;

/** The plans of every scenario, folded away at the end of a report. */
export const plansSection = (
  figures: readonly Figures[],
) => `<details><summary>Plans (EXPLAIN ANALYZE, BUFFERS; last run)</summary>

${figures
  .map(({ scenario, plans }) => `### ${scenario.name}\n\n\`\`\`\n${plans.join('\n\n')}\n\`\`\``)
  .join('\n\n')}

</details>
`;
