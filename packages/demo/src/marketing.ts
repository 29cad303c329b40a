import {
  banners,
  competitionProducts,
  competitions,
  couponAssignments,
  coupons,
} from '@satchel/db/schema';
import { type Batch, batch } from './batch.js';
import type { Category, Listing } from './catalogue.js';
import { competitionDefinitions, productDefinitions } from './catalogue-data.js';
import { createIdMaker } from './ids.js';
import { percentText } from './money.js';
import type { DemoOptions } from './options.js';
import type { Customer } from './people.js';
import { bannerKey, competitionLogoKey } from './pictures.js';
import { createRandom } from './random.js';
import { DAY_MS, HOUR_MS, type Timeline } from './timeline.js';

export function createCompetitions(
  options: DemoOptions,
  timeline: Timeline,
  listings: readonly Listing[],
) {
  const random = createRandom(options.seed, 'competitions');
  const idOf = createIdMaker(options.seed, 'competition');
  const rows: (typeof competitions)['$inferInsert'][] = [];
  const links: (typeof competitionProducts)['$inferInsert'][] = [];
  competitionDefinitions.forEach((definition, index) => {
    const createdAt = new Date(Math.floor(timeline.start - random.int(10, 200) * DAY_MS));
    const id = idOf(index, createdAt);
    rows.push({
      id,
      name: definition.name,
      logo: competitionLogoKey(definition.name),
      status: random.chance(0.8) ? 'active' : 'inactive',
      createdAt,
    });
    const kits = listings.filter((listing) =>
      productDefinitions[listing.definitionIndex]!.sku.startsWith(definition.kitSku),
    );
    for (const listing of random.sample(kits, 12)) {
      links.push({ competitionId: id, productId: listing.mainId, createdAt });
    }
  });
  const names = competitionDefinitions.map((definition) => definition.name);
  return { names, batches: [batch(competitions, rows), batch(competitionProducts, links)] };
}

export interface Coupon {
  readonly id: string;
  readonly freeDelivery: boolean;
  readonly createdAt: number;
  /** Null: never expires. */
  readonly expiresAt: number | null;
}

const couponNames = [
  'Back to School',
  'Summer Sale',
  'Free Delivery Weekend',
  'New Session Offer',
  'Welcome Bonus',
  'Exam Ready',
  'Monsoon Savings',
  'Teachers Day Special',
  'Republic Day Offer',
  'Stationery Fest',
  'Book Week',
  'Olympiad Prep',
  'First Order Free Delivery',
  'Holi Colours',
  'Independence Day Deal',
  'Weekend Saver',
];

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * Coupons of both types: some global, some assigned to chosen customers, some expired, some
 * never expiring, some without a usage limit. Codes follow the console's rule (the first three
 * letters of the name, P or FD, the two-digit value, four random characters, at most 12).
 */
