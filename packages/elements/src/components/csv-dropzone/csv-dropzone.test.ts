import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type SlInput from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import { focusedIn } from '../../testing/focus.js';
import '../../testing/light-theme.js';
import type {
  SatCsvDropzone,
  SatCsvRow,
  SatFileChangeEvent,
  SatFileErrorEvent,
  SatFileProgressEvent,
} from './csv-dropzone.js';
import './csv-dropzone.js';

function csvFile(text: string, name = 'products.csv', type = 'text/csv'): File {
  return new File([text], name, { type });
}

const products = csvFile(
  'sku,title,price\nA-1,Notebook,45\nA-2,Pencil box,120\n\nA-3,Geometry set,99\n',
);

/** A CSV of `rows` rows, about 60 bytes each. */
function largeCsv(rows: number): File {
  const lines = ['sku,title,price'];
  for (let row = 0; row < rows; row++) {
    lines.push(`SKU-${row},Ruled notebook of 200 pages number ${row},${(row % 500) + 10}`);
  }
  return csvFile(lines.join('\n'));
}

/** Flags a price above 100, as a server rule might. */
const priceUpTo100 = (row: SatCsvRow) =>
  Number(row.price) > 100 ? [{ column: 'price', message: 'Price above 100' }] : [];

function input(zone: SatCsvDropzone): HTMLInputElement {
  return zone.shadowRoot!.querySelector('input[type=file]')!;
}

function pick(zone: SatCsvDropzone, file: File): void {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input(zone).files = transfer.files;
  input(zone).dispatchEvent(new Event('change', { bubbles: true }));
}

function drop(zone: SatCsvDropzone, file: File): void {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  const target = zone.shadowRoot!.querySelector('[part=zone]')!;
  target.dispatchEvent(
    new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: transfer }),
  );
  target.dispatchEvent(
    new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }),
  );
}

function text(zone: SatCsvDropzone, part: string): string | undefined {
  return zone.shadowRoot!.querySelector(`[part=${part}]`)?.textContent?.replace(/\s+/g, ' ').trim();
}

function errorsShown(zone: SatCsvDropzone): string[] {
  return [...zone.shadowRoot!.querySelectorAll('[part=errors] li')].map((item) =>
    item.textContent!.replace(/\s+/g, ' ').trim(),
  );
}

/** What has focus inside the dropzone: a part, and for a fix input its label. */
function focused(zone: SatCsvDropzone): string | undefined {
  const element = focusedIn(zone);
  if (!element) return undefined;
  const part = element.getAttribute('part') ?? element.localName;
  return part === 'fix' ? `fix ${(element as SlInput).label}` : part;
}

/** The fix inputs, by their labels. */
function fixes(zone: SatCsvDropzone): Map<string, SlInput> {
  const inputs = zone.shadowRoot!.querySelectorAll<SlInput>('[part=fix]');
  return new Map([...inputs].map((fix) => [fix.label, fix]));
}

function fix(zone: SatCsvDropzone, label: string): SlInput {
  const found = fixes(zone).get(label);
  if (!found) throw new Error(`no fix input labelled ${label}: ${[...fixes(zone).keys()]}`);
  return found;
}

/** Types into a fix input as sl-input reports it (the keyboard test types for real). */
async function edit(zone: SatCsvDropzone, label: string, value: string): Promise<void> {
  const field = fix(zone, label);
  field.value = value;
  field.dispatchEvent(new CustomEvent('sl-input', { bubbles: true, composed: true }));
  await zone.updateComplete;
}

function button(
  zone: SatCsvDropzone,
  part: 'change-button' | 'remove-button' | 'check-button' | 'report-button',
): HTMLElement {
  return zone.shadowRoot!.querySelector<HTMLElement>(`[part=${part}]`)!;
}

async function parsed(zone: SatCsvDropzone, give: () => void): Promise<SatFileChangeEvent> {
  const change = oneEvent(zone, 'sat-file-change') as Promise<SatFileChangeEvent>;
  give();
  const event = await change;
  await zone.updateComplete;
  return event;
}

