/**
 * The product CSV files (design.md §4): their columns, an example row for each template, and the
 * checks a row needs no database for. The browser runs them before anything is sent and the
 * server runs them again on what arrives, so both name the same cells with the same messages.
 */

import {
  type ProductCsvProblemCode,
  type ProductCsvRuleTexts,
  productCsvMessages,
} from './product-csv-messages.js';
import { isRecordId } from './record-id.js';
import { isWebLink } from './web-link.js';

export const productCsvTypes = ['main', 'variant', 'variant_update', 'assign'] as const;
export type ProductCsvType = (typeof productCsvTypes)[number];

/** The columns of each file, in the templates' order; an upload takes them in any order. */
export const productCsvColumns: Readonly<Record<ProductCsvType, readonly string[]>> = {
  main: ['sku', 'title', 'brand', 'categoryName', 'description', 'price', 'stock', 'images'],
  variant: ['parentSku', 'sku', 'title', 'brand', 'price', 'stock', 'images'],
  variant_update: ['variantId', 'updateType', 'value'],
  assign: ['productId', 'merchantId', 'price', 'stock'],
};

/**
 * The column an error report adds to the original file. An upload accepts it and ignores it, so
 * a report fixed in a spreadsheet goes back as it is.
 */
export const ERROR_REPORT_COLUMN = 'errors';

/** The largest file an upload takes, in bytes, and the most data rows. */
export const MAX_PRODUCT_CSV_BYTES = 32 * 1024 * 1024;
export const MAX_PRODUCT_CSV_ROWS = 200_000;

/**
 * Declared types a CSV file may come with when its name does not end in .csv: what browsers and
 * spreadsheets give CSV files (Windows gives them Excel's type). Any other is refused (415).
 */
export const PRODUCT_CSV_CONTENT_TYPES = [
  'text/csv',
  'text/plain',
  'application/csv',
  'text/x-csv',
  'text/comma-separated-values',
  'application/vnd.ms-excel',
] as const;

/**
 * The longest header line and the most columns a file may have: far past the templates (at most
 * nine columns with the error report's) and the empty columns a spreadsheet may add, so that a
 * file that is not a product CSV is refused at once instead of being read as one huge header.
 */
export const MAX_PRODUCT_CSV_HEADER_CHARACTERS = 4096;
export const MAX_PRODUCT_CSV_COLUMNS = 64;

/** How much of a file's own text an error message quotes at most. */
export const MAX_QUOTED_CHARACTERS = 40;

/** `text`, or its start and an ellipsis when it is longer than an error message should quote. */
export function excerpt(text: string): string {
  if (text.length <= MAX_QUOTED_CHARACTERS) return text;
  let end = MAX_QUOTED_CHARACTERS - 1;
  // Never half of a surrogate pair (an emoji): JSON would carry a lone surrogate.
  if (/[\uD800-\uDBFF]/.test(text[end - 1]!)) end -= 1;
  return `${text.slice(0, end)}…`;
}

/** Most images one product lists. */
export const MAX_PRODUCT_IMAGES = 10;

/** The values a problem's text takes: none for a fixed text. */
export type ProductCsvProblemValues<Code extends ProductCsvProblemCode> =
  (typeof productCsvMessages)[Code] extends (...values: infer Values) => string ? Values : [];

/**
 * One problem of a file: `row` 1 is the first data row, 0 the header. `code` and `values` (when
 * its text takes any) say what it is in any language; `message` is in the language the rules
 * were given (the server's: English). A problem without a code (a row that cannot be parsed at
 * all) has only its message.
 */
export interface CsvIssue {
  row: number;
  column: string;
  message: string;
  code?: ProductCsvProblemCode;
  values?: readonly unknown[];
}
export type CsvCellIssue = Omit<CsvIssue, 'row'>;

/**
 * What `texts` say of the problem `code` with `values` (the server's English, or a console's
 * language for a problem the server listed).
 */
export function wordProblem(
  texts: ProductCsvRuleTexts,
  code: ProductCsvProblemCode,
  values: readonly unknown[] = [],
): string {
  const text = texts[code] as string | ((...given: readonly unknown[]) => string);
  return typeof text === 'string' ? text : text(...values);
}

/** The problem `code` of `column`, worded by `texts` with `values`. */
function problem<Code extends ProductCsvProblemCode>(
  texts: ProductCsvRuleTexts,
  column: string,
  code: Code,
  ...values: ProductCsvProblemValues<Code>
): CsvCellIssue {
  const message = wordProblem(texts, code, values);
  return values.length === 0 ? { column, message, code } : { column, message, code, values };
}

/**
 * Which file a merchant upload is (part 1 §5): a variant update when its header has variantId and
 * updateType, new variants when it has parentSku, else new main products.
 */
