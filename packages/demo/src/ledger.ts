import type { Driver, Merchant } from './people.js';
import { DAY_MS, type Timeline } from './timeline.js';

/**
 * What delivered orders earned, per merchant and driver and per week of delivery, in paise:
 * settlements are drawn from it so that they never exceed what was due when they were made.
 */
export function createLedger(timeline: Timeline) {
  const weeks = Math.ceil((timeline.now - timeline.start) / (7 * DAY_MS)) + 1;
  const merchantEarnings = new Map<Merchant, number[]>();
  const driverEarnings = new Map<Driver, number[]>();
  const driverCash = new Map<Driver, number[]>();
  const add = <K>(book: Map<K, number[]>, key: K, deliveredAt: number, paise: number) => {
    let row = book.get(key);
    if (!row) {
      row = new Array<number>(weeks).fill(0);
      book.set(key, row);
    }
    const week = Math.floor((deliveredAt - timeline.start) / (7 * DAY_MS));
    row[Math.max(0, week)]! += paise;
  };
  return {
    weeks,
    merchantEarnings,
    driverEarnings,
    driverCash,
    /** A merchant's items of an order delivered at `deliveredAt`. */
    merchantEarned: (merchant: Merchant, deliveredAt: number, paise: number) =>
      add(merchantEarnings, merchant, deliveredAt, paise),
    /** A driver's delivery fee and tip. */
    driverEarned: (driver: Driver, deliveredAt: number, paise: number) =>
      add(driverEarnings, driver, deliveredAt, paise),
    /** Cash a driver took from a cash-on-delivery customer. */
    driverCollected: (driver: Driver, deliveredAt: number, paise: number) =>
      add(driverCash, driver, deliveredAt, paise),
  };
}

export type Ledger = ReturnType<typeof createLedger>;
