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
   * changed while `find` ran (its answer may predate that change). Calls for a key being found
   * wait for that `find` rather than asking again.
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
 * every notification, forgetting everything the moment that stops. A token is looked up once
 * however many of its calls arrive meanwhile: a fresh instance's first calls (a dashboard's
 * tiles, a load balancer's burst) each asked the database, every one waiting behind the others.
 */
export function createSessionCache<Value>(listener: NotificationListener): SessionCache<Value> {
  const entries = new Map<string, Entry<Value>>();
  /** Counts the times everything was forgotten, so that a `find` overtaken by one is dropped. */
  let generation = 0;
  let trusted = listener.hearing;
  /** The lookups under way, by key, while trusted: dropped with everything else on a change. */
  const finding = new Map<string, Promise<Value | undefined>>();

  const clear = () => {
    generation += 1;
    entries.clear();
    finding.clear();
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

  const lookUp = async (key: string, find: () => Promise<Found<Value> | undefined>) => {
    const before = generation;
    const found = await find();
    if (found && trusted && generation === before && found.validForMs > 0) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      const until = performance.now() + Math.min(found.validForMs, MAX_AGE_MS);
      entries.set(key, { value: found.value, until });
    }
    return found?.value;
  };

  return {
    fetch(key, find) {
      if (!trusted) return lookUp(key, find);
      const value = remembered(key);
      if (value !== undefined) return Promise.resolve(value);
      let lookup = finding.get(key);
      if (lookup === undefined) {
        const started = lookUp(key, find).finally(() => {
          if (finding.get(key) === started) finding.delete(key);
        });
        lookup = started;
        finding.set(key, lookup);
      }
      return lookup;
    },
    clear,
    get trusted() {
      return trusted;
    },
  };
}
