import { setTimeout as sleep } from 'node:timers/promises';
import { isDeadlock } from '../repos/pg-errors.js';

/**
 * How many times a transaction is tried when PostgreSQL fails it to break a deadlock: one
 * transaction locks rows in the order its statements reach them (the Dashboard queue's triggers
 * lock every waiting order a change touches), another may reach the same rows in another order,
 * and one of the two is failed. Begun again once the other has gone on, it succeeds.
 */
const DEADLOCK_TRIES = 3;
/** The least pause before trying again, doubled at most at random so that two retries part. */
const DEADLOCK_PAUSE_MS = 20;

/**
 * Runs `transaction` (the whole of one transaction, begun afresh by each call), again when
 * PostgreSQL fails it to break a deadlock, up to `DEADLOCK_TRIES` times in all.
 */
export async function retryingDeadlocks<T>(transaction: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await transaction();
    } catch (error) {
      if (tries >= DEADLOCK_TRIES || !isDeadlock(error)) throw error;
      await sleep(DEADLOCK_PAUSE_MS * (1 + Math.random()));
    }
  }
}