export function createCoupons(
  options: DemoOptions,
  timeline: Timeline,
  adminId: string,
  customerAt: (index: number) => Customer,
) {
  const random = createRandom(options.seed, 'coupons');
  const idOf = createIdMaker(options.seed, 'coupon');
  const rows: (typeof coupons)['$inferInsert'][] = [];
  const assignments: (typeof couponAssignments)['$inferInsert'][] = [];
  const list: Coupon[] = [];
  const codes = new Set<string>();
  couponNames.forEach((name, index) => {
    const freeDelivery = name.includes('Free Delivery') || random.chance(0.25);
    const value = freeDelivery ? 0 : random.pick([5, 10, 10, 15, 20, 25]);
    let code: string;
    do {
      code = `${name
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 3)
        .toUpperCase()}${freeDelivery ? 'FD' : 'P'}${String(value).padStart(2, '0')}${random.chars(CODE_ALPHABET, 4)}`.slice(
        0,
        12,
      );
    } while (codes.has(code));
    codes.add(code);
    const createdAt = Math.floor(
      timeline.start + random.next() * (timeline.now - timeline.start - 2 * DAY_MS),
    );
    // The first coupons cover the cases every screen must show: expired, never expiring.
    const expiry =
      index === 0
        ? 'never'
        : index === 1
          ? 'expired'
          : random.weighted([
              ['never', 25],
              ['expired', 30],
              ['future', 45],
            ] as const);
    const expiresAt =
      expiry === 'never'
        ? null
        : expiry === 'expired'
          ? Math.floor(createdAt + random.next() * (timeline.now - createdAt - HOUR_MS))
          : timeline.now + random.int(24, 24 * 90) * HOUR_MS;
    const usageLimit =
      index === 0 || random.chance(0.3) ? null : random.pick([50, 100, 100, 500, 1000, 5000]);
    const maxUsagePerUser = Math.min(random.pick([1, 1, 2, 3]), usageLimit ?? 3);
    const id = idOf(index, new Date(createdAt));
    const global = index % 3 === 0 || random.chance(0.2);
    rows.push({
      id,
      code,
      name,
      createdBy: adminId,
      type: freeDelivery ? 'free_delivery' : 'percentage',
      value: percentText(value * 100),
      isActive: expiry !== 'expired' && random.chance(0.8),
      expiresAt: expiresAt === null ? null : new Date(expiresAt),
      usageLimit,
      usedCount: random.int(0, usageLimit ?? 2_000),
      maxUsagePerUser,
      global,
      createdAt: new Date(createdAt),
    });
    list.push({ id, freeDelivery, createdAt, expiresAt });
    if (!global) {
      const customers = new Set<number>();
      const wanted = Math.min(random.int(5, 40), options.customers);
      while (customers.size < wanted) customers.add(random.int(0, options.customers - 1));
      for (const index of [...customers].sort((a, b) => a - b)) {
        const customer = customerAt(index).row;
        const since = Math.max(createdAt, customer.createdAt!.getTime());
        assignments.push({
          couponId: id,
          customerId: customer.id!,
          assignedBy: adminId,
          assignedAt: new Date(Math.floor(since + random.next() * (timeline.now - since))),
        });
      }
    }
  });
  return { list, batches: [batch(coupons, rows), batch(couponAssignments, assignments)] };
}

const bannerPlans = [
  { title: 'Back to School Sale', type: 'category', category: 'stationery' },
  { title: 'New Session Textbooks', type: 'category', category: 'textbooks' },
  { title: 'Olympiad Prep Kits', type: 'category', category: 'competition-kits' },
  { title: 'Notebook Mega Packs', type: 'product', category: 'notebooks' },
  { title: 'Art Supplies Week', type: 'category', category: 'art-supplies' },
  { title: 'Free Delivery Above 499', type: 'none', category: null },
  { title: 'Uniform Essentials', type: 'category', category: 'uniform-accessories' },
  { title: 'Exam Season Calculators', type: 'product', category: 'geometry-and-maths' },
] as const;

export const bannerTitles = bannerPlans.map((plan) => plan.title);

export function createBanners(
  options: DemoOptions,
  timeline: Timeline,
  categoryByName: ReadonlyMap<string, Category>,
  listings: readonly Listing[],
): Batch {
  const random = createRandom(options.seed, 'banners');
  const idOf = createIdMaker(options.seed, 'banner');
  const rows = bannerPlans.map((plan, index) => {
    const createdAt = new Date(
      Math.floor(timeline.start + random.next() * (timeline.now - timeline.start)),
    );
    const category = plan.category ? categoryByName.get(plan.category) : undefined;
    const product =
      plan.type === 'product'
        ? listings.find(
            (listing) => productDefinitions[listing.definitionIndex]!.category === plan.category,
          )
        : undefined;
    // A product banner whose category nobody lists leads nowhere rather than to a missing row.
    const type = plan.type === 'product' && !product ? 'none' : plan.type;
    return {
      id: idOf(index, createdAt),
      title: plan.title,
      type,
      redirectId: type === 'category' ? category!.id : type === 'product' ? product!.mainId : null,
      bannerUrl: bannerKey(plan.title),
      status:
        index === bannerPlans.length - 1 || random.chance(0.2)
          ? ('inactive' as const)
          : ('active' as const),
      categoryName: type === 'category' ? category!.displayName : null,
      createdAt,
    };
  });
  return batch(banners, rows);
}
