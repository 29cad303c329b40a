import { driverSettlements, merchantSettlements } from '@satchel/db/schema';
import { type Batch, batch } from './batch.js';
import { createIdMaker } from './ids.js';
import type { Ledger } from './ledger.js';
import { rupees } from './money.js';
import { type DemoOptions, inIndia } from './options.js';
import { createRandom, type Random } from './random.js';
import { DAY_MS, HOUR_MS, type Timeline } from './timeline.js';

const banks = ['HDFC', 'ICIC', 'SBIN', 'UTIB', 'KKBK', 'PUNB'];

interface Payout {
  readonly at: number;
  readonly paise: number;
}

/**
 * Weekly payouts against what `weeklyPaise` earned: after some weeks, a share of what is due
 * then (never all of it, never more), rounded down to whole rupees.
 */
function payouts(
  random: Random,
  timeline: Timeline,
  weeklyPaise: readonly number[],
  minimumPaise: number,
  share: readonly [number, number],
): Payout[] {
  const list: Payout[] = [];
  let earned = 0;
  let settled = 0;
  weeklyPaise.forEach((paise, week) => {
    earned += paise;
    const at = timeline.start + (week + 1) * 7 * DAY_MS + random.int(10, 60) * HOUR_MS;
    const due = earned - settled;
    if (at >= timeline.now || due < minimumPaise || !random.chance(0.65)) return;
    const fraction = share[0] + random.next() * (share[1] - share[0]);
    const amount = Math.floor((due * fraction) / 100) * 100;
    if (amount <= 0) return;
    list.push({ at, paise: amount });
    settled += amount;
  });
  return list;
}

/** An RTGS-style UTR: bank code, R, the date, eight digits unique per settlement. */
function transactionId(random: Random, sequence: number, at: number): string {
  const day = inIndia(at).toISOString().slice(0, 10).replace(/-/g, '');
  const digits = (sequence * 7_919 + 12_345_678) % 100_000_000;
  return `${random.pick(banks)}R${day}${String(digits).padStart(8, '0')}`;
}

export function settlementBatches(
  options: DemoOptions,
  timeline: Timeline,
  ledger: Ledger,
  adminId: string,
): Batch[] {
  const random = createRandom(options.seed, 'settlements');
  const merchantId = createIdMaker(options.seed, 'merchant-settlement');
  const driverId = createIdMaker(options.seed, 'driver-settlement');

  const merchantRows: (typeof merchantSettlements)['$inferInsert'][] = [];
  for (const [merchant, weekly] of ledger.merchantEarnings) {
    for (const { at, paise } of payouts(random, timeline, weekly, 50_000, [0.5, 0.95])) {
      const createdAt = new Date(at);
      const sequence = merchantRows.length;
      merchantRows.push({
        id: merchantId(sequence, createdAt),
        transactionId: transactionId(random, sequence, at),
        merchantId: merchant.id,
        amount: rupees(paise),
        settledBy: adminId,
        createdAt,
      });
    }
  }

  const driverRows: (typeof driverSettlements)['$inferInsert'][] = [];
  const books = [
    ['earning', ledger.driverEarnings, 20_000, [0.5, 0.95]],
    ['cashCollected', ledger.driverCash, 50_000, [0.8, 0.98]],
  ] as const;
  for (const [type, book, minimum, share] of books) {
    for (const [driver, weekly] of book) {
      for (const { at, paise } of payouts(random, timeline, weekly, minimum, share)) {
        const createdAt = new Date(at);
        driverRows.push({
          id: driverId(driverRows.length, createdAt),
          driverId: driver.id,
          type,
          amount: rupees(paise),
          settledBy: adminId,
          createdAt,
        });
      }
    }
  }
  return [batch(merchantSettlements, merchantRows), batch(driverSettlements, driverRows)];
}
