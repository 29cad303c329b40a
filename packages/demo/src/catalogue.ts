import { categories, productOffers, products } from '@satchel/db/schema';
import { type Batch, batch } from './batch.js';
import {
  categoryDefinitions,
  type ProductDefinition,
  productDefinitions,
} from './catalogue-data.js';
import { createIdMaker } from './ids.js';
import { rupees } from './money.js';
import type { DemoOptions } from './options.js';
import type { Merchant } from './people.js';
import { categoryLogoKey, productPictureKeys } from './pictures.js';
import { createRandom } from './random.js';
import { DAY_MS, HOUR_MS, type Timeline } from './timeline.js';

export interface Category {
  readonly id: string;
  readonly name: string;
  readonly displayName: string;
}

export function createCategories(options: DemoOptions, timeline: Timeline) {
  const idOf = createIdMaker(options.seed, 'category');
  const rows = categoryDefinitions.map((definition, index) => {
    const createdAt = new Date(timeline.opened - (30 - index) * DAY_MS);
    return {
      id: idOf(index, createdAt),
      name: definition.name,
      displayName: definition.displayName,
      logo: categoryLogoKey(definition.name),
      logoUrl: null,
      createdAt,
    };
  });
  const byName = new Map<string, Category>(rows.map((row) => [row.name, row]));
  return { byName, list: rows as readonly Category[], batch: batch(categories, rows) };
}

/** A product a customer can put in the basket: a variant, or a main product without any. */
export interface Sellable {
  readonly id: string;
  readonly pricePaise: number;
  readonly merchant: Merchant;
  readonly definition: ProductDefinition;
  readonly title: string;
}

/** The product rows of one merchant for one definition. */
export interface Listing {
  readonly mainId: string;
  readonly definitionIndex: number;
  readonly merchant: Merchant;
  readonly sellables: readonly Sellable[];
}

/** The cities where a merchant that fulfils orders lists products: where customers can order. */
export const suppliedCities = (listings: readonly Listing[]): Set<string> =>
  new Set(listings.filter((listing) => listing.merchant.fulfils).map((l) => l.merchant.city.city));

/**
 * Each merchant lists a share of the catalogue definitions (as its own product rows, with its
 * own prices) until about `options.products` rows exist.
 */
