import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type { SatCsvDropzone, SatCsvRowValidator } from './csv-dropzone.js';
import './csv-dropzone.js';

type Args = Pick<SatCsvDropzone, 'strings' | 'disabled' | 'requiredColumns' | 'validateRow'>;

const products = `sku,title,brand,price
NB-200,Ruled notebook 200 pages,Classmate,45
PB-01,Pencil box,Camlin,120
GS-10,Geometry set,Faber-Castell,-5
,Crayons 24 colours,Camlin,80
`;

const priceAndSku: SatCsvRowValidator = (row) => [
  ...(row.sku ? [] : [{ column: 'sku', message: 'SKU is required' }]),
  ...(Number(row.price) > 0 ? [] : [{ column: 'price', message: 'Price must be greater than 0' }]),
];

/** Gives the dropzone a file as if the user had picked it. */
function give(zone: SatCsvDropzone, file: File): void {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  const input = zone.shadowRoot!.querySelector('input')!;
  input.files = transfer.files;
  input.dispatchEvent(new Event('change'));
}

async function withFiles(canvasElement: HTMLElement, ...files: File[]): Promise<void> {
  const zone = canvasElement.querySelector('sat-csv-dropzone')!;
  await zone.updateComplete;
  for (const file of files) {
    give(zone, file);
  }
}

const meta: Meta<Args> = {
  title: 'Elements/CSV dropzone',
  component: 'sat-csv-dropzone',
  args: {
    strings: { label: 'Choose a CSV file', hint: 'or drop it here' },
    disabled: false,
    requiredColumns: [],
    validateRow: undefined,
  },
  render: (args) => html`
    <sat-csv-dropzone
      .strings=${args.strings}
      ?disabled=${args.disabled}
      .requiredColumns=${args.requiredColumns}
      .validateRow=${args.validateRow}
    ></sat-csv-dropzone>
  `,
};

export default meta;

type Story = StoryObj<Args>;

export const Empty: Story = {};

export const Read: Story = {
  play: ({ canvasElement }) =>
    withFiles(canvasElement, new File([products], 'products.csv', { type: 'text/csv' })),
};

export const RowProblems: Story = {
  args: { validateRow: priceAndSku },
  play: ({ canvasElement }) =>
    withFiles(canvasElement, new File([products], 'products.csv', { type: 'text/csv' })),
};

export const MissingColumns: Story = {
  args: { requiredColumns: ['variantId', 'updateType'] },
  play: ({ canvasElement }) =>
    withFiles(canvasElement, new File([products], 'variants.csv', { type: 'text/csv' })),
};

export const WrongType: Story = {
  play: ({ canvasElement }) =>
    withFiles(canvasElement, new File(['%PDF-1.7'], 'invoice.pdf', { type: 'application/pdf' })),
};

export const SecondFileRefused: Story = {
  play: ({ canvasElement }) =>
    withFiles(
      canvasElement,
      new File([products], 'products.csv', { type: 'text/csv' }),
      new File([products], 'other.csv', { type: 'text/csv' }),
    ),
};

/** A large file read in small chunks, so the progress bar can be seen moving. */
export const Reading: Story = {
  render: (args) =>
    html`<sat-csv-dropzone .strings=${args.strings} chunk-size="16384"></sat-csv-dropzone>`,
  play: ({ canvasElement }) => {
    const lines = Array.from(
      { length: 200_000 },
      (_, row) => `SKU-${row},Notebook ${row},${row % 90}`,
    );
    return withFiles(
      canvasElement,
      new File([`sku,title,price\n${lines.join('\n')}`], 'catalogue.csv', { type: 'text/csv' }),
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
};