export function merchantCsvTypeOf(
  header: readonly string[],
): 'main' | 'variant' | 'variant_update' {
  if (header.includes('variantId') && header.includes('updateType')) return 'variant_update';
  return header.includes('parentSku') ? 'variant' : 'main';
}

/**
 * The header's problems: columns missing, repeated or unknown (reported at row 0), each column
 * quoted as an excerpt. Linear in the header's length (a set of the columns seen, not a search
 * of the header for each column), whatever header a file brings.
 */
export function checkProductCsvHeader(
  type: ProductCsvType,
  header: readonly string[],
  texts: ProductCsvRuleTexts = productCsvMessages,
): CsvCellIssue[] {
  const columns = productCsvColumns[type];
  const issues: CsvCellIssue[] = [];
  const seen = new Set<string>();
  for (const column of header) {
    if (seen.has(column)) {
      issues.push(problem(texts, excerpt(column), 'repeatedColumn'));
    } else if (!columns.includes(column) && column !== ERROR_REPORT_COLUMN) {
      issues.push(problem(texts, excerpt(column), 'unknownColumn', columns));
    }
    seen.add(column);
  }
  for (const column of columns) {
    if (!seen.has(column)) issues.push(problem(texts, column, 'missingColumn'));
  }
  return issues;
}

/** A row's cells as stored: texts trimmed, price as an exact decimal text, images split. */
export interface ProductCsvValues {
  sku: string;
  parentSku: string;
  title: string;
  brand: string;
  categoryName: string;
  description: string | null;
  price: string;
  stock: number;
  images: string[];
  variantId: string;
  productId: string;
  merchantId: string;
  updateType: 'price' | 'stock' | 'status';
  value: string;
}

export interface ProductCsvRowReading {
  issues: CsvCellIssue[];
  /** Only the columns of the row's file; complete when `issues` is empty. */
  values: Partial<ProductCsvValues>;
}

/**
 * What our own exports and error reports put before a cell a spreadsheet would run as a formula
 * (an apostrophe); taken off again on the way in, so such a file can be uploaded back as it is.
 */
const NEUTRALISED_FORMULA = /^'(?=[=+\-@\t\r])/;

const SKU = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;
const PRICE = /^\d{1,8}(\.\d{1,2})?$/;
const MAX_PRICE = 10_000_000;
const STOCK = /^\d{1,7}$/;
const MAX_STOCK = 1_000_000;
/** A public image's key in the file storage: relative, no `.` or `..` segment, not a document. */
const FILE_KEY = /^(?!private\/)(?:[\w-][\w.-]*\/)*[\w-][\w.-]*\.(?:png|jpe?g|webp|svg|gif)$/i;
const MAX_IMAGE_REFERENCE = 2048;

const lengths = {
  sku: 64,
  parentSku: 64,
  title: 200,
  brand: 100,
  categoryName: 100,
  description: 2000,
} as const;
type TextColumn = keyof typeof lengths;

const APOSTROPHE = 0x27;

/** A cell trimmed, with our formula neutralisation taken off. */
const cell = (row: Readonly<Record<string, string | undefined>>, column: string): string => {
  const value = (row[column] ?? '').trim();
  // Most cells do not start with an apostrophe; this runs for every cell of 100,000-row files.
  return value.charCodeAt(0) === APOSTROPHE ? value.replace(NEUTRALISED_FORMULA, '') : value;
};

class RowReader {
  readonly issues: CsvCellIssue[] = [];
  readonly values: Partial<ProductCsvValues> = {};

  constructor(
    private readonly row: Readonly<Record<string, string | undefined>>,
    private readonly texts: ProductCsvRuleTexts,
  ) {}

  refuse<Code extends ProductCsvProblemCode>(
    column: string,
    code: Code,
    ...values: ProductCsvProblemValues<Code>
  ): undefined {
    this.issues.push(problem(this.texts, column, code, ...values));
    return undefined;
  }

  /** The cell, or undefined (with the issue noted) when it is blank or too long. */
  text(column: TextColumn, required = true): string | undefined {
    const value = cell(this.row, column);
    if (value === '') return required ? this.refuse(column, 'required') : value;
    if (value.length > lengths[column]) return this.refuse(column, 'tooLong', lengths[column]);
    return value;
  }

  sku(column: 'sku' | 'parentSku'): void {
    const value = this.text(column);
    if (value === undefined) return;
    if (!SKU.test(value)) this.refuse(column, 'sku');
    else this.values[column] = value;
  }

  plain(column: 'title' | 'brand' | 'categoryName'): void {
    const value = this.text(column);
    if (value !== undefined) this.values[column] = value;
  }

  description(): void {
    const value = this.text('description', false);
    if (value !== undefined) this.values.description = value === '' ? null : value;
  }

