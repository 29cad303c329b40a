import {
  branchClassLevels,
  branches,
  bundleMerchants,
  bundleProducts,
  bundles,
  schools,
} from '@satchel/db/schema';
import { type Batch, batch } from './batch.js';
import type { Listing, Sellable } from './catalogue.js';
import { productDefinitions, setTypeOfCategory } from './catalogue-data.js';
import { createIdMaker } from './ids.js';
import { cities } from './india.js';
import { percentOf, percentText } from './money.js';
import type { DemoOptions } from './options.js';
import type { Merchant } from './people.js';
import { schoolLogoKey } from './pictures.js';
import { createRandom } from './random.js';
import { classLevelsOf, schoolDefinitions } from './schools-data.js';
import { DAY_MS, type Timeline } from './timeline.js';

export interface Bundle {
  readonly id: string;
  /** The unit price: its products' prices less the discount, plus the tax. */
  readonly pricePaise: number;
  readonly merchants: readonly Merchant[];
}

type SetType = 'bookSet' | 'copySet' | 'stationerySet';

const landmarks = [
  'City Mall',
  'Central Park',
  'Metro Station',
  'Government Hospital',
  'Bus Stand',
  'Post Office',
  'Railway Station',
  'Shiv Mandir',
];

/** The name a school goes by: numbered (Kendriya Vidyalaya No. 3) or, when repeated, by city. */
function schoolName(index: number): { name: string; short: string } {
  const definition = schoolDefinitions[index % schoolDefinitions.length]!;
  const round = Math.floor(index / schoolDefinitions.length);
  if (definition.numbered) {
    return {
      name: `${definition.name} No. ${round + 1}`,
      short: `${definition.short} No. ${round + 1}`,
    };
  }
  if (round === 0) return { name: definition.name, short: definition.short };
  const city = cities[(index * 7 + round) % cities.length]!.city;
  return {
    name: `${definition.name}, ${city}`,
    short: `${definition.short} ${city}`,
  };
}

/**
 * The names of the schools' logos: each school its own (a branch of a chain in another city is
 * another school, with another logo), showing the short name parents use.
 */
export const schoolLogoNames = (count: number): { name: string; short: string }[] =>
  Array.from({ length: count }, (_, i) => schoolName(i));

/**
 * Schools with branches across cities, the classes each branch teaches, and for some classes
 * book, copy and stationery sets made of listed products and supplied by the merchants that
 * list them.
 */
