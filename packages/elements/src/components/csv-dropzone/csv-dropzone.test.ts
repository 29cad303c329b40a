import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../testing/light-theme.js';
import type {
  SatCsvDropzone,
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

function button(zone: SatCsvDropzone, part: 'change-button' | 'remove-button'): HTMLElement {
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

describe('<sat-csv-dropzone>', () => {
  let zone: SatCsvDropzone;
  beforeEach(async () => {
    zone = await fixture<SatCsvDropzone>(html`<sat-csv-dropzone></sat-csv-dropzone>`);
  });

  describe('reading', () => {
    it('reads a picked CSV in a worker and reports its header and row count', async () => {
      const workers = sinon.spy(window, 'Worker');
      let event: SatFileChangeEvent;
      try {
        event = await parsed(zone, () => pick(zone, products));
      } finally {
        workers.restore();
      }
      expect(workers.calledWithNew()).to.equal(true);
      expect(String(workers.firstCall.args[0])).to.match(/^blob:/);
      expect(event.detail).to.deep.equal({
        file: products,
        header: ['sku', 'title', 'price'],
        rowCount: 3,
        errors: [],
      });
      expect(event.bubbles && event.composed).to.equal(true);
      expect(zone.file).to.equal(products);
      expect(text(zone, 'file-name')).to.equal('products.csv');
      expect(text(zone, 'report')).to.equal('Columns: sku, title, price · Rows: 3');
    });

    it('reads a dropped CSV', async () => {
      const event = await parsed(zone, () => drop(zone, products));
      expect(event.detail.rowCount).to.equal(3);
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

    it('takes a new file after Change', async () => {
      await parsed(zone, () => pick(zone, products));
      button(zone, 'change-button').click();
      const second = csvFile('sku\nB-1\n', 'other.csv');
      const event = await parsed(zone, () => pick(zone, second));
      expect(event.detail).to.include({ file: second, rowCount: 1 });
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

  describe('validation', () => {
    it('reports required columns the header lacks', async () => {
      zone.requiredColumns = ['sku', 'variantId', 'updateType'];
      const event = await parsed(zone, () => pick(zone, products));
      expect(event.detail.errors).to.deep.equal([
        { row: 1, column: 'variantId', message: 'Required column is missing' },
        { row: 1, column: 'updateType', message: 'Required column is missing' },
      ]);
      expect(errorsShown(zone)).to.deep.equal([
        'Row 1, variantId: Required column is missing',
        'Row 1, updateType: Required column is missing',
      ]);
    });

    it('lists the problems validateRow finds with their spreadsheet row', async () => {
      zone.validateRow = (row, index) => {
        expect(index).to.be.within(0, 2);
        return Number(row.price) > 100 ? [{ column: 'price', message: 'Price above 100' }] : [];
      };
      const event = await parsed(zone, () => pick(zone, products));
      expect(event.detail.errors).to.deep.equal([
        { row: 3, column: 'price', message: 'Price above 100' },
      ]);
      expect(errorsShown(zone)).to.deep.equal(['Row 3, price: Price above 100']);
    });

    it('lists a hundred problems and counts the rest', async () => {
      zone.validateRow = () => [{ column: 'sku', message: 'Unknown SKU' }];
      const event = await parsed(zone, () => pick(zone, largeCsv(150)));
      expect(event.detail.errors).to.have.length(150);
      const shown = errorsShown(zone);
      expect(shown).to.have.length(101);
      expect(shown.at(-1)).to.equal('+ 50 more problems');
    });
  });

  describe('keyboard', () => {
    it('reaches the file input with Tab, named by the zone', async () => {
      await sendKeys({ press: 'Tab' });
      expect(zone.shadowRoot!.activeElement).to.equal(input(zone));
      expect(input(zone).labels?.[0]?.textContent?.replace(/\s+/g, ' ').trim()).to.equal(
        'Choose a CSV file or drop it here',
      );
      expect(input(zone).accept).to.equal('.csv,text/csv');
    });
  });

  describe('accessibility', () => {
    it('passes axe when empty', async () => {
      await expect(zone).to.be.accessible();
    });

    it('passes axe with a file read and problems listed', async () => {
      zone.requiredColumns = ['variantId'];
      await parsed(zone, () => pick(zone, products));
      await waitUntil(() => errorsShown(zone).length === 1);
      await expect(zone).to.be.accessible();
    });

    it('passes axe showing a refusal', async () => {
      await refused(zone, () => pick(zone, csvFile('x', 'a.txt', 'text/plain')));
      await expect(zone).to.be.accessible();
    });
  });
});
