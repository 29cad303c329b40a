import { Transform } from 'node:stream';
import {
  errorCodes,
  MAX_PRODUCT_CSV_HEADER_CHARACTERS,
  productCsvMessages,
  refusalMessages,
} from '@satchel/api';
import Papa from 'papaparse';
import { FileRefusal, refusal } from '../http/http-error.js';

/**
 * The longest row read before giving up on it: far past any row the product files allow, and
 * short enough that a quote left open (which makes the rest of the file one cell) is refused
 * early instead of being parsed again with every chunk.
 */
export const MAX_CSV_ROW_CHARACTERS = 256 * 1024;

type Newline = '\n' | '\r\n' | '\r';

/** The refusal of a file whose first line (the header) is past any product file's. */
export const headerTooLong = () =>
  refusal(400, errorCodes.csvHeaderTooLong, MAX_PRODUCT_CSV_HEADER_CHARACTERS, {
    values: [MAX_PRODUCT_CSV_HEADER_CHARACTERS],
  });

/**
 * papaparse's errors as our refusal and problem codes, worded in papaparse's words. Its Parser,
 * given the delimiter and no header, reports only these two (the others are its ParserHandle's:
 * a delimiter guessed, a row's fields counted against a header's).
 */
const parseErrors: Readonly<
  Partial<
    Record<
      Papa.ParseError['code'],
      {
        refusal: typeof errorCodes.csvUnclosedQuote | typeof errorCodes.csvMalformedQuote;
        problem: 'unclosedQuote' | 'malformedQuote';
      }
    >
  >
> = {
  MissingQuotes: { refusal: errorCodes.csvUnclosedQuote, problem: 'unclosedQuote' },
  InvalidQuotes: { refusal: errorCodes.csvMalformedQuote, problem: 'malformedQuote' },
};

/**
 * The line end of a file, from its first one (the header's, which holds no quoted newline).
 * The header is refused once it outgrows any real one, so the text searched stays short.
 */
const firstNewline = (text: string): Newline | undefined => {
  const index = text.search(/[\r\n]/);
  if (index > MAX_PRODUCT_CSV_HEADER_CHARACTERS) throw headerTooLong();
  if (index === -1 || (text[index] === '\r' && index === text.length - 1)) {
    if (text.length > MAX_PRODUCT_CSV_HEADER_CHARACTERS) throw headerTooLong();
    return undefined;
  }
  if (text[index] === '\n') return '\n';
  return text[index + 1] === '\n' ? '\r\n' : '\r';
};

/** A row a spreadsheet leaves when its cells are all empty: skipped, as the browser does. */
const isBlank = (cells: readonly string[]): boolean => cells.every((cell) => cell.trim() === '');

/**
 * CSV text to rows, as the text arrives: each chunk of text becomes one batch (`string[][]`) of
 * the rows it completes, blank rows left out. papaparse parses, with the same settings as the
 * browser's check (comma separated, quotes doubled, blank rows skipped), so both count rows
 * alike; a malformed quote is refused with 400 naming its row (1 = the first data row).
 */
export function csvRowBatches(): Transform {
  let newline: Newline | undefined;
  let parser: Papa.Parser | undefined;
  /** The text of the row not yet complete. */
  let pending = '';
  /** Rows read so far, the header included. */
  let rowsRead = 0;

  /** A row papaparse could not parse: by our codes, else (an error it never reports) in its words. */
  const unparsed = ({ code, message }: Papa.ParseError, rowInBatch: number) => {
    const row = rowsRead + rowInBatch;
    const ours = parseErrors[code];
    if (!ours) {
      return new FileRefusal(`Row ${row} cannot be read: ${message}`, [
        { row, column: '', message },
      ]);
    }
    const { refusal, problem } = ours;
    return new FileRefusal(
      refusalMessages[refusal](row),
      [{ row, column: '', message: productCsvMessages[problem], code: problem }],
      refusal,
      [row],
    );
  };

  const tooLong = (rowInBatch: number) => {
    const row = rowsRead + rowInBatch;
    const code = errorCodes.csvRowTooLong;
    return new FileRefusal(
      refusalMessages[code](row, MAX_CSV_ROW_CHARACTERS),
      [
        {
          row,
          column: '',
          message: productCsvMessages.rowTooLong(MAX_CSV_ROW_CHARACTERS),
          code: 'rowTooLong',
          values: [MAX_CSV_ROW_CHARACTERS],
        },
      ],
      code,
      [row, MAX_CSV_ROW_CHARACTERS],
    );
  };

  const read = (text: string, final: boolean): string[][] => {
    newline ??= firstNewline(text) ?? (final ? '\n' : undefined);
    if (newline === undefined) {
      // Not one line end yet: the header goes on into the next chunk.
      pending = text;
      return [];
    }
    parser ??= new Papa.Parser({ delimiter: ',', newline, quoteChar: '"' });
    // Cursors count from this text's start; the parser keeps no state between calls.
    const results = parser.parse(text, 0, !final) as Papa.ParseResult<string[]>;
    const [error] = results.errors;
    if (error) throw unparsed(error, rowsBefore(results.data, error.row ?? 0));
    pending = final ? '' : text.slice(results.meta.cursor);
    if (pending.length > MAX_CSV_ROW_CHARACTERS) {
      throw tooLong(rowsBefore(results.data, results.data.length));
    }
    const rows = results.data.filter((cells) => !isBlank(cells));
    rowsRead += rows.length;
    return rows;
  };

  return new Transform({
    objectMode: true,
    transform(text: string, _encoding, done) {
      try {
        const rows = read(pending + text, false);
        done(null, rows.length > 0 ? rows : undefined);
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      try {
        const rows = pending === '' ? [] : read(pending, true);
        done(null, rows.length > 0 ? rows : undefined);
      } catch (error) {
        done(error as Error);
      }
    },
  });
}

/**
 * The number, counted from the header as row 0, that the `index`-th row of a batch has once
 * blank rows are left out; `rowsRead` is added by the caller.
 */
const rowsBefore = (data: readonly string[][], index: number): number =>
  data.slice(0, index).filter((cells) => !isBlank(cells)).length;
