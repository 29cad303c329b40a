import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** The listener's connection's application_name in pg_stat_activity. */
export const LISTENER_NAME = 'satchel-listener';

/** The channel each listener sends its own probe on, to learn that it hears what is sent. */
const PROBE_CHANNEL = 'satchel_listener_probe';
const RECONNECT_DELAYS_MS = [250, 1000, 5000, 30_000];
/** How long the first start waits for its probe before the app goes on without hearing. */
const PROBE_WAIT_MS = 2000;

export type NoticeHandler = (payload: string) => void;
/** Told `true` once every notification is being heard, `false` the moment that stops. */
export type HearingHandler = (hearing: boolean) => void;

export interface NotificationListener {
  /** Calls `handler` with each notification's payload on `channel` (subscribe before `start`). */
  on(channel: string, handler: NoticeHandler): void;
  onHearing(handler: HearingHandler): void;
  /** Whether every notification is being heard: a probe came back and the connection holds. */
  readonly hearing: boolean;
  /** Connects; settles once the first attempt to hear has succeeded or failed. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The instance's one LISTEN connection to PostgreSQL, shared by everything that must hear what
 * other instances' transactions commit (logouts, list changes). It counts as hearing only once a
 * probe sent through `pool` came back on it (a pooler in transaction mode drops LISTEN, and the
 * probe never returns), and stops the moment the connection fails, reconnecting with back-off.
 * Whoever subscribes learns of both through `onHearing`, since notifications sent meanwhile
 * are lost.
 */
export function createNotificationListener(
  connectionString: string,
  pool: pg.Pool,
): NotificationListener {
  const handlers = new Map<string, NoticeHandler[]>();
  const hearingHandlers: HearingHandler[] = [];
  let hearing = false;
  let closed = false;
  let connection: pg.Client | undefined;
  let failures = 0;

  const setHearing = (value: boolean) => {
    if (hearing === value) return;
    hearing = value;
    for (const handler of hearingHandlers) handler(value);
  };

  const connect = async (): Promise<void> => {
    if (closed) return;
    // Named, so that an operator (and a test) can tell the listener among the connections.
    const client = new pg.Client({ connectionString, application_name: LISTENER_NAME });
    connection = client;
    const probe = randomUUID();
    let probeHeard = () => {};
    const heard = new Promise<void>((resolve) => {
      probeHeard = resolve;
    });
    client.on('notification', ({ channel, payload = '' }) => {
      if (channel === PROBE_CHANNEL) {
        if (payload !== probe) return;
        failures = 0;
        setHearing(true);
        probeHeard();
        return;
      }
      for (const handler of handlers.get(channel) ?? []) handler(payload);
    });
    let lost = false;
    const reconnect = () => {
      if (lost) return;
      lost = true;
      setHearing(false);
      if (closed) return;
      const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
      failures += 1;
      setTimeout(() => void connect(), delay).unref();
    };
    client.once('error', () => void client.end().catch(() => {}));
    client.once('end', reconnect);
    try {
      await client.connect();
      for (const channel of [PROBE_CHANNEL, ...handlers.keys()]) {
        await client.query(`listen ${client.escapeIdentifier(channel)}`);
      }
      await pool.query('select pg_notify($1, $2)', [PROBE_CHANNEL, probe]);
      // Behind a pooler that drops LISTEN the probe never comes back: go on without hearing.
      await Promise.race([heard, sleep(PROBE_WAIT_MS, undefined, { ref: false })]);
    } catch {
      reconnect();
      await client.end().catch(() => {});
    }
  };

  let started: Promise<void> | undefined;
  return {
    on(channel, handler) {
      handlers.set(channel, [...(handlers.get(channel) ?? []), handler]);
    },
    onHearing(handler) {
      hearingHandlers.push(handler);
    },
    get hearing() {
      return hearing;
    },
    start() {
      started ??= connect();
      return started;
    },
    async close() {
      closed = true;
      setHearing(false);
      await connection?.end().catch(() => {});
    },
  };
}
