import { type Static, Type } from 'typebox';
import {
  activityStatuses,
  MAX_SCHOOL_LOGO_LENGTH,
  MAX_SCHOOL_TEXT_LENGTH,
  ZIP_CODE_PATTERN,
} from '../domain/school.js';
import { defineCall } from './call.js';
import { Id, ListQuery, MessageBody, Nullable } from './common.js';
import { listEnvelope } from './list.js';

export const ActivityStatus = Type.Enum(activityStatuses);
export type ActivityStatus = Static<typeof ActivityStatus>;

/**
 * A text field of the school form; `title` is its label there, which a refusal names it by.
 * (Labels are the console's: its catalogue's are checked to be these.)
 */
const text = (title: string, bounds: { minLength?: number; maxLength: number }) =>
  Type.String({ ...bounds, title });
/**
 * The logo as a banner's image is (spec part 2 §3 names a file): `/files/{key}` for a stored
 * public image, or an http(s) link; anything else is refused with 400.
 */
const Logo = text('Logo link', { maxLength: MAX_SCHOOL_LOGO_LENGTH });
const SchoolName = text('School name', { minLength: 1, maxLength: MAX_SCHOOL_TEXT_LENGTH });
const SchoolDisplayName = text('Display name', {
  minLength: 1,
  maxLength: MAX_SCHOOL_TEXT_LENGTH,
});
/** 'Nursery', 'LKG', '1' … '12' and the like. */
const ClassLevel = Type.String({ minLength: 1, maxLength: 40 });
const addressPart = (title: string) =>
  text(title, { minLength: 1, maxLength: MAX_SCHOOL_TEXT_LENGTH });
/** A percentage, as discounts and taxes travel (spec part 2 §5 makes them numeric). */
const Percent = Type.Number({ minimum: 0, maximum: 100 });

export const Address = Type.Object({
  area: addressPart('Area'),
  city: addressPart('City'),
  state: addressPart('State'),
  nearBy: Type.Optional(text('Near by', { maxLength: MAX_SCHOOL_TEXT_LENGTH })),
  zipCode: Type.String({ pattern: ZIP_CODE_PATTERN, title: 'Zip code' }),
  /** India when left out (spec part 2 §9). */
  country: Type.Optional(addressPart('Country')),
});

export const Branch = Type.Object({
  id: Id,
  status: ActivityStatus,
  address: Type.Object({
    area: Type.String(),
    city: Type.String(),
    state: Type.String(),
    nearBy: Type.String(),
    zipCode: Type.String(),
    country: Type.String(),
  }),
});
export type Branch = Static<typeof Branch>;

export const School = Type.Object({
  id: Id,
  schoolName: Type.String(),
  displayName: Type.String(),
  /** The logo's file key (served at `/files/{key}`) or an outside link; null without one. */
  logo: Nullable(Type.String()),
  status: ActivityStatus,
  createdAt: Type.String({ format: 'date-time' }),
});
export type School = Static<typeof School>;

/** design.md §4: `{data: {schools, total}}`, with the page count beside them. */
export const schoolList = listEnvelope(
  { items: 'data.schools', total: 'data.total', pages: 'data.totalPages' },
  School,
);

export const list = defineCall({
  method: 'GET',
  path: '/catalogs/categories/special/schools',
  summary: 'List schools, oldest first, 10 a page',
  description:
    'schoolName and displayName each match a part of the name, ignoring case; given both, a ' +
    'school matching either is listed (the School tab searches both with one text).',
  tags: ['schools'],
  auth: true,
  permission: 'schools:read',
  querystring: Type.Object({
    ...ListQuery.properties,
    schoolName: Type.Optional(Type.String({ maxLength: 200 })),
    displayName: Type.Optional(Type.String({ maxLength: 200 })),
  }),
  response: { 200: schoolList.schema },
});

const SchoolWithBranches = Type.Object({ ...School.properties, branches: Type.Array(Branch) });
const SchoolAnswer = Type.Object({ ...MessageBody.properties, data: SchoolWithBranches });

const newBranch = { status: Type.Optional(ActivityStatus), address: Address };

export const create = defineCall({
  method: 'POST',
  path: '/catalogs/categories/special/school',
  summary: 'Add a school with its branches, all or nothing',
  tags: ['schools'],
  auth: true,
  permission: 'schools:write',
  body: Type.Object({
    schoolName: SchoolName,
    displayName: SchoolDisplayName,
    logo: Type.Optional(Nullable(Logo)),
    branches: Type.Array(Type.Object(newBranch), { maxItems: 100 }),
  }),
  response: { 201: SchoolAnswer },
});
export type SchoolInput = Static<typeof create.body>;

export const update = defineCall({
  method: 'PUT',
  path: '/catalogs/categories/special/school/:id',
  summary: 'Change a school and make its branches the list sent, all or nothing',
  description:
    'Branches with an id are changed (an id of another school is refused with 404), those ' +
    'without are added, and those left out are removed; a branch that bundles still use is ' +
    'refused with 409.',
  tags: ['schools'],
  auth: true,
  permission: 'schools:write',
  params: Type.Object({ id: Id }),
  body: Type.Object({
    schoolName: SchoolName,
    displayName: SchoolDisplayName,
    logo: Type.Optional(Nullable(Logo)),
    status: ActivityStatus,
    branches: Type.Array(Type.Object({ id: Type.Optional(Id), ...newBranch }), { maxItems: 100 }),
  }),
  response: { 200: SchoolAnswer },
});
export type SchoolChanges = Static<typeof update.body>;

