import type { orders as ordersContract } from '@satchel/api';
import type { SatColumn } from '@satchel/elements/react';
import { messages, orders } from '@satchel/stores';
import { historyColumn } from '../../components/history/historyAction.js';
import { type ExportFormats, labelFormat } from '../../components/list-table/exportColumns.js';
import type { ListTableFilters } from '../../components/list-table/useListTable.js';

/** The label of a wire value, the value itself when the catalogue has none. */
const labelOf =
  (labels: Readonly<Record<string, string>>) =>
  (value: unknown): string =>
    labels[String(value)] ?? String(value ?? '');

export const orderStatusLabel = labelOf(messages.orders.statuses);
export const paymentMethodLabel = labelOf(messages.orders.paymentMethods);
export const paymentStatusLabel = labelOf(messages.orders.paymentStatuses);

export const orderColumns: readonly SatColumn<ordersContract.OrderRow>[] = [
  // A real link to the order's place: a new tab or a copied address opens that order.
  {
    id: 'orderId',
    header: messages.orders.fields.orderId,
    kind: 'link',
    href: (row) => orders.orderHref(row.id),
  },
  { id: 'orderTime', header: messages.orders.fields.orderTime },
  { id: 'customer', header: messages.orders.fields.customer },
  { id: 'address', header: messages.fields.address, width: '14rem' },
  { id: 'status', header: messages.fields.status, format: orderStatusLabel },
  { id: 'subTotal', header: messages.orders.fields.subTotal, kind: 'money', align: 'end' },
  { id: 'paymentMethod', header: messages.orders.fields.paymentMethod, format: paymentMethodLabel },
  { id: 'paymentStatus', header: messages.orders.fields.paymentStatus, format: paymentStatusLabel },
  historyColumn(),
];

const options = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export const orderFilters: ListTableFilters<typeof ordersContract.list> = [
  { name: 'orderId', label: messages.orders.fields.orderId, type: 'text' },
  { name: 'customerName', label: messages.orders.fields.customerName, type: 'text' },
  { name: 'customerPhone', label: messages.orders.fields.customerPhone, type: 'text' },
  {
    name: 'paymentMethod',
    label: messages.orders.fields.paymentMethod,
    type: 'select',
    options: options(messages.orders.paymentMethods),
  },
  {
    name: 'paymentStatus',
    label: messages.orders.fields.paymentStatus,
    type: 'select',
    options: options(messages.orders.paymentStatuses),
  },
];

/** A row's name in its controls' accessible labels ("Order SAT-2611-000123"). */
export const orderRowLabel = (row: ordersContract.OrderRow): string =>
  messages.orders.order(row.orderId);

/** How the export shows the columns the table draws with a format (see ListExport). */
export const orderExportFormats: ExportFormats = {
  status: { format: labelFormat(messages.orders.statuses) },
  paymentMethod: { format: labelFormat(messages.orders.paymentMethods) },
  paymentStatus: { format: labelFormat(messages.orders.paymentStatuses) },
};
