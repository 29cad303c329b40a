import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** The channel migration 0006 notifies on any change to sessions or administrators. */
const CHANGES = 'satchel_sessions_changed';
/** How long a checked token is trusted at most, even with every notification received. */
const MAX_AGE_MS = 5 * 60_000;
/** Enough for every administrator's every open tab; the oldest entry makes room. */
const MAX_ENTRIES = 10_000;
const RECONNECT_DELAYS_MS = [250, 1000, 5000, 30_000];
/** How long the first start waits for its probe before answering calls without the cache. */
const PROBE_WAIT_MS = 2000;

interface Entry<Value> {
  readonly value: Value;
  readonly until: number;
}

/** A value found in the database, and how much longer it stays true at most. */
export interface Found<Value> {
  readonly value: Value;
  readonly validForMs: number;
}

export interface SessionCache<Value> {
  /**
   * The value for `key`: remembered, or else found by `find` and remembered unless something
   * changed while `find` ran (its answer may predate that change).
   */
  fetch(key: string, find: () => Promise<Found<Value> | undefined>): Promise<Value | undefined>;
  /** Forgets everything (this instance changed a session itself). */
  clear(): void;
  /** Whether remembered values are used: only while every change is being heard. */
  readonly trusted: boolean;
  /** Settles once the first attempt to hear changes has succeeded or failed. */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * The sessions this instance has checked, so that a call with a known-good token costs no
 * query. Every instance LISTENs on a connection of its own and forgets everything when a session
 * or an administrator changes (a trigger notifies when the change commits), so a logout or a
 * disabled account anywhere reaches every instance. It is trusted only once a probe sent through
 * `pool` came back on that connection (a pooler that drops LISTEN never gets there), and stops
 * being trusted, forgetting everything, the moment the connection fails, until it is back.
 */
export function createSessionCache<Value>(
  connectionString: string,
  pool: pg.Pool,
): SessionCache<Value> {
  const entries = new Map<string, Entry<Value>>();
  /** Counts the times everything was forgotten, so that a `find` overtaken by one is dropped. */
  let generation = 0;
  let trusted = false;
  let closed = false;
  let listener: pg.Client | undefined;
  let failures = 0;

  const clear = () => {
    generation += 1;
    entries.clear();
  };
  const distrust = () => {
    trusted = false;
    clear();
  };

  const remembered = (key: string) => {
    const entry = entries.get(key);
    if (entry === undefined || entry.until > performance.now()) return entry?.value;
    entries.delete(key);
    return undefined;
  };

  const listen = async (): Promise<void> => {
    if (closed) return;
    const client = new pg.Client({ connectionString });
    listener = client;
    const probe = randomUUID();
    let probeHeard = () => {};
    const heard = new Promise<void>((resolve) => {
      probeHeard = resolve;
    });
    client.on('notification', ({ payload }) => {
      clear();
      if (payload !== probe) return;
      trusted = true;
      failures = 0;
      probeHeard();
    });
    // Until a new connection hears its probe, every token is checked in the database.
    let lost = false;
    const reconnect = () => {
      if (lost) return;
      lost = true;
      distrust();
      if (closed) return;
      const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
      failures += 1;
      setTimeout(() => void listen(), delay).unref();
    };
    client.once('error', () => void client.end().catch(() => {}));
    client.once('end', reconnect);
    try {
      await client.connect();
      await client.query(`listen ${CHANGES}`);
      await pool.query('select pg_notify($1, $2)', [CHANGES, probe]);
      // Behind a pooler that drops LISTEN the probe never comes back: go on without the cache.
      await Promise.race([heard, sleep(PROBE_WAIT_MS, undefined, { ref: false })]);
    } catch {
      reconnect();
      await client.end().catch(() => {});
    }
  };
  const ready = listen();

  return {
    async fetch(key, find) {
      if (trusted) {
        const value = remembered(key);
        if (value !== undefined) return value;
      }
      const before = generation;
      const found = await find();
      if (found && trusted && generation === before && found.validForMs > 0) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        const until = performance.now() + Math.min(found.validForMs, MAX_AGE_MS);
        entries.set(key, { value: found.value, until });
      }
      return found?.value;
    },
    clear,
    get trusted() {
      return trusted;
    },
    ready,
    async close() {
      closed = true;
      distrust();
      await listener?.end().catch(() => {});
    },
  };
}