export const remove = defineCall({
  method: 'DELETE',
  path: '/catalogs/categories/special/school/:id',
  summary: 'Delete a school and its branches; refused with 409 while bundles use it',
  tags: ['schools'],
  auth: true,
  permission: 'schools:write',
  params: Type.Object({ id: Id }),
  response: { 200: MessageBody },
});

export const branches = defineCall({
  method: 'GET',
  path: '/catalogs/categories/special/school/:id/branches',
  summary: "A school's branches, oldest first",
  tags: ['schools'],
  auth: true,
  permission: 'schools:read',
  params: Type.Object({ id: Id }),
  response: { 200: Type.Object({ data: Type.Array(Branch) }) },
});

const BranchParams = Type.Object({ schoolId: Id, branchId: Id });

export const classLevels = defineCall({
  method: 'GET',
  path: '/catalogs/bundles/school/:schoolId/branch/:branchId/class-levels',
  summary: 'The classes a branch teaches, in school order (Nursery, LKG, UKG, 1 to 12)',
  tags: ['bundles'],
  auth: true,
  permission: 'schools:read',
  params: BranchParams,
  response: { 200: Type.Object({ data: Type.Array(Type.Object({ classLevel: Type.String() })) }) },
});

/** A product of a set, with what the bundle form shows of it. */
/**
 * A product of a set, as the bundle form shows it: its title, and the merchant listing it and
 * its price, which tell apart the listings of one title (one per merchant).
 */
export const SetProduct = Type.Object({
  id: Id,
  title: Type.String(),
  price: Type.Number(),
  /** The store name of the merchant that lists it. */
  storeName: Type.String(),
});
export type SetProduct = Static<typeof SetProduct>;

export const BundleSet = Type.Object({
  status: ActivityStatus,
  products: Type.Array(SetProduct),
  discount: Type.Number(),
  tax: Type.Number(),
});

export const BundleMerchant = Type.Object({
  merchantId: Id,
  customPack: Type.Boolean(),
  customDiscount: Type.Number(),
});
export type BundleMerchant = Static<typeof BundleMerchant>;

/** A bundle carries exactly one of bookSet, copySet and stationerySet (spec part 2 §3). */
export const Bundle = Type.Object({
  id: Id,
  schoolId: Id,
  branchId: Id,
  classLevel: Type.String(),
  status: ActivityStatus,
  merchants: Type.Array(BundleMerchant),
  bookSet: Type.Optional(BundleSet),
  copySet: Type.Optional(BundleSet),
  stationerySet: Type.Optional(BundleSet),
});
export type Bundle = Static<typeof Bundle>;

export const bundles = defineCall({
  method: 'GET',
  path: '/catalogs/bundles/school/:schoolId/branch/:branchId/class-level/:classLevel',
  summary: 'The bundles of one class of one branch',
  tags: ['bundles'],
  auth: true,
  permission: 'schools:read',
  params: Type.Object({ ...BranchParams.properties, classLevel: ClassLevel }),
  response: { 200: Type.Object({ data: Type.Array(Bundle) }) },
});

const SetInput = Type.Object({
  status: Type.Optional(ActivityStatus),
  products: Type.Array(Type.Object({ productId: Id }), {
    minItems: 1,
    maxItems: 200,
    uniqueItems: true,
  }),
  discount: Type.Optional(Percent),
  tax: Type.Optional(Percent),
});

const bundleBody = Type.Object({
  schoolId: Id,
  branchId: Id,
  classLevel: ClassLevel,
  status: Type.Optional(ActivityStatus),
  merchants: Type.Array(
    Type.Object({
      merchantId: Id,
      customPack: Type.Optional(Type.Boolean()),
      customDiscount: Type.Optional(Percent),
    }),
    { maxItems: 100 },
  ),
  bookSet: Type.Optional(SetInput),
  copySet: Type.Optional(SetInput),
  stationerySet: Type.Optional(SetInput),
});
export type BundleInput = Static<typeof bundleBody>;

const BundleAnswer = Type.Object({ ...MessageBody.properties, data: Bundle });
const bundleRules =
  'Exactly one of bookSet, copySet and stationerySet; its products and the merchants must ' +
  'exist (unknown ones refused with 400 by id), each merchant once; the branch must be of the ' +
  'school (404 otherwise). The class level is added to the branch when it does not teach it yet.';

export const createBundle = defineCall({
  method: 'POST',
  path: '/catalogs/bundles',
  summary: 'Add a bundle with its products and merchants, all or nothing',
  description: bundleRules,
  tags: ['bundles'],
  auth: true,
  permission: 'schools:write',
  body: bundleBody,
  response: { 201: BundleAnswer },
});

export const updateBundle = defineCall({
  method: 'PUT',
  path: '/catalogs/bundles/:id',
  summary: "Replace a bundle's fields, products and merchants, all or nothing",
  description: bundleRules,
  tags: ['bundles'],
  auth: true,
  permission: 'schools:write',
  params: Type.Object({ id: Id }),
  body: bundleBody,
  response: { 200: BundleAnswer },
});

export const removeBundle = defineCall({
  method: 'DELETE',
  path: '/catalogs/bundles/:id',
  summary: 'Delete a bundle; refused with 409 while an order refers to it',
  tags: ['bundles'],
  auth: true,
  permission: 'schools:write',
  params: Type.Object({ id: Id }),
  response: { 200: MessageBody },
});
