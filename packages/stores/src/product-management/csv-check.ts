import {
  type CsvCellIssue,
  checkProductCsvHeader,
  merchantCsvTypeOf,
  type ProductCsvType,
  readProductCsvRow,
} from '@satchel/api';
import { messages } from '../messages/index.js';

/** The browser's check of a product CSV before it is sent, with the server's own rules. */
export interface ProductCsvCheck {
  readonly validateHeader: (header: readonly string[]) => CsvCellIssue[];
  readonly validateRow: (
    row: Readonly<Record<string, string>>,
    index: number,
    header: readonly string[],
  ) => readonly CsvCellIssue[];
}

/** Checks of one kind of file: the merchant tools' (told by the header) or bulk assign's. */
export function productCsvCheck(kind: 'merchant' | 'assign'): ProductCsvCheck {
  // Every row of a file has the same header: its type is worked out once per header.
  let lastHeader: readonly string[] | undefined;
  let lastType: ProductCsvType = 'main';
  const typeOf = (header: readonly string[]): ProductCsvType => {
    if (header !== lastHeader) {
      lastHeader = header;
      lastType = kind === 'assign' ? 'assign' : merchantCsvTypeOf(header);
    }
    return lastType;
  };
  // Worded in the installed language, read at each check (the console makes its checks as its
  // screens load); the server words the same rules in English.
  return {
    validateHeader: (header) =>
      checkProductCsvHeader(typeOf(header), header, messages.productManagement.rules),
    validateRow: (row, _index, header) =>
      readProductCsvRow(typeOf(header), row, messages.productManagement.rules).issues,
  };
}
