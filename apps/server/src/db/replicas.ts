import { formatWalPosition, parseWalPosition, type WalPosition } from '@satchel/api';
import * as schema from '@satchel/db/schema';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './client.js';

/** How a replica stands at its last probe. */
export type ReplicaCondition = 'up' | 'lagging' | 'down';

export interface ReplicaState {
  /** Its host, port and database: never its password. */
  readonly name: string;
  readonly condition: ReplicaCondition;
  /** The last write-ahead log position it had replayed, as PostgreSQL writes it. */
  readonly replayed: string | null;
}

export interface Replica {
  readonly name: string;
  readonly db: Database;
  readonly pool: pg.Pool;
}

/**
 * The primary's streaming replicas (PostgreSQL's own replication, DATABASE_REPLICA_URLS), probed
 * every PROBE_EVERY_MS: a replica that answers and has replayed what the primary had written
 * `maxLagSeconds` ago is up; one further behind is lagging, one that does not answer is down,
 * and neither is read until it is up again.
 */
export interface ReplicaSet {
  /** Whether any replica is configured: without one, every read is the primary's. */
  readonly configured: boolean;
  /**
   * An up replica that has replayed `readAfter` (an operator's last write), in turns, or null:
   * read the primary.
   */
  pick(readAfter: WalPosition | null): Replica | null;
  /** Counts `replica` down at once (a read on it failed to reach it), until a probe finds it. */
  lost(replica: Replica): void;
  /** The primary's position now: at or past every write committed before the call. */
  writtenAt(): Promise<WalPosition>;
  states(): readonly ReplicaState[];
  close(): Promise<void>;
}

export interface ReplicaSetOptions {
  readonly urls: readonly string[];
  readonly primary: pg.Pool;
  readonly maxLagSeconds: number;
  readonly onProbeError?: (name: string, error: unknown) => void;
}

/**
 * The primary's position: the end of the WAL inserted, not of the WAL written out
 * (`pg_current_wal_lsn`). With `synchronous_commit = off` a commit's record may still sit in the
 * WAL buffers when its call answers, so the written position can fall short of the write itself,
 * and a replica that has replayed only up to it would be taken for one that has the write (the
 * replica test found it on its cluster, which runs with synchronous_commit off).
 */
const CURRENT_POSITION = 'select pg_current_wal_insert_lsn()::text as position';

/** How often the replicas and the primary's position are read. */
const PROBE_EVERY_MS = 500;
/** A probe that takes longer than this counts its replica down (a host that stopped answering). */
const PROBE_TIMEOUT_MS = 2_000;
/** A replica's connections: reads only, beside the primary's pool. */
const REPLICA_POOL_SIZE = 10;

interface Probed {
  readonly replica: Replica;
  condition: ReplicaCondition;
  replayed: WalPosition | null;
}

/** The primary's position at a moment: what a replica must have replayed `maxLag` later. */
interface Sample {
  readonly at: number;
  readonly position: WalPosition;
}

const nameOf = (url: string): string => {
  const { hostname, port, pathname } = new URL(url);
  return `${hostname}:${port || '5432'}${pathname}`;
};

/** `promise`, or a rejection once `ms` have passed. */
const within = <T>(promise: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
};

async function positionOf(pool: pg.Pool, query: string): Promise<WalPosition | null> {
  const { rows } = await within(pool.query<{ position: string | null }>(query), PROBE_TIMEOUT_MS);
  return parseWalPosition(rows[0]?.position);
}

export function createReplicaSet({
  urls,
  primary,
  maxLagSeconds,
  onProbeError,
}: ReplicaSetOptions): ReplicaSet {
  const probed: Probed[] = urls.map((url) => {
    const pool = new pg.Pool({
      connectionString: url,
      max: REPLICA_POOL_SIZE,
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
    });
    // A replica that stops drops its idle connections: it is counted down, never a crash.
    pool.on('error', () => {});
    return {
      replica: { name: nameOf(url), pool, db: drizzle(pool, { schema }) },
      condition: 'down',
      replayed: null,
    };
  });
  const samples: Sample[] = [];
  const maxLagMs = maxLagSeconds * 1000;
  let turn = 0;

  /** The newest of the primary's positions at least `maxLag` old: what an up replica has replayed. */
  const dueBy = (now: number): WalPosition | null => {
    while (samples.length > 1 && (samples[1] as Sample).at <= now - maxLagMs) samples.shift();
    const oldest = samples[0];
    return oldest && oldest.at <= now - maxLagMs ? oldest.position : null;
  };

  const probe = async () => {
    const now = Date.now();
    try {
      const position = await positionOf(primary, CURRENT_POSITION);
      if (position !== null) samples.push({ at: now, position });
    } catch {
      // The primary unreachable: the replicas keep their last standing; the primary's own
      // readiness is /health/ready's.
    }
    const due = dueBy(now);
    await Promise.all(
      probed.map(async (entry) => {
        try {
          const replayed = await positionOf(
            entry.replica.pool,
            'select pg_last_wal_replay_lsn()::text as position',
          );
          // Not a replica (no replay position): never read as one.
          entry.replayed = replayed;
          entry.condition =
            replayed === null ? 'down' : due !== null && replayed < due ? 'lagging' : 'up';
        } catch (error) {
          entry.condition = 'down';
          onProbeError?.(entry.replica.name, error);
        }
      }),
    );
  };

  let stopped = false;
  let probing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const next = () => {
    if (stopped) return;
    probing = probe().finally(() => {
      if (!stopped) timer = setTimeout(next, PROBE_EVERY_MS);
    });
  };
  if (probed.length > 0) next();

  return {
    configured: probed.length > 0,
    pick(readAfter) {
      const ready = probed.filter(
        (entry) =>
          entry.condition === 'up' &&
          entry.replayed !== null &&
          (readAfter === null || entry.replayed >= readAfter),
      );
      if (ready.length === 0) return null;
      turn = (turn + 1) % ready.length;
      return (ready[turn] as Probed).replica;
    },
    lost(replica) {
      const entry = probed.find((candidate) => candidate.replica === replica);
      if (entry) entry.condition = 'down';
    },
    async writtenAt() {
      const { rows } = await primary.query<{ position: string }>(CURRENT_POSITION);
      return parseWalPosition(rows[0]?.position) ?? 0n;
    },
    states: () =>
      probed.map(({ replica, condition, replayed }) => ({
        name: replica.name,
        condition,
        replayed: replayed === null ? null : formatWalPosition(replayed),
      })),
    async close() {
      stopped = true;
      clearTimeout(timer);
      await probing;
      await Promise.all(probed.map(({ replica }) => replica.pool.end()));
    },
  };
}
