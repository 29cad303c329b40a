/** How big the demo is and where its time axis ends. */
export interface DemoOptions {
  readonly seed: number;
  readonly orders: number;
  readonly customers: number;
  readonly merchants: number;
  readonly drivers: number;
  /** Product rows, main products and variants together (approximately). */
  readonly products: number;
  readonly schools: number;
  /** How many days of orders end at `now`. */
  readonly days: number;
  /** The end of the time axis: the last order is just before it. */
  readonly now: Date;
}

/** The size an empty embedded database is seeded with at first start. */
export const DEMO_ORDERS = 20_000;
export const DEFAULT_SEED = 2026;

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** `at` in India's time zone, as fields read with the getUTC… methods. */
export const inIndia = (at: Date | number): Date =>
  new Date((typeof at === 'number' ? at : at.getTime()) + IST_OFFSET_MS);

const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.round(value)));

/**
 * Fills in what `given` leaves out. Counts scale from `orders` (20,000 orders: 5,000 customers,
 * 80 merchants, 67 drivers, 2,000 product rows, 20 schools); `now` defaults to the start of the
 * current minute, so the orders run up to the moment of seeding: today's charts have today's
 * orders, the newest still on their way.
 */
export function resolveDemoOptions(given: Partial<DemoOptions>, clock = new Date()): DemoOptions {
  const orders = given.orders ?? DEMO_ORDERS;
  const options: DemoOptions = {
    seed: given.seed ?? DEFAULT_SEED,
    orders,
    customers: given.customers ?? clamp(orders / 4, 20, 250_000),
    merchants: given.merchants ?? clamp(orders / 250, 12, 1_000),
    drivers: given.drivers ?? clamp(orders / 300, 8, 1_500),
    products: given.products ?? clamp(orders / 10, 150, 20_000),
    schools: given.schools ?? clamp(orders / 1_000, 6, 120),
    days: given.days ?? 180,
    now: given.now ?? new Date(clock.getTime() - (clock.getTime() % 60_000)),
  };
  const problems = Object.entries(options)
    .filter(([name, value]) => name !== 'now' && !(Number.isSafeInteger(value) && value >= 0))
    .map(([name]) => `${name} must be a whole number`);
  if (options.customers < 2) problems.push('customers must be at least 2');
  for (const name of ['merchants', 'drivers', 'schools', 'days'] as const) {
    if (options[name] < 1) problems.push(`${name} must be at least 1`);
  }
  if (options.products < 20) problems.push('products must be at least 20');
  if (Number.isNaN(options.now.getTime())) problems.push('now must be a valid date');
  if (problems.length > 0) throw new RangeError(problems.join('; '));
  return options;
}
