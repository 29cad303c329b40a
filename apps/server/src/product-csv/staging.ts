import { Transform } from 'node:stream';
import {
  type CsvCellIssue,
  checkProductCsvHeader,
  errorCodes,
  type FileIssue,
  MAX_PRODUCT_CSV_COLUMNS,
  type ProductCsvType,
  type ProductCsvValues,
  productCsvMessages,
  readProductCsvRow,
  refusalMessages,
} from '@satchel/api';
import { copyField, newId } from '@satchel/db';
import { FileRefusal, refusal } from '../http/http-error.js';

/**
 * The staging table of one import: a temporary table of the transaction (dropped at its end),
 * one row per data row of the file with the values as they would be stored (NULL where a cell
 * is bad), the id a new product would get, and the row's cell problems. The database's checks
 * and the writes read it with set-based SQL.
 */
export const STAGING_TABLE = 'product_csv_rows';

/** The staging columns of the file columns (ProductCsvValues' keys) and their SQL types. */
const valueColumns = {
  sku: ['sku', 'text'],
  parentSku: ['parent_sku', 'text'],
  title: ['title', 'text'],
  brand: ['brand', 'text'],
  categoryName: ['category_name', 'text'],
  description: ['description', 'text'],
  price: ['price', 'numeric(12, 2)'],
  stock: ['stock', 'integer'],
  images: ['images', 'text[]'],
  variantId: ['variant_id', 'text'],
  updateType: ['update_type', 'text'],
  value: ['value', 'text'],
  productId: ['product_id', 'text'],
  merchantId: ['merchant_id', 'text'],
} as const satisfies Record<keyof ProductCsvValues, readonly [string, string]>;
const valueKeys = Object.keys(valueColumns) as (keyof ProductCsvValues)[];

export const createStagingTable = `create temp table ${STAGING_TABLE} (
  row integer not null,
  new_id text,
  ${valueKeys.map((key) => valueColumns[key].join(' ')).join(',\n  ')},
  issues jsonb
) on commit drop`;

/** Every file type is staged with the same columns (those a type lacks stay NULL). */
export const copyIntoStaging = `copy ${STAGING_TABLE} (row, new_id, ${valueKeys
  .map((key) => valueColumns[key][0])
  .join(', ')}, issues) from stdin`;

/** What the staging learnt of the file once it has all gone through. */
export interface StagedFile {
  readonly type: ProductCsvType;
  /** The header's columns, as the file orders them. */
  readonly header: readonly string[];
  /** Data rows staged. */
  readonly rows: number;
}

export interface StagingOptions {
  /** The file's type from its header; throws HttpError when this call does not take it. */
  readonly typeOf: (header: readonly string[]) => ProductCsvType;
  readonly maxRows: number;
}

/** The COPY text line of one data row. */
function stagingLine(
  row: number,
  type: ProductCsvType,
  values: Partial<ProductCsvValues>,
  issues: readonly CsvCellIssue[],
): string {
  let line = `${row}\t${type === 'main' || type === 'variant' ? newId() : '\\N'}`;
  for (const key of valueKeys) line += `\t${copyField(values[key])}`;
  return `${line}\t${issues.length > 0 ? copyField(JSON.stringify(issues)) : '\\N'}\n`;
}

/**
 * Batches of CSV rows (the header first) to COPY text for the staging table: the header decides
 * the file's type and is checked (400 with its problems), then every data row is read with the
 * shared row checks (`readProductCsvRow`, as the browser does), its problems kept with it.
 * `staged()` tells the outcome once the stream has ended; 413 past `maxRows` data rows.
 */
export function stagingLines({ typeOf, maxRows }: StagingOptions): Transform & {
  staged(): StagedFile;
} {
  let header: string[] | undefined;
  let type: ProductCsvType | undefined;
  let rows = 0;

  const readHeader = (cells: readonly string[]) => {
    if (cells.length > MAX_PRODUCT_CSV_COLUMNS) {
      throw refusal(400, errorCodes.csvTooManyColumns, MAX_PRODUCT_CSV_COLUMNS, {
        values: [MAX_PRODUCT_CSV_COLUMNS],
      });
    }
    header = cells.map((cell) => cell.trim());
    type = typeOf(header);
    const issues = checkProductCsvHeader(type, header);
    if (issues.length > 0) {
      throw new FileRefusal(
        refusalMessages[errorCodes.csvHeaderMismatch],
        // The rules' values are the wire's (FileIssue), only typed readonly.
        issues.map((issue) => ({ row: 0, ...issue }) as FileIssue),
        errorCodes.csvHeaderMismatch,
      );
    }
  };

  const lineOf = (cells: readonly string[]): string => {
    rows += 1;
    if (rows > maxRows) {
      const code = errorCodes.csvTooManyRows;
      throw refusal(413, code, maxRows, { values: [maxRows] });
    }
    const record: Record<string, string> = {};
    header!.forEach((column, index) => {
      record[column] = cells[index] ?? '';
    });
    const { issues, values } = readProductCsvRow(type!, record);
    if (cells.length > header!.length && cells.slice(header!.length).some((cell) => cell !== '')) {
      issues.unshift({ column: '', message: productCsvMessages.extraCells, code: 'extraCells' });
    }
    return stagingLine(rows, type!, values, issues);
  };

  const stream = new Transform({
    writableObjectMode: true,
    transform(batch: string[][], _encoding, done) {
      try {
        let text = '';
        for (const cells of batch) {
          if (header === undefined) readHeader(cells);
          else text += lineOf(cells);
        }
        done(null, text === '' ? undefined : text);
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      const empty = errorCodes.csvEmpty;
      done(header === undefined ? refusal(400, empty) : null);
    },
  });
  return Object.assign(stream, {
    staged: (): StagedFile => {
      if (header === undefined || type === undefined) throw new Error('Nothing was staged');
      return { type, header, rows };
    },
  });
}
