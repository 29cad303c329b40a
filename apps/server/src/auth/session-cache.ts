import type { NotificationListener } from '../db/notification-listener.js';

/** The channel migration 0006 notifies on any change to sessions or administrators. */
export const SESSION_CHANGES = 'satchel_sessions_changed';
/** How long a checked token is trusted at most, even with every notification received. */
const MAX_AGE_MS = 5 * 60_000;
/** Enough for every administrator's every open tab; the oldest entry makes room. */
const MAX_ENTRIES = 10_000;

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
}

/**
 * The sessions this instance has checked, so that a call with a known-good token costs no
 * query. The instance's notification listener hears every session or administrator change (a
 * trigger notifies when the change commits), on which everything is forgotten, so a logout or a
 * disabled account anywhere reaches every instance. It is trusted only while the listener hears
 * every notification, forgetting everything the moment that stops.
 */
export function createSessionCache<Value>(listener: NotificationListener): SessionCache<Value> {
  const entries = new Map<string, Entry<Value>>();
  /** Counts the times everything was forgotten, so that a `find` overtaken by one is dropped. */
  let generation = 0;
  let trusted = listener.hearing;

  const clear = () => {
    generation += 1;
    entries.clear();
  };
  listener.on(SESSION_CHANGES, clear);
  // Until the listener hears again, every token is checked in the database.
  listener.onHearing((hearing) => {
    clear();
    trusted = hearing;
  });

  const remembered = (key: string) => {
    const entry = entries.get(key);
    if (entry === undefined || entry.until > performance.now()) return entry?.value;
    entries.delete(key);
    return undefined;
  };

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
  };
}