  price(column = 'price'): string | undefined {
    const value = cell(this.row, column);
    if (value === '') return this.refuse(column, 'required');
    if (!PRICE.test(value) || Number(value) <= 0 || Number(value) > MAX_PRICE) {
      return this.refuse(column, 'price');
    }
    return value;
  }

  stock(column = 'stock'): number | undefined {
    const value = cell(this.row, column);
    if (value === '') return this.refuse(column, 'required');
    if (!STOCK.test(value) || Number(value) > MAX_STOCK) return this.refuse(column, 'stock');
    return Number(value);
  }

  id(column: 'variantId' | 'productId' | 'merchantId'): void {
    const value = cell(this.row, column);
    if (value === '') this.refuse(column, 'required');
    else if (!isRecordId(value)) this.refuse(column, 'id');
    else this.values[column] = value;
  }

  images(): void {
    const value = cell(this.row, 'images');
    const images = value === '' ? [] : value.split('|').map((image) => image.trim());
    if (images.length > MAX_PRODUCT_IMAGES) {
      this.refuse('images', 'tooManyImages', MAX_PRODUCT_IMAGES);
    } else if (
      images.some(
        (image) =>
          image.length > MAX_IMAGE_REFERENCE || !(isWebLink(image) || FILE_KEY.test(image)),
      )
    ) {
      this.refuse('images', 'image');
    } else {
      this.values.images = images;
    }
  }

  priceAndStock(): void {
    const price = this.price();
    if (price !== undefined) this.values.price = price;
    const stock = this.stock();
    if (stock !== undefined) this.values.stock = stock;
  }

  update(): void {
    const updateType = cell(this.row, 'updateType');
    if (updateType !== 'price' && updateType !== 'stock' && updateType !== 'status') {
      this.refuse('updateType', updateType === '' ? 'required' : 'updateType');
      return;
    }
    this.values.updateType = updateType;
    const value =
      updateType === 'price'
        ? this.price('value')
        : updateType === 'stock'
          ? this.stock('value')?.toString()
          : this.status();
    if (value !== undefined) this.values.value = value;
  }

  private status(): string | undefined {
    const value = cell(this.row, 'value');
    if (value === '') return this.refuse('value', 'required');
    return value === 'enabled' || value === 'disabled' ? value : this.refuse('value', 'status');
  }
}

const readers: Readonly<Record<ProductCsvType, (reader: RowReader) => void>> = {
  main: (reader) => {
    reader.sku('sku');
    reader.plain('title');
    reader.plain('brand');
    reader.plain('categoryName');
    reader.description();
    reader.priceAndStock();
    reader.images();
  },
  variant: (reader) => {
    reader.sku('parentSku');
    reader.sku('sku');
    if (reader.values.sku !== undefined && reader.values.sku === reader.values.parentSku) {
      reader.refuse('parentSku', 'ownParent');
    }
    reader.plain('title');
    reader.plain('brand');
    reader.priceAndStock();
    reader.images();
  },
  variant_update: (reader) => {
    reader.id('variantId');
    reader.update();
  },
  assign: (reader) => {
    reader.id('productId');
    reader.id('merchantId');
    reader.priceAndStock();
  },
};

/**
 * Checks one data row of a `type` file and reads its values as they would be stored; its issues
 * are worded in `texts` (English, the server's, by default).
 */
export function readProductCsvRow(
  type: ProductCsvType,
  row: Readonly<Record<string, string | undefined>>,
  texts: ProductCsvRuleTexts = productCsvMessages,
): ProductCsvRowReading {
  const reader = new RowReader(row, texts);
  readers[type](reader);
  return { issues: reader.issues, values: reader.values };
}

/** One example row per template, every column filled as an upload takes it. */
export const productCsvExamples: Readonly<
  Record<ProductCsvType, Readonly<Record<string, string>>>
> = {
  main: {
    sku: 'NCERT-MATH-6',
    title: 'NCERT Mathematics Textbook for Class 6',
    brand: 'NCERT',
    categoryName: 'textbooks',
    description: 'Latest edition, paperback',
    price: '65.00',
    stock: '120',
    images: 'https://example.com/images/ncert-math-6.jpg',
  },
  variant: {
    parentSku: 'NCERT-MATH-6',
    sku: 'NCERT-MATH-6-HINDI',
    title: 'NCERT Mathematics Textbook for Class 6 (Hindi)',
    brand: 'NCERT',
    price: '65.00',
    stock: '40',
    images: '',
  },
  variant_update: { variantId: '0123456789abcdef01234567', updateType: 'price', value: '70.00' },
  assign: {
    productId: '0123456789abcdef01234567',
    merchantId: '89abcdef0123456789abcdef',
    price: '68.50',
    stock: '25',
  },
};
