import type { Batch } from './batch.js';
import { createCategories, createProducts, suppliedCities } from './catalogue.js';
import { categoryDefinitions } from './catalogue-data.js';
import { createLedger } from './ledger.js';
import { bannerTitles, createBanners, createCompetitions, createCoupons } from './marketing.js';
import type { DemoOptions } from './options.js';
import { orderBatches } from './orders.js';
import { createCustomers, createDrivers, createMerchants } from './people.js';
import { demoPictures, type Picture } from './pictures.js';
import { createSchools, schoolLogoNames } from './schools.js';
import { settlementBatches } from './settlements.js';
import { timelineOf } from './timeline.js';

export interface Demo {
  /** Every picture the rows refer to, to put in the file storage. */
  readonly pictures: readonly Picture[];
  /** The rows, table by table in foreign-key order; orders come in chunks, generated lazily. */
  batches(): Generator<Batch>;
}

/**
 * The demo marketplace for `options`, the same for the same options: schools, merchants,
 * drivers, customers, the catalogue, marketing, months of orders and the settlements they
 * allow. `adminId` is who created the coupons and made the settlements.
 */
export function createDemo(options: DemoOptions, adminId: string): Demo {
  const timeline = timelineOf(options);
  const merchants = createMerchants(options, timeline);
  const drivers = createDrivers(options, timeline);
  const categories = createCategories(options, timeline);
  const products = createProducts(options, merchants.list, categories.byName, timeline);
  const customers = createCustomers(options, timeline, suppliedCities(products.listings));
  const schools = createSchools(options, timeline, products.listings);
  const competitions = createCompetitions(options, timeline, products.listings);
  const coupons = createCoupons(options, timeline, adminId, customers.customerAt);

  return {
    pictures: demoPictures({
      categories: categoryDefinitions,
      schools: schoolLogoNames(options.schools),
      competitions: competitions.names,
      banners: bannerTitles,
    }),
    *batches() {
      yield* customers.batches();
      yield merchants.batch;
      yield drivers.batch;
      yield categories.batch;
      yield* products.batches();
      yield* schools.batches();
      yield* competitions.batches;
      yield* coupons.batches;
      yield createBanners(options, timeline, categories.byName, products.listings);
      const ledger = createLedger(timeline);
      yield* orderBatches(
        options,
        timeline,
        {
          customerAt: customers.customerAt,
          signedUpBy: customers.signedUpBy,
          drivers: drivers.list,
          listings: products.listings,
          bundles: schools.bundles,
          coupons: coupons.list,
        },
        ledger,
      );
      yield* settlementBatches(options, timeline, ledger, adminId);
    },
  };
}
