import { expect } from '@open-wc/testing';
import { CsvIssueList, placeOf, shownIssues } from './csv-dropzone.issues.js';
import { satCsvDropzoneStrings } from './csv-dropzone.strings.js';
import { CsvSheet } from './csv-sheet.js';

describe('CsvIssueList', () => {
  function sheetOf(header: string[], rows: string[][]): CsvSheet {
    const sheet = new CsvSheet(header);
    sheet.rows.push(...rows);
    return sheet;
  }
  const sheet = sheetOf(
    ['sku', 'title', 'price'],
    [
      ['A1', 'Pen', '10'],
      ['A2', 'Ink', 'x'],
    ],
  );

  it('lists the first hundred problems and keeps them all', () => {
    const list = new CsvIssueList();
    list.found = Array.from({ length: shownIssues + 5 }, (_, index) => ({
      row: index + 1,
      column: '',
      message: 'Too many cells',
    }));
    list.publish(null);
    expect(list.all).to.have.length(shownIssues + 5);
    expect(list.listed).to.have.length(shownIssues);
  });

  it('sorts the problems given with the ones found, by row then by the header order', () => {
    const list = new CsvIssueList();
    list.found = [
      { row: 1, column: 'price', message: 'Too high' },
      { row: 2, column: 'sku', message: 'Unknown SKU' },
    ];
    list.reported = [
      { row: 2, column: '', message: 'Rejected' },
      { row: 1, column: 'sku', message: 'Taken' },
    ];
    list.publish(sheet);
    expect(list.all.map(({ row, column }) => `${row} ${column}`)).to.deep.equal([
      '1 sku',
      '1 price',
      '2 ',
      '2 sku',
    ]);
  });

  it('gives the same problem listed twice two keys, and the same keys when listed again', () => {
    const list = new CsvIssueList();
    const same = { row: 2, column: 'price', message: 'Not a number' };
    list.found = [same];
    list.reported = [{ ...same }];
    list.publish(sheet);
    const keys = list.listed.map((listed) => listed.key);
    expect(new Set(keys).size).to.equal(2);
    list.publish(sheet);
    expect(list.listed.map((listed) => listed.key)).to.deep.equal(keys);
  });

  it('points a fix at the cell of a column in the header, row 0 the header; none otherwise', () => {
    const list = new CsvIssueList();
    list.found = [
      { row: 0, column: 'title', message: 'Renamed' },
      { row: 2, column: 'price', message: 'Not a number' },
      { row: 2, column: 'stock', message: 'No such column' },
      { row: 2, column: '', message: 'Whole row' },
      { row: 3, column: 'price', message: 'Past the last row' },
    ];
    list.publish(sheet);
    expect(list.listed.map(({ row, column }) => [row, column])).to.deep.equal([
      [0, 1],
      [2, 2],
      [2, -1],
      [2, -1],
      [3, -1],
    ]);
    list.publish(null);
    expect(list.listed.every((listed) => listed.column === -1)).to.equal(true);
  });
});

describe('placeOf', () => {
  it('names a cell by row and column, row 0 as the header, a whole row by its number', () => {
    const text = satCsvDropzoneStrings;
    expect(placeOf({ row: 12, column: 'price', message: '' }, text)).to.equal('Row 12, price');
    expect(placeOf({ row: 0, column: 'sku', message: '' }, text)).to.equal('Header, sku');
    expect(placeOf({ row: 3, column: '', message: '' }, text)).to.equal('Row 3');
  });
});