export function createProducts(
  options: DemoOptions,
  merchantList: readonly Merchant[],
  categoryByName: ReadonlyMap<string, Category>,
  timeline: Timeline,
) {
  const random = createRandom(options.seed, 'products');
  const idOf = createIdMaker(options.seed, 'product');
  const carried = merchantList.map(() => new Set<number>());
  const listings: Listing[] = [];
  const rows: (typeof products)['$inferInsert'][] = [];
  const capacity = merchantList.length * productDefinitions.length;
  const offers = createOffers(options, merchantList, timeline);

  for (let turn = 0; rows.length < options.products && listings.length < capacity; turn++) {
    const merchantIndex = turn % merchantList.length;
    const merchant = merchantList[merchantIndex]!;
    const mine = carried[merchantIndex]!;
    if (mine.size === productDefinitions.length) continue;
    let definitionIndex = random.int(0, productDefinitions.length - 1);
    while (mine.has(definitionIndex))
      definitionIndex = (definitionIndex + 1) % productDefinitions.length;
    mine.add(definitionIndex);

    const definition = productDefinitions[definitionIndex]!;
    const category = categoryByName.get(definition.category)!;
    const kind = categoryPicture.get(definition.category)!;
    // Listed within days of joining (merchants still onboarding joined recently: not after now).
    const listedAt = merchant.createdAt + random.int(1, 10) * DAY_MS * 0.5;
    const createdAt = new Date(Math.floor(Math.min(listedAt, timeline.now - HOUR_MS)));
    // Shops round their prices differently; never below ₹1.
    const markup = random.pick([0, 0, 0, 500, 1000, -500]);
    const priced = (paise: number) => Math.max(100, paise + markup);
    const images = random.sample(productPictureKeys(kind), random.int(1, 2));
    const adminDisabled = random.chance(0.03);
    const status = random.chance(0.05) ? 'disabled' : 'enabled';
    const stock = () => (random.chance(0.06) ? 0 : random.int(5, 400));
    const base = {
      merchantId: merchant.id,
      categoryId: category.id,
      brand: definition.brand,
      description: definition.description,
      images,
      adminDisabled,
      status,
      createdAt,
    } as const;
    const mainId = idOf(rows.length, createdAt);
    const cheapest = Math.min(
      definition.pricePaise,
      ...definition.variants.map((v) => v.pricePaise),
    );
    rows.push({
      ...base,
      id: mainId,
      parentProductId: null,
      productType: 'main',
      sku: definition.sku,
      title: definition.title,
      price: rupees(priced(cheapest)),
      stock: definition.variants.length > 0 ? 0 : stock(),
    });
    const sellables: Sellable[] = [];
    if (definition.variants.length === 0) {
      sellables.push({
        id: mainId,
        pricePaise: priced(cheapest),
        merchant,
        definition,
        title: definition.title,
      });
    }
    for (const variant of definition.variants) {
      const id = idOf(rows.length, createdAt);
      const title = `${definition.title} – ${variant.label}`;
      rows.push({
        ...base,
        id,
        parentProductId: mainId,
        productType: 'variant',
        sku: `${definition.sku}-${variant.sku}`,
        title,
        price: rupees(priced(variant.pricePaise)),
        stock: stock(),
      });
      sellables.push({ id, pricePaise: priced(variant.pricePaise), merchant, definition, title });
    }
    listings.push({ mainId, definitionIndex, merchant, sellables });
    offers.add(sellables, createdAt.getTime());
  }

  function* batches(): Generator<Batch> {
    for (let from = 0; from < rows.length; from += 10_000) {
      yield batch(products, rows.slice(from, from + 10_000));
    }
    yield batch(productOffers, offers.rows);
  }
  return { listings, batches };
}

/**
 * Offers (what the bulk-assign CSV makes): a fifth of the listings are also supplied by one or
 * two other merchants of the same city, at their own price and stock. A random stream of their
 * own, so the rest of the demo is what it was without them.
 */
function createOffers(options: DemoOptions, merchantList: readonly Merchant[], timeline: Timeline) {
  const random = createRandom(options.seed, 'offers');
  const byCity = new Map<string, Merchant[]>();
  for (const merchant of merchantList.filter((candidate) => candidate.fulfils)) {
    byCity.set(merchant.city.city, [...(byCity.get(merchant.city.city) ?? []), merchant]);
  }
  const rows: (typeof productOffers)['$inferInsert'][] = [];
  return {
    rows,
    add(sellables: readonly Sellable[], listedAt: number) {
      const owner = sellables[0]?.merchant;
      if (!owner || !random.chance(0.2)) return;
      const neighbours = (byCity.get(owner.city.city) ?? []).filter((other) => other !== owner);
      const suppliers = random.sample(neighbours, Math.min(neighbours.length, random.int(1, 2)));
      for (const supplier of suppliers) {
        const at = Math.max(listedAt, supplier.createdAt) + random.int(1, 20) * DAY_MS;
        const createdAt = new Date(Math.floor(Math.min(at, timeline.now - HOUR_MS)));
        for (const sellable of sellables) {
          rows.push({
            productId: sellable.id,
            merchantId: supplier.id,
            price: rupees(Math.max(100, sellable.pricePaise + random.pick([-300, 0, 0, 500]))),
            stock: random.int(0, 150),
            createdAt,
            updatedAt: createdAt,
          });
        }
      }
    },
  };
}

const categoryPicture = new Map(categoryDefinitions.map((c) => [c.name, c.picture]));
