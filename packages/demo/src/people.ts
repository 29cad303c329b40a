import { customers, drivers, merchants } from '@satchel/db/schema';
import { type Batch, batch } from './batch.js';
import { createIdMaker } from './ids.js';
import {
  type City,
  cities,
  emailDomains,
  firstNames,
  lastNames,
  mobileNumber,
  pinCode,
  streetNames,
} from './india.js';
import type { DemoOptions } from './options.js';
import {
  driverDocumentKeys,
  driverPhotoKeys,
  merchantDocumentKeys,
  storePhotoKeys,
} from './pictures.js';
import { createRandom, type Random } from './random.js';
import { DAY_MS, HOUR_MS, type Timeline } from './timeline.js';

/** Bigger cities get more people: the first cities of the list weigh most. */
const cityWeights = cities.map((city, i) => [city, 1 / (1 + i * 0.18)] as const);
const pickCity = (random: Random): City => random.weighted(cityWeights);

/** A point within a few kilometres of the city centre, as numeric(9,6) text. */
export function nearCity(random: Random, city: City, spread = 0.08) {
  return {
    latitude: (city.latitude + (random.next() - 0.5) * spread).toFixed(6),
    longitude: (city.longitude + (random.next() - 0.5) * spread).toFixed(6),
  };
}

const streetAddress = (random: Random, city: City) =>
  `${random.int(1, 450)}, ${random.pick(streetNames)}, ${random.pick(city.areas)}`;

export interface Customer {
  readonly row: (typeof customers)['$inferInsert'];
  readonly city: City;
  readonly address: string;
  readonly postalCode: string;
  readonly latitude: string;
  readonly longitude: string;
}

/**
 * Customers are a pure function of their index, so orders can refer to any of them without
 * keeping them in memory. Index order is signing-up order: 60 % joined before the order window,
 * the rest during it. They live in `servedCities` (where merchants supply orders), so that
 * every order has merchants near its customer.
 */
export function createCustomers(
  options: DemoOptions,
  timeline: Timeline,
  servedCities: ReadonlySet<string>,
) {
  const idOf = createIdMaker(options.seed, 'customer');
  const served = cityWeights.filter(([city]) => servedCities.has(city.city));
  if (served.length === 0) throw new Error('No merchant supplies orders: raise --merchants');
  const total = options.customers;
  const early = Math.floor(total * 0.6);

  /** Where customer `index`'s sign-up slot begins, as a time. */
  const slotStart = (position: number) =>
    position <= early
      ? timeline.opened + (position / early) * (timeline.start - timeline.opened)
      : timeline.start + ((position - early) / (total - early)) * (timeline.now - timeline.start);

  /** How many customers had signed up (their whole slot) by `time`. */
  const signedUpBy = (time: number) => {
    const position =
      time <= timeline.start
        ? (early * (time - timeline.opened)) / (timeline.start - timeline.opened)
        : early + ((total - early) * (time - timeline.start)) / (timeline.now - timeline.start);
    return Math.max(0, Math.min(total, Math.floor(position)));
  };

  const customerAt = (index: number): Customer => {
    const random = createRandom(options.seed, 'customer', index);
    const from = slotStart(index);
    const createdAt = new Date(Math.floor(from + random.next() * (slotStart(index + 1) - from)));
    const first = random.pick(firstNames);
    const last = random.pick(lastNames);
    const handle = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    const status = random.weighted([
      ['active', 85],
      ['pending', 6],
      ['inactive', 5],
      ['suspended', 4],
    ] as const);
    const lastLogin =
      status === 'pending'
        ? null
        : new Date(
            Math.floor(createdAt.getTime() + random.next() * (timeline.now - createdAt.getTime())),
          );
    const city = random.weighted(served);
    const postalCode = pinCode(city, random.int(1, 99));
    return {
      row: {
        id: idOf(index, createdAt),
        name: `${first} ${last}`,
        phone: mobileNumber(0, index),
        email: random.chance(0.7) ? `${handle}${index}@${random.pick(emailDomains)}` : null,
        website: random.chance(0.03) ? `https://www.${handle.replace('.', '')}.in` : null,
        status,
        lastLoggedAt: lastLogin,
        createdAt,
      },
      city,
      address: streetAddress(random, city),
      postalCode,
      ...nearCity(random, city),
    };
  };

  function* batches(): Generator<Batch> {
    const size = 10_000;
    for (let from = 0; from < total; from += size) {
      const rows = [];
      for (let i = from; i < Math.min(total, from + size); i++) rows.push(customerAt(i).row);
      yield batch(customers, rows);
    }
  }

  return { customerAt, signedUpBy, batches };
}

const storeNamePatterns: readonly ((last: string, area: string, first: string) => string)[] = [
  (last) => `${last} Book Depot`,
  (last) => `${last} Stationers`,
  (_, area) => `New ${area} Book House`,
  (_, __, first) => `${first} Book Centre`,
  () => 'Shree Ganesh Stationery Mart',
  () => 'Saraswati Pustak Bhandar',
  () => "Students' Corner",
  () => 'Om Sai Stationers',
  () => 'Balaji Book Agency',
  (last) => `${last} Brothers Stationers`,
  () => 'Vidya Book Stall',
  () => 'Modern Book Store',
];

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN check character over its first 14 characters (the official mod-36 scheme). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_ALPHABET.indexOf(first14[i] as string) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36] as string;
}

/** State code, a PAN (5 letters, 4 digits, a letter; the 4th letter says firm or person), 1, Z, check. */
function gstin(random: Random, city: City): string {
  const pan = `${random.chars(LETTERS, 3)}${random.pick(['P', 'F'])}${random.chars(LETTERS, 1)}${random.chars('0123456789', 4)}${random.chars(LETTERS, 1)}`;
  const first14 = `${city.gstCode}${pan}1Z`;
  return first14 + gstinCheckCharacter(first14);
}