async function refused(zone: SatCsvDropzone, give: () => void): Promise<SatFileErrorEvent> {
  const error = oneEvent(zone, 'sat-file-error') as Promise<SatFileErrorEvent>;
  give();
  const event = await error;
  await zone.updateComplete;
  return event;
}

const checkAgain = (zone: SatCsvDropzone) =>
  parsed(zone, () => button(zone, 'check-button').click());

describe('<sat-csv-dropzone>', () => {
  let zone: SatCsvDropzone;
  beforeEach(async () => {
    zone = await fixture<SatCsvDropzone>(html`<sat-csv-dropzone></sat-csv-dropzone>`);
  });

  describe('reading', () => {
    it('reads a picked CSV and reports its header and row count', async () => {
      const event = await parsed(zone, () => pick(zone, products));
      expect(event.detail).to.deep.equal({
        file: products,
        header: ['sku', 'title', 'price'],
        rowCount: 3,
        errors: [],
        edited: false,
      });
      expect(event.bubbles && event.composed).to.equal(true);
      expect(zone.file).to.equal(products);
      expect(text(zone, 'file-name')).to.equal('products.csv');
      expect(text(zone, 'report')).to.equal('Columns: sku, title, price · Rows: 3');
      expect(zone.shadowRoot!.querySelector('[part=edited]')).to.equal(null);
    });

    it('reads a dropped CSV', async () => {
      const event = await parsed(zone, () => drop(zone, products));
      expect(event.detail.rowCount).to.equal(3);
    });

    it('reads a byte order mark, CRLF, and quoted commas, quotes and line breaks', async () => {
      const rows: SatCsvRow[] = [];
      zone.validateRow = (row) => {
        rows.push(row);
        return [];
      };
      const file = csvFile(
        '\ufeffsku,title,description\r\n' +
          'A-1,"Notebook, ruled","Line one\r\nline two, ""quoted"""\r\n' +
          '\r\n' +
          'A-2,Pencil,\r\n',
      );
      const event = await parsed(zone, () => pick(zone, file));
      expect(event.detail.header).to.deep.equal(['sku', 'title', 'description']);
      expect(event.detail.rowCount).to.equal(2);
      expect(rows).to.deep.equal([
        { sku: 'A-1', title: 'Notebook, ruled', description: 'Line one\r\nline two, "quoted"' },
        { sku: 'A-2', title: 'Pencil', description: '' },
      ]);
    });

    it('keeps a Hindi or ₹ character cut by a chunk boundary whole', async () => {
      zone.chunkSize = 7;
      let title = '';
      zone.validateRow = (row) => {
        title = row.title!;
        return [];
      };
      await parsed(zone, () => pick(zone, csvFile('sku,title\nA-1,कक्षा 6 गणित ₹65\n')));
      expect(title).to.equal('कक्षा 6 गणित ₹65');
    });

    it('reports progress chunk by chunk on a large file, with a progress bar', async () => {
      zone.chunkSize = 64 * 1024;
      const file = largeCsv(20_000);
      const progress: { loaded: number; total: number }[] = [];
      let barSeen = false;
      zone.addEventListener('sat-file-progress', (event: SatFileProgressEvent) => {
        progress.push(event.detail);
        barSeen ||= zone.shadowRoot!.querySelector('[part=progress]') !== null;
      });
      const event = await parsed(zone, () => pick(zone, file));
      expect(event.detail.rowCount).to.equal(20_000);
      expect(progress.length).to.be.greaterThan(5);
      expect(progress.every(({ total }) => total === file.size)).to.equal(true);
      const loaded = progress.map((step) => step.loaded);
      expect(loaded).to.deep.equal([...loaded].sort((a, b) => a - b));
      expect(loaded.at(-1)).to.equal(file.size);
      expect(barSeen).to.equal(true);
      expect(zone.shadowRoot!.querySelector('[part=progress]')).to.equal(null);
    });

    it('stops reading on abort(), lets the file go and reports nothing more', async () => {
      zone.chunkSize = 16 * 1024;
      let changed = false;
      zone.addEventListener('sat-file-change', () => {
        changed = true;
      });
      const firstChunk = oneEvent(zone, 'sat-file-progress');
      pick(zone, largeCsv(20_000));
      await firstChunk;
      let progressAfterAbort = 0;
      zone.addEventListener('sat-file-progress', () => progressAfterAbort++);
      zone.abort();
      await zone.updateComplete;
      expect(zone.file).to.equal(null);
      expect(zone.shadowRoot!.querySelector('[part=file]')).to.equal(null);
      // A new file is taken at once, and only it is reported.
      const event = await parsed(zone, () => pick(zone, products));
      expect(event.detail.file).to.equal(products);
      expect(changed).to.equal(true);
      expect(progressAfterAbort).to.be.lessThan(2);
    });
  });

  describe('refusals', () => {
    it('refuses a file that is not a CSV', async () => {
      const event = await refused(zone, () =>
        pick(zone, csvFile('%PDF', 'invoice.pdf', 'application/pdf')),
      );
      expect(event.detail).to.deep.equal({ message: 'Please upload a CSV file' });
      expect(text(zone, 'message')).to.equal('Please upload a CSV file');
      expect(zone.file).to.equal(null);
    });

    it('uses the wrong-type message it is given', async () => {
      zone.strings = { wrongType: 'Seuls les fichiers CSV' };
      const event = await refused(zone, () => drop(zone, csvFile('x', 'photo.png', 'image/png')));
      expect(event.detail.message).to.equal('Seuls les fichiers CSV');
      // The texts not given keep their defaults.
      expect(text(zone, 'label')).to.equal('Choose a CSV file');
    });

    it('refuses a second file while one is held', async () => {
      await parsed(zone, () => pick(zone, products));
      const second = csvFile('sku\nB-1\n', 'other.csv');
      const event = await refused(zone, () => drop(zone, second));
      expect(event.detail.message).to.equal(
        'You had already uploaded! You can change or delete file for uploading new file!!!',
      );
      expect(text(zone, 'message')).to.equal(event.detail.message);
      expect(zone.file).to.equal(products);
    });

    it('forgets "You had already uploaded!" once the held file is let go (uploaded)', async () => {
      await parsed(zone, () => pick(zone, products));
      await refused(zone, () => drop(zone, csvFile('sku\nB-1\n', 'other.csv')));
      expect(text(zone, 'message')).to.contain('You had already uploaded!');

      zone.abort();
      await zone.updateComplete;

      expect(zone.file).to.equal(null);
      expect(text(zone, 'message') ?? '').to.equal('');
    });

    it('takes a new file after Change', async () => {
      await parsed(zone, () => pick(zone, products));
      button(zone, 'change-button').click();
      const second = csvFile('sku\nB-1\n', 'other.csv');
      const event = await parsed(zone, () => pick(zone, second));
      expect(event.detail).to.include({ file: second, rowCount: 1 });
      expect(event.detail.errors).to.deep.equal([]);
      expect(zone.file).to.equal(second);
      expect(text(zone, 'message')).to.equal(undefined);
    });

    it('empties on Remove, fires sat-file-remove, and takes a new file', async () => {
      await parsed(zone, () => pick(zone, products));
      const removed = oneEvent(zone, 'sat-file-remove');
      button(zone, 'remove-button').click();
      expect((await removed).detail).to.deep.equal({});
      await zone.updateComplete;
      expect(zone.file).to.equal(null);
      expect(zone.shadowRoot!.querySelector('[part=file]')).to.equal(null);
      const event = await parsed(zone, () => drop(zone, products));
      expect(event.detail.rowCount).to.equal(3);
    });
  });

  describe('checks', () => {
    it('numbers the first data row 1, not counting blank lines, and gives the header', async () => {
      const seen: [number, readonly string[]][] = [];
      zone.validateRow = (row, index, header) => {
        seen.push([index, header]);
        return priceUpTo100(row);
      };
      const event = await parsed(zone, () => pick(zone, products));
      expect(seen.map(([index]) => index)).to.deep.equal([0, 1, 2]);
      expect(seen[0]![1]).to.deep.equal(['sku', 'title', 'price']);
      // A-2 is the second data row (a blank line follows it).
      expect(event.detail.errors).to.deep.equal([
        { row: 2, column: 'price', message: 'Price above 100' },
      ]);
      expect(errorsShown(zone)).to.deep.equal(['Row 2, price: Price above 100']);
      expect(text(zone, 'report')).to.equal('Columns: sku, title, price · Rows: 3 · Problems: 1');
    });

    it('reports required columns the header lacks at row 0, shown as the header', async () => {
      zone.requiredColumns = ['sku', 'variantId', 'updateType'];
      const event = await parsed(zone, () => pick(zone, products));
      expect(event.detail.errors).to.deep.equal([
        { row: 0, column: 'variantId', message: 'Required column is missing' },
        { row: 0, column: 'updateType', message: 'Required column is missing' },
      ]);
      expect(errorsShown(zone)).to.deep.equal([
        'Header, variantId: Required column is missing',
        'Header, updateType: Required column is missing',
      ]);
      // A column the file lacks has no cell to fix.
      expect(fixes(zone).size).to.equal(0);
    });

    it('reports what validateHeader finds at row 0, beside the required columns', async () => {
      let given: readonly string[] = [];
      zone.requiredColumns = ['sku', 'price', 'stock'];
      zone.validateHeader = (header) => {
        given = header;
        return header.includes('prise') ? [{ column: 'prise', message: 'Unknown column' }] : [];
      };
      const file = csvFile('sku,prise,stock\nA-1,45,3\n');
      const event = await parsed(zone, () => pick(zone, file));
      expect(given).to.deep.equal(['sku', 'prise', 'stock']);
      expect(event.detail.errors).to.deep.equal([
        { row: 0, column: 'prise', message: 'Unknown column' },
        { row: 0, column: 'price', message: 'Required column is missing' },
      ]);
      // The header cell can be renamed in place.
      expect(fix(zone, 'Header, prise').value).to.equal('prise');
      await edit(zone, 'Header, prise', 'price');
      const again = await checkAgain(zone);
      expect(again.detail.header).to.deep.equal(['sku', 'price', 'stock']);
      expect(again.detail.errors).to.deep.equal([]);
      expect(await again.detail.file.text()).to.equal('sku,price,stock\r\nA-1,45,3');
    });

    it('reports rows with too few or too many cells and unclosed quotes', async () => {
      const file = csvFile('sku,title,price\nA-1,Notebook\nA-2,Pencil,5,extra\nA-3,"Set,9\n');
      const event = await parsed(zone, () => pick(zone, file));
      expect(event.detail.errors).to.deep.equal([
        { row: 1, column: 'price', message: 'The row ends before this column' },
        { row: 2, column: '', message: 'The row has more cells than the header has columns' },
        {
          row: 3,
          column: '',
          message: 'A quote is not closed, or not doubled inside a quoted cell',
        },
        { row: 3, column: 'price', message: 'The row ends before this column' },
      ]);
      // The missing cell can be filled in.
      expect(fix(zone, 'Row 1, price').value).to.equal('');
      await edit(zone, 'Row 1, price', '45');
      const again = await checkAgain(zone);
      expect(again.detail.errors.filter(({ row }) => row === 1)).to.deep.equal([]);
    });

    it('lists a hundred problems by row then column, and counts the rest', async () => {
      // Reported in the opposite of the header's order.
      zone.validateRow = () => [
        { column: 'price', message: 'Unknown price' },
        { column: 'sku', message: 'Unknown SKU' },
      ];
      const event = await parsed(zone, () => pick(zone, largeCsv(75)));
      expect(event.detail.errors).to.have.length(150);
      expect(event.detail.errors.slice(0, 3)).to.deep.equal([
        { row: 1, column: 'sku', message: 'Unknown SKU' },
        { row: 1, column: 'price', message: 'Unknown price' },
        { row: 2, column: 'sku', message: 'Unknown SKU' },
      ]);
      const shown = errorsShown(zone);
      expect(shown).to.have.length(101);
      expect(shown[0]).to.equal('Row 1, sku: Unknown SKU');
      expect(shown[99]).to.equal('Row 50, price: Unknown price');
      expect(shown.at(-1)).to.equal('+ 50 more problems');
      expect(fixes(zone).size).to.equal(100);
    });
  });

  describe('fixing in place', () => {
    beforeEach(() => {
      zone.validateRow = priceUpTo100;
    });

    it('shows an input holding the bad cell, and Check again hands over the corrected file', async () => {
      await parsed(zone, () => pick(zone, products));
      const field = fix(zone, 'Row 2, price');
      expect(field.value).to.equal('120');
      await edit(zone, 'Row 2, price', '95');
      // Nothing is checked or handed over before Check again.
      expect(zone.file).to.equal(products);
      const checked: string[] = [];
      zone.validateRow = (row) => {
        checked.push(row.price!);
        return priceUpTo100(row);
      };
      const event = await checkAgain(zone);
      // The kept rows were checked, with the fix, not the file read again.
      expect(checked).to.deep.equal(['45', '95', '99']);
      expect(event.detail.errors).to.deep.equal([]);
      expect(event.detail.edited).to.equal(true);
      expect(event.detail.rowCount).to.equal(3);
      const corrected = event.detail.file;
      expect(corrected).to.not.equal(products);
      expect(corrected.name).to.equal('products.csv');
      expect(await corrected.text()).to.equal(
        'sku,title,price\r\nA-1,Notebook,45\r\nA-2,Pencil box,95\r\nA-3,Geometry set,99',
      );
      expect(zone.file).to.equal(corrected);
      expect(errorsShown(zone)).to.deep.equal([]);
      expect(text(zone, 'edited')).to.equal('edited');
    });

    it('keeps a problem listed while its fix is still wrong', async () => {
      await parsed(zone, () => pick(zone, products));
      await edit(zone, 'Row 2, price', '150');
      const event = await checkAgain(zone);
      expect(event.detail.errors).to.deep.equal([
        { row: 2, column: 'price', message: 'Price above 100' },
      ]);
      expect(fix(zone, 'Row 2, price').value).to.equal('150');
      expect(await event.detail.file.text()).to.contain('A-2,Pencil box,150');
    });

    it('Check again without a change hands over the same file', async () => {
      await parsed(zone, () => pick(zone, products));
      const event = await checkAgain(zone);
      expect(event.detail.file).to.equal(products);
      expect(event.detail.edited).to.equal(false);
    });

    it('writes quotes, commas and line breaks back as they were', async () => {
      const file = csvFile('sku,title,price\r\nA-1,"Box, ""large""\r\nblue",150\r\n');
      await parsed(zone, () => pick(zone, file));
      await edit(zone, 'Row 1, price', '80');
      const event = await checkAgain(zone);
      expect(await event.detail.file.text()).to.equal(
        'sku,title,price\r\nA-1,"Box, ""large""\r\nblue",80',
      );
    });
  });

  describe('problems found elsewhere', () => {
    const serverIssues = [
      { row: 3, column: 'sku', message: 'SKU already exists for this merchant' },
      { row: 1, column: 'categoryName', message: 'Unknown category' },
      { row: 0, column: '', message: 'The file is not a product file' },
    ];

    it('lists them sorted with the own ones, with inputs where the cell exists', async () => {
      zone.validateRow = priceUpTo100;
      await parsed(zone, () => pick(zone, products));
      zone.showIssues(serverIssues);
      await zone.updateComplete;
      expect(errorsShown(zone)).to.deep.equal([
        'Header: The file is not a product file',
        'Row 1, categoryName: Unknown category',
        'Row 2, price: Price above 100',
        'Row 3, sku: SKU already exists for this merchant',
      ]);
      expect([...fixes(zone).keys()]).to.deep.equal(['Row 2, price', 'Row 3, sku']);
      expect(fix(zone, 'Row 3, sku').value).to.equal('A-3');
    });

    it('lists a problem given again beside the same one found here', async () => {
      zone.validateRow = priceUpTo100;
      await parsed(zone, () => pick(zone, products));
      zone.showIssues([{ row: 2, column: 'price', message: 'Price above 100' }]);
      await zone.updateComplete;
      expect(errorsShown(zone)).to.deep.equal([
        'Row 2, price: Price above 100',
        'Row 2, price: Price above 100',
      ]);
      // Both inputs edit the one cell.
      await edit(zone, 'Row 2, price', '90');
      const inputs = zone.shadowRoot!.querySelectorAll<SlInput>('[part=fix]');
      expect([...inputs].map((field) => field.value)).to.deep.equal(['90', '90']);
    });

    it('are cleared by Check again, which checks the fixed rows', async () => {
      await parsed(zone, () => pick(zone, products));
      zone.showIssues(serverIssues);
      await zone.updateComplete;
      await edit(zone, 'Row 3, sku', 'A-3B');
      const event = await checkAgain(zone);
      expect(event.detail.errors).to.deep.equal([]);
      expect(event.detail.edited).to.equal(true);
      expect(await event.detail.file.text()).to.contain('\r\nA-3B,Geometry set,99');
      expect(errorsShown(zone)).to.deep.equal([]);
    });

    it('are cleared by Remove and by another file', async () => {
      await parsed(zone, () => pick(zone, products));
      zone.showIssues(serverIssues);
      await zone.updateComplete;
      expect(errorsShown(zone)).to.have.length(3);
      button(zone, 'remove-button').click();
      await zone.updateComplete;
      expect(errorsShown(zone)).to.deep.equal([]);
      await parsed(zone, () => pick(zone, products));
      zone.showIssues(serverIssues);
      await zone.updateComplete;
      button(zone, 'change-button').click();
      await parsed(zone, () => pick(zone, csvFile('sku\nB-1\n', 'other.csv')));
      expect(errorsShown(zone)).to.deep.equal([]);
    });
  });

  describe('error report', () => {
    const risky = csvFile(
      'sku,title,price,phone\n' +
        'A-1,=HYPERLINK("http://x"),45,+919876543210\n' +
        'A-2,Pencil box,-5,@home\n' +
        'A-3,"\tTabbed",99,\n',
      'catalogue.CSV',
    );

    it('saves the rows with an errors column, formula-safe, as <name>-errors.csv', async () => {
      zone.validateRow = (row) => [
        ...(Number(row.price) > 0 ? [] : [{ column: 'price', message: 'Must be positive' }]),
        ...(row.phone ? [] : [{ column: 'phone', message: 'Required' }]),
      ];
      await parsed(zone, () => pick(zone, risky));
      zone.showIssues([{ row: 3, column: '', message: 'Duplicate of row 1' }]);
      await zone.updateComplete;
      // The download link's file, read as the link is clicked (its URL is revoked right after).
      let saved: Promise<string> | undefined;
      let savedAs = '';
      const clicks = sinon.stub(HTMLAnchorElement.prototype, 'click').callsFake(function (
        this: HTMLAnchorElement,
      ) {
        savedAs = this.download;
        saved = fetch(this.href).then((response) => response.text());
      });
      try {
        button(zone, 'report-button').click();
        await waitUntil(() => saved !== undefined);
      } finally {
        clicks.restore();
      }
      expect(savedAs).to.equal('catalogue-errors.csv');
      expect(await saved).to.equal(
        'sku,title,price,phone,errors\r\n' +
          `A-1,"'=HYPERLINK(""http://x"")",45,"'+919876543210",\r\n` +
          `A-2,Pencil box,"'-5","'@home",price: Must be positive\r\n` +
          `A-3,"'\tTabbed",99,,Duplicate of row 1; phone: Required`,
      );
      const report = await zone.errorReport();
      expect(report!.name).to.equal('catalogue-errors.csv');
      // A byte order mark, so that Excel reads the file as UTF-8.
      expect(new Uint8Array(await report!.arrayBuffer()).slice(0, 3)).to.deep.equal(
        new Uint8Array([0xef, 0xbb, 0xbf]),
      );
    });

    it('fills the errors column of a report uploaded again rather than adding one', async () => {
      zone.validateRow = priceUpTo100;
      const again = csvFile(
        'sku,price,errors\nA-1,150,price: Price above 100\nA-2,50,old message\n',
        'products-errors.csv',
      );
      await parsed(zone, () => pick(zone, again));
      const report = await zone.errorReport();
      expect(report!.name).to.equal('products-errors.csv');
      expect((await report!.text()).replace('\ufeff', '')).to.equal(
        'sku,price,errors\r\nA-1,150,price: Price above 100\r\nA-2,50,',
      );
    });

    it('is offered only while there are problems', async () => {
      await parsed(zone, () => pick(zone, products));
      expect(zone.shadowRoot!.querySelector('[part=report-button]')).to.equal(null);
      expect(zone.shadowRoot!.querySelector('[part=check-button]')).to.equal(null);
    });
  });

  describe('keyboard', () => {
    it('reaches the file input with Tab, named by the zone', async () => {
      await sendKeys({ press: 'Tab' });
      expect(focused(zone)).to.equal('input');
      expect(input(zone).labels?.[0]?.textContent?.replace(/\s+/g, ' ').trim()).to.equal(
        'Choose a CSV file or drop it here',
      );
      expect(input(zone).accept).to.equal('.csv,text/csv');
    });

    it('tabs to a fix input, types the fix, and Enter checks again', async () => {
      zone.validateRow = priceUpTo100;
      await parsed(zone, () => pick(zone, products));
      const field = fix(zone, 'Row 2, price');
      for (let press = 0; press < 8 && focusedIn(zone) !== field; press++) {
        await sendKeys({ press: 'Tab' });
      }
      expect(focused(zone)).to.equal('fix Row 2, price');
      field.select();
      await sendKeys({ type: '80' });
      const event = await parsed(zone, () => void sendKeys({ press: 'Enter' }));
      expect(event.detail.errors).to.deep.equal([]);
      expect(await event.detail.file.text()).to.contain('A-2,Pencil box,80');
      // The problem and its input are gone: focus goes to the file's report, not to the page.
      await waitUntil(() => focused(zone) !== undefined);
      expect(focused(zone)).to.equal('report');
    });

    it('moves focus to the next problem once the one fixed is gone', async () => {
      zone.validateRow = priceUpTo100;
      await parsed(zone, () => pick(zone, csvFile('sku,price\nA-1,150\nA-2,120\n')));
      fix(zone, 'Row 1, price').focus();
      fix(zone, 'Row 1, price').select();
      await sendKeys({ type: '50' });
      await parsed(zone, () => void sendKeys({ press: 'Enter' }));
      await waitUntil(() => focused(zone) !== undefined);
      expect(focused(zone)).to.equal('fix Row 2, price');
    });
  });

  describe('accessibility', () => {
    it('passes axe when empty', async () => {
      await expect(zone).to.be.accessible();
    });

    it('passes axe with problems listed and fix inputs', async () => {
      zone.requiredColumns = ['variantId'];
      zone.validateRow = priceUpTo100;
      await parsed(zone, () => pick(zone, products));
      expect(errorsShown(zone)).to.have.length(2);
      await expect(zone).to.be.accessible();
    });

    it('passes axe showing a refusal', async () => {
      await refused(zone, () => pick(zone, csvFile('x', 'a.txt', 'text/plain')));
      await expect(zone).to.be.accessible();
    });
  });
});
