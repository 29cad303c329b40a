import type Papa from 'papaparse';
import type { SatCsvRow } from './csv-dropzone.types.js';

/**
 * A CSV held in memory while the dropzone holds its file: the header and each data row's cells,
 * as read and as fixed since. Cells stay arrays (no object per row) until a check asks for a row.
 */
export class CsvSheet {
  readonly rows: string[][] = [];
  /** Each column name once, and its first place in the header: the cell a row's object takes. */
  private names: string[] = [];
  private places: number[] = [];

  constructor(readonly header: string[]) {
    this.index();
  }

  private index(): void {
    this.places = this.header.flatMap((name, place) =>
      this.header.indexOf(name) === place ? [place] : [],
    );
    this.names = this.places.map((place) => this.header[place]!);
  }

  get rowCount(): number {
    return this.rows.length;
  }

  /** Where the column named `name` first is, or -1. */
  columnIndex(name: string): number {
    return this.header.indexOf(name);
  }

  /** The text of a cell: row 0 is the header, row 1 the first data row. */
  cell(row: number, column: number): string {
    return (row === 0 ? this.header : this.rows[row - 1])?.[column] ?? '';
  }

  /** Changes a cell (row 0 renames a column); a short row gets empty cells up to it. */
  setCell(row: number, column: number, value: string): void {
    const cells = row === 0 ? this.header : this.rows[row - 1];
    if (!cells) return;
    while (cells.length < column) cells.push('');
    cells[column] = value;
    if (row === 0) this.index();
  }

  /** Data row `index` (0 for the first) keyed by column name; a missing cell is ''. */
  record(index: number): SatCsvRow {
    const cells = this.rows[index] ?? [];
    const row: SatCsvRow = {};
    // Called for every row of every check: plain indexed loops.
    for (let column = 0; column < this.names.length; column++) {
      row[this.names[column]!] = cells[this.places[column]!] ?? '';
    }
    return row;
  }

  /** The header and rows as they are now, as CSV text (CRLF, what spreadsheets write). */
  toCsv(papa: typeof Papa): string {
    return papa.unparse([this.header, ...this.rows], { newline: '\r\n' });
  }
}