export function createSchools(
  options: DemoOptions,
  timeline: Timeline,
  listings: readonly Listing[],
) {
  const schoolId = createIdMaker(options.seed, 'school');
  const branchId = createIdMaker(options.seed, 'branch');
  const bundleId = createIdMaker(options.seed, 'bundle');
  const listingsBySet = new Map<string, Listing[]>();
  for (const listing of listings) {
    const definition = productDefinitions[listing.definitionIndex]!;
    const setType = setTypeOfCategory[definition.category];
    if (!setType || !listing.merchant.fulfils) continue;
    // Books are per class; copies and stationery suit every class.
    const key = setType === 'bookSet' ? `bookSet:${definition.classLevel}` : setType;
    const list = listingsBySet.get(key) ?? [];
    list.push(listing);
    listingsBySet.set(key, list);
  }

  const schoolRows: (typeof schools)['$inferInsert'][] = [];
  const branchRows: (typeof branches)['$inferInsert'][] = [];
  const levelRows: (typeof branchClassLevels)['$inferInsert'][] = [];
  const bundleRows: (typeof bundles)['$inferInsert'][] = [];
  const bundleProductRows: (typeof bundleProducts)['$inferInsert'][] = [];
  const bundleMerchantRows: (typeof bundleMerchants)['$inferInsert'][] = [];
  const bundleList: Bundle[] = [];

  for (let s = 0; s < options.schools; s++) {
    const random = createRandom(options.seed, 'school', s);
    const definition = schoolDefinitions[s % schoolDefinitions.length]!;
    const { name, short } = schoolName(s);
    const createdAt = new Date(Math.floor(timeline.opened + random.next() * 60 * DAY_MS));
    const id = schoolId(s, createdAt);
    schoolRows.push({
      id,
      schoolName: name,
      displayName: short,
      logo: schoolLogoKey(name),
      status: random.chance(0.9) ? 'active' : 'inactive',
      createdAt,
    });
    const levels = classLevelsOf(definition);
    const branchCount = random.int(1, 3);
    for (let b = 0; b < branchCount; b++) {
      const city = random.pick(cities);
      const branchCreated = new Date(createdAt.getTime() + b * 3 * DAY_MS);
      const branch = branchId(branchRows.length, branchCreated);
      branchRows.push({
        id: branch,
        schoolId: id,
        status: random.chance(0.92) ? 'active' : 'inactive',
        area: random.pick(city.areas),
        city: city.city,
        state: city.state,
        nearBy: `Near ${random.pick(landmarks)}`,
        zipCode: `${city.pinPrefix}${String(random.int(1, 99)).padStart(3, '0')}`,
        country: 'India',
        createdAt: branchCreated,
      });
      for (const classLevel of levels) {
        levelRows.push({ branchId: branch, classLevel, createdAt: branchCreated });
      }
      for (const classLevel of random.sample(levels, 4)) {
        for (const setType of ['bookSet', 'copySet', 'stationerySet'] as const) {
          if (setType !== 'bookSet' && random.chance(0.4)) continue;
          const key = setType === 'bookSet' ? `bookSet:${classLevel}` : setType;
          const candidates = listingsBySet.get(key) ?? [];
          const chosen = pickProducts(random, candidates, setType);
          if (chosen.length === 0) continue;
          const bundleCreated = new Date(branchCreated.getTime() + random.int(1, 30) * DAY_MS);
          const bundle = bundleId(bundleRows.length, bundleCreated);
          const discount = random.pick([0, 0, 500, 1000]);
          // Books carry no GST; copies and stationery 12 % or 18 %.
          const tax = setType === 'bookSet' ? 0 : random.pick([1200, 1800]);
          const status = random.chance(0.9) ? 'active' : 'inactive';
          bundleRows.push({
            id: bundle,
            schoolId: id,
            branchId: branch,
            classLevel,
            status,
            setType,
            setStatus: status === 'active' && random.chance(0.95) ? 'active' : 'inactive',
            discount: percentText(discount),
            tax: percentText(tax),
            createdAt: bundleCreated,
          });
          for (const product of chosen) {
            bundleProductRows.push({
              bundleId: bundle,
              productId: product.id,
              createdAt: bundleCreated,
            });
          }
          const suppliers = [...new Set(chosen.map((product) => product.merchant))].slice(0, 3);
          for (const merchant of suppliers) {
            bundleMerchantRows.push({
              bundleId: bundle,
              merchantId: merchant.id,
              customPack: random.chance(0.8),
              customDiscount: percentText(random.pick([0, 0, 200, 500])),
              createdAt: bundleCreated,
            });
          }
          const listPrice = chosen.reduce((sum, product) => sum + product.pricePaise, 0);
          const discounted = listPrice - percentOf(listPrice, discount);
          bundleList.push({
            id: bundle,
            pricePaise: discounted + percentOf(discounted, tax),
            merchants: suppliers,
          });
        }
      }
    }
  }

  function* batches(): Generator<Batch> {
    yield batch(schools, schoolRows);
    yield batch(branches, branchRows);
    yield batch(branchClassLevels, levelRows);
    yield batch(bundles, bundleRows);
    yield batch(bundleProducts, bundleProductRows);
    yield batch(bundleMerchants, bundleMerchantRows);
  }
  return { bundles: bundleList, batches };
}

/** Distinct products for one set: one sellable per definition, mostly from one merchant. */
function pickProducts(
  random: ReturnType<typeof createRandom>,
  candidates: readonly Listing[],
  setType: SetType,
): Sellable[] {
  if (candidates.length === 0) return [];
  const wanted = setType === 'bookSet' ? random.int(3, 6) : random.int(3, 5);
  const seen = new Set<number>();
  const chosen: Sellable[] = [];
  for (const listing of random.sample(candidates, wanted * 3)) {
    if (seen.has(listing.definitionIndex)) continue;
    seen.add(listing.definitionIndex);
    chosen.push(random.pick(listing.sellables));
    if (chosen.length === wanted) break;
  }
  return chosen;
}