export interface Merchant {
  readonly id: string;
  readonly city: City;
  /** Onboarded (active, inactive or suspended): it has fulfilled orders. */
  readonly fulfils: boolean;
  readonly createdAt: number;
}

/** Statuses a merchant with a GST number can have (the spec's selector offers no inactive). */
const gstStatuses = ['active', 'pending', 'incomplete', 'suspended'] as const;
const allStatuses = ['active', 'pending', 'inactive', 'incomplete', 'suspended'] as const;
const statusWeights = { active: 70, pending: 8, inactive: 7, incomplete: 8, suspended: 7 } as const;

export function createMerchants(options: DemoOptions, timeline: Timeline) {
  const idOf = createIdMaker(options.seed, 'merchant');
  const list: Merchant[] = [];
  const rows: (typeof merchants)['$inferInsert'][] = [];
  for (let index = 0; index < options.merchants; index++) {
    const random = createRandom(options.seed, 'merchant', index);
    // Every status shows up: the first merchants go through them (without GST, all five apply).
    const hasGst = index < allStatuses.length ? false : random.chance(0.7);
    const statuses = hasGst ? gstStatuses : allStatuses;
    const status =
      index < allStatuses.length
        ? allStatuses[index]!
        : random.weighted(statuses.map((s) => [s, statusWeights[s]] as const));
    const onboarding = status === 'pending' || status === 'incomplete';
    const createdAt = onboarding
      ? timeline.now - random.int(2, 60) * DAY_MS + random.int(0, 23) * HOUR_MS
      : timeline.opened + random.next() * (timeline.start - timeline.opened - 5 * DAY_MS);
    const city = pickCity(random);
    const first = random.pick(firstNames);
    const last = random.pick(lastNames);
    const area = random.pick(city.areas);
    const complete = status !== 'incomplete';
    const location = nearCity(random, city, 0.12);
    const created = new Date(Math.floor(createdAt));
    const id = idOf(index, created);
    rows.push({
      id,
      storeName: random.pick(storeNamePatterns)(last, area, first),
      merchantName: `${first} ${last}`,
      phone: mobileNumber(1, index),
      whatsappNumber: hasGst ? null : mobileNumber(2, index),
      gstNumber: hasGst ? gstin(random, city) : null,
      status,
      isGolden: status === 'active' && random.chance(0.15),
      street: complete ? streetAddress(random, city) : null,
      city: city.city,
      state: city.state,
      country: 'India',
      postalCode: complete ? pinCode(city, random.int(1, 60)) : null,
      latitude: complete ? location.latitude : null,
      longitude: complete ? location.longitude : null,
      storePhoto: random.pick(storePhotoKeys),
      gstPhoto: hasGst ? merchantDocumentKeys.gst : null,
      panPhoto: complete ? merchantDocumentKeys.pan : null,
      bankPassbookOrBlankCheckPhoto: complete ? merchantDocumentKeys.bank : null,
      createdAt: created,
    });
    list.push({ id, city, fulfils: !onboarding, createdAt });
  }
  return { list, batch: batch(merchants, rows) };
}

export interface Driver {
  readonly id: string;
  readonly city: City;
  /** Has delivered orders (active, inactive or suspended now). */
  readonly drives: boolean;
  /** On a delivery now: busy, so never shown turning an order down. */
  readonly outForDelivery: boolean;
}

export function createDrivers(options: DemoOptions, timeline: Timeline) {
  const idOf = createIdMaker(options.seed, 'driver');
  const statuses = ['active', 'pending', 'inactive', 'suspended'] as const;
  const list: Driver[] = [];
  const rows: (typeof drivers)['$inferInsert'][] = [];
  for (let index = 0; index < options.drivers; index++) {
    const random = createRandom(options.seed, 'driver', index);
    const status =
      index < statuses.length
        ? statuses[index]!
        : random.weighted([
            ['active', 75],
            ['pending', 10],
            ['inactive', 8],
            ['suspended', 7],
          ] as const);
    const pending = status === 'pending';
    const createdAt = new Date(
      Math.floor(
        pending
          ? timeline.now - random.int(1, 30) * DAY_MS
          : timeline.opened + random.next() * (timeline.start - timeline.opened),
      ),
    );
    const city = pickCity(random);
    const id = idOf(index, createdAt);
    const available = status === 'active' && random.chance(0.6);
    const outForDelivery = available && random.chance(0.4);
    const position = nearCity(random, city, 0.15);
    const phone = mobileNumber(3, index);
    rows.push({
      id,
      firstName: random.pick(firstNames),
      lastName: random.pick(lastNames),
      phone,
      whatsappNumber: random.chance(0.8) ? phone : mobileNumber(4, index),
      profilePicture: random.pick(driverPhotoKeys),
      status,
      isGolden: status === 'active' && random.chance(0.1),
      isAvailable: available,
      isOutForDelivery: outForDelivery,
      currentLatitude: status === 'active' ? position.latitude : null,
      currentLongitude: status === 'active' ? position.longitude : null,
      drivingLicencePhoto: driverDocumentKeys.licence,
      aadhaarPhoto: driverDocumentKeys.aadhaar,
      vehicleRcPhoto: pending && random.chance(0.5) ? null : driverDocumentKeys.rc,
      createdAt,
    });
    list.push({ id, city, drives: !pending, outForDelivery });
  }
  return { list, batch: batch(drivers, rows) };
}
