import type { Translation } from './translation.js';

/**
 * What the product CSV rules (product-csv.ts) say of a header or a cell: the server answers with
 * these, and the console's catalogue holds them (`messages.productManagement.rules`, translated
 * in Hindi) for its own check before upload. Apart from the rules so that a catalogue brings
 * only texts.
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
} as const;

/** The product CSV rules' words in some language: `productCsvMessages`' keys and parameters. */
export type ProductCsvRuleTexts = Translation<typeof productCsvMessages>;
