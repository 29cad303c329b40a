import { products } from '@satchel/api';
import type { SatColumn, SatOption } from '@satchel/elements/react';
import { messages } from '@satchel/stores';
import { historyColumn } from '../../components/history/historyAction.js';
import { type ExportFormats, labelFormat } from '../../components/list-table/exportColumns.js';
import type { ListTableFilters } from '../../components/list-table/useListTable.js';

const { fields, productTypes, adminDisabledChoices } = messages.products;

/** The column whose toggles disable and enable products. */
export const adminDisabledColumn = 'adminDisabled';

/** The parent column: the main product a variant belongs to, by title and SKU. */
const parentOf = (_: unknown, row: products.Product): string =>
  row.parentSku === null ? '' : `${row.parentTitle} (${row.parentSku})`;

export const productColumns: readonly SatColumn<products.Product>[] = [
  {
    id: 'image',
    header: fields.image,
    kind: 'image',
    alt: (row) => messages.products.imageOf(row.title),
  },
  { id: 'title', header: fields.title, width: '14rem' },
  { id: 'sku', header: fields.sku, unbroken: true },
  { id: 'brand', header: fields.brand },
  {
    id: 'productType',
    header: fields.productType,
    format: (value) => productTypes[value as products.ProductType],
  },
  { id: 'parent', header: fields.parent, format: parentOf },
  { id: 'storeName', header: fields.merchant },
  { id: 'price', header: fields.price, kind: 'money', align: 'end' },
  { id: 'stock', header: fields.stock, align: 'end' },
  { id: adminDisabledColumn, header: fields.adminDisabled, kind: 'toggle' },
  historyColumn(),
];

const productTypeOptions: readonly SatOption[] = products.productTypes.map((type) => ({
  value: type,
  label: productTypes[type],
}));

const adminDisabledOptions: readonly SatOption[] = (['true', 'false'] as const).map((value) => ({
  value,
  label: adminDisabledChoices[value],
}));

/** The spec's search fields of the products list (part 1 §3). */
export const productFilters: ListTableFilters<typeof products.list> = [
  { name: 'title', label: fields.title, type: 'text' },
  { name: 'sku', label: fields.sku, type: 'text' },
  { name: 'brand', label: fields.brand, type: 'text' },
  { name: 'parentProductId', label: fields.parentProductId, type: 'text' },
  { name: 'productType', label: fields.productType, type: 'select', options: productTypeOptions },
  {
    name: 'adminDisabled',
    label: fields.adminDisabled,
    type: 'select',
    options: adminDisabledOptions,
  },
];

/** A row's name in its controls' accessible labels ("Admin disabled, Gel Pen (PEN-1)"). */
export const productRowLabel = (row: products.Product): string => `${row.title} (${row.sku})`;

/** How the export shows the columns the table draws with a format (see ListExport). */
export const productExportFormats: ExportFormats = {
  productType: { format: labelFormat(productTypes) },
  parent: { format: { kind: 'text' }, fields: ['parentTitle', 'parentSku'] },
  [adminDisabledColumn]: {
    format: { kind: 'yesNo', yes: adminDisabledChoices.true, no: adminDisabledChoices.false },
  },
};
