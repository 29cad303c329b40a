import { csvRowMessages } from './csv-row-messages.js';
import type { Translation } from './translation.js';

/**
 * What the product CSV rules (product-csv.ts) and the server's checks against the database say
 * of a header or a cell, by problem code: the server answers with these, each problem with its
 * code and values, and the console's catalogue holds them (`messages.productManagement.rules`,
 * translated in Hindi) for its own check before upload and for the server's problems. Apart
 * from the rules so that a catalogue brings only texts.
 */
export const productCsvMessages = {
  missingColumn: 'Required column is missing',
  repeatedColumn: 'This column appears more than once',
  extraCells: 'This row has more cells than the header has columns',
  unknownColumn: (columns: readonly string[]) =>
    `Unknown column; this file takes ${columns.join(', ')}`,
  required: 'Required',
  tooLong: (max: number) => `At most ${max} characters`,
  sku: 'Letters, digits and . _ / - only, starting with a letter or digit',
  price: 'A price in rupees from 0.01 to 10000000, with at most 2 decimals',
  stock: 'A whole number from 0 to 1000000',
  id: 'An id: 24 hexadecimal characters',
  image: 'Each image is an http(s) link or a file key (.png, .jpg, .jpeg, .webp, .svg, .gif)',
  tooManyImages: (most: number) => `At most ${most} images, separated by |`,
  ownParent: 'A variant cannot be its own parent',
  updateType: 'One of price, stock, status',
  status: 'One of enabled, disabled',
  // A row that cannot be read at all (apps/server/src/product-csv/csv-rows.ts).
  ...csvRowMessages,
  // The server's checks against the database (apps/server/src/product-csv/database-checks.ts).
  repeatedSku: (row: number) => `Repeats the SKU of row ${row}`,
  repeatedUpdate: (row: number) => `Repeats the variant and update type of row ${row}`,
  repeatedAssignment: (row: number) => `Repeats the product and merchant of row ${row}`,
  skuTaken: 'This merchant already has a product with this SKU',
  noCategory: (name: string) => `No category is named ${name}`,
  noStoredFile: (key: string) => `No stored file has the key ${key}`,
  noParent: 'No main product of this merchant has this SKU',
  noVariant: 'No variant of this merchant has this id',
  noProduct: 'No product has this id',
  noMerchant: 'No merchant has this id',
  /** The spec's text for a merchant that may not receive products (part 1 §5). */
  merchantInactive: 'This merchant status is not active',
  ownProduct: 'This merchant already sells this product as its own',
} as const;

/** What a problem of a product CSV file is, whatever the language says of it. */
export type ProductCsvProblemCode = keyof typeof productCsvMessages;

/** Every problem a product CSV file may have, by code (the wire's `FileIssue.code`). */
export const productCsvProblemCodes = /* @__PURE__ */ Object.keys(
  productCsvMessages,
) as ProductCsvProblemCode[];

/** The product CSV rules' words in some language: `productCsvMessages`' keys and parameters. */
export type ProductCsvRuleTexts = Translation<typeof productCsvMessages>;
