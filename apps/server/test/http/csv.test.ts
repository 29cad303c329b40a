import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../src/http/csv.js';

const columns = [
  { header: 'Title', value: (row: { title: string; price: number }) => row.title },
  { header: 'Price', value: (row: { title: string; price: number }) => row.price },
];

describe('CSV downloads', () => {
  it('quote commas, quotes and line breaks so the cells read back as written', () => {
    const rows = [
      { title: 'Notebook, 172 pages', price: 45.5 },
      { title: 'The "Classmate" pen', price: 10 },
    ];
    const parsed = Papa.parse<string[]>(toCsv(columns, rows), { skipEmptyLines: true }).data;
    expect(parsed).toEqual([
      ['Title', 'Price'],
      ['Notebook, 172 pages', '45.5'],
      ['The "Classmate" pen', '10'],
    ]);
  });

  it('neutralise cells a spreadsheet would run as formulas', () => {
    const starts = ['=HYPERLINK("x")', '+1+1', '-2+3', '@SUM(A1)', '\tTAB', '\rCR', '\nLF'];
    const csv = toCsv(
      columns,
      starts.map((title) => ({ title, price: 1 })),
    );
    const cells = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data.slice(1);
    expect(cells.map(([title]) => title)).toEqual(starts.map((start) => `'${start}`));
  });
});
