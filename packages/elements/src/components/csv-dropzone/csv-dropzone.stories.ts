import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { productCsvFile, productCsvHeader } from '../../testing/product-csv-sample.js';
import type { SatCsvDropzone, SatCsvIssue, SatCsvRowValidator } from './csv-dropzone.js';
import './csv-dropzone.js';

type Args = Pick<
  SatCsvDropzone,
  'strings' | 'disabled' | 'requiredColumns' | 'validateHeader' | 'validateRow' | 'chunkSize'
>;

const products = `sku,title,brand,price,stock
NB-200,Ruled notebook 200 pages,Classmate,45,120
PB-01,Pencil box,Camlin,120,40
GS-10,Geometry set,Faber-Castell,-5,15
,Crayons 24 colours,Camlin,80,ten
`;

const productRules: SatCsvRowValidator = (row) => [
  ...(row.sku ? [] : [{ column: 'sku', message: 'Required' }]),
  ...(Number(row.price) > 0 ? [] : [{ column: 'price', message: 'A price from 0.01 to 10000000' }]),
  ...(/^\d+$/.test(row.stock ?? '') ? [] : [{ column: 'stock', message: 'A whole number' }]),
];

/** What the server might answer about a file that passed the browser's checks. */
const serverIssues: SatCsvIssue[] = [
  { row: 1, column: 'sku', message: 'This SKU already exists for this merchant' },
  { row: 2, column: 'categoryName', message: 'Unknown category' },
];

const csv = (text: string, name = 'products.csv') => new File([text], name, { type: 'text/csv' });

/** Gives the dropzone a file as if the user had picked it. */
function give(zone: SatCsvDropzone, file: File): void {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  const input = zone.shadowRoot!.querySelector('input')!;
  input.files = transfer.files;
  input.dispatchEvent(new Event('change'));
}

async function zoneIn(canvasElement: HTMLElement): Promise<SatCsvDropzone> {
  const zone = canvasElement.querySelector('sat-csv-dropzone')!;
  await zone.updateComplete;
  return zone;
}

async function withFiles(canvasElement: HTMLElement, ...files: File[]): Promise<void> {
  const zone = await zoneIn(canvasElement);
  for (const file of files) {
    give(zone, file);
  }
}

/** Resolves once the dropzone has read its file. */
const read = (zone: SatCsvDropzone) =>
  new Promise((resolve) => zone.addEventListener('sat-file-change', resolve, { once: true }));

const meta: Meta<Args> = {
  title: 'Elements/CSV dropzone',
  component: 'sat-csv-dropzone',
  args: {
    strings: { label: 'Choose a CSV file', hint: 'or drop it here' },
    disabled: false,
    requiredColumns: [],
    validateHeader: undefined,
    validateRow: undefined,
    chunkSize: 512 * 1024,
  },
  render: (args) => html`
    <sat-csv-dropzone
      .strings=${args.strings}
      ?disabled=${args.disabled}
      .requiredColumns=${args.requiredColumns}
      .validateHeader=${args.validateHeader}
      .validateRow=${args.validateRow}
      .chunkSize=${args.chunkSize}
    ></sat-csv-dropzone>
  `,
};

export default meta;

type Story = StoryObj<Args>;

export const Empty: Story = {};

/** A large product file read in small chunks, so the progress bar can be seen moving. */
export const ReadingWithProgress: Story = {
  args: { chunkSize: 16 * 1024, validateRow: productRules },
  play: ({ canvasElement }) => withFiles(canvasElement, productCsvFile(100_000, 500)),
};

export const ReadClean: Story = {
  play: ({ canvasElement }) => withFiles(canvasElement, csv(products)),
};

/** Each bad cell has an input holding its text; fix them, then Check again. */
export const WithIssuesAndFixInputs: Story = {
  args: { validateRow: productRules },
  play: ({ canvasElement }) => withFiles(canvasElement, csv(products)),
};

export const MissingColumns: Story = {
  args: {
    requiredColumns: ['variantId', 'updateType'],
    validateHeader: (header) =>
      header.includes('brand') ? [{ column: 'brand', message: 'Unknown column' }] : [],
  },
  play: ({ canvasElement }) => withFiles(canvasElement, csv(products, 'variants.csv')),
};

/** The server's `{row, column, message}` answer shown with `showIssues()`, beside the file's own. */
export const WithServerIssues: Story = {
  args: { validateRow: productRules },
  play: async ({ canvasElement }) => {
    const zone = await zoneIn(canvasElement);
    const done = read(zone);
    give(zone, csv(products));
    await done;
    zone.showIssues(serverIssues);
  },
};

/** A product file with 200 bad cells in 100,000 rows: the first 100 listed, the rest counted. */
export const OverAHundredIssues: Story = {
  args: { requiredColumns: productCsvHeader, validateRow: productRules },
  play: ({ canvasElement }) => withFiles(canvasElement, productCsvFile(100_000, 500)),
};

/** In a narrow column, each fix input goes under its problem. */
export const NarrowWidth: Story = {
  args: { validateRow: productRules },
  render: (args) => html`
    <div style="width: 20rem">
      <sat-csv-dropzone .validateRow=${args.validateRow}></sat-csv-dropzone>
    </div>
  `,
  play: ({ canvasElement }) => withFiles(canvasElement, csv(products)),
};

export const WrongType: Story = {
  play: ({ canvasElement }) =>
    withFiles(canvasElement, new File(['%PDF-1.7'], 'invoice.pdf', { type: 'application/pdf' })),
};

export const SecondFileRefused: Story = {
  play: ({ canvasElement }) => withFiles(canvasElement, csv(products), csv(products, 'other.csv')),
};

export const Disabled: Story = {
  args: { disabled: true },
};
