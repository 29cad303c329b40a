import type { SatColumn, SatFilter, SatRow } from '@satchel/elements/react';
import { messages } from '@satchel/stores';
import { orderTexts } from './orderTexts.js';

const texts = orderTexts;

/** The label of a wire value, the value itself when the catalogue has none. */
const labelOf =
  (labels: Readonly<Record<string, string>>) =>
  (value: unknown): string =>
    labels[String(value)] ?? String(value ?? '');

export const orderStatusLabel = labelOf(messages.orders.statuses);
export const paymentMethodLabel = labelOf(texts.paymentMethods);
export const paymentStatusLabel = labelOf(texts.paymentStatuses);

export const orderColumns: readonly SatColumn[] = [
  { id: 'orderId', header: texts.columns.orderId, kind: 'link' },
  { id: 'orderTime', header: texts.columns.orderTime },
  { id: 'customer', header: texts.columns.customer },
  { id: 'address', header: texts.columns.address, width: '14rem' },
  { id: 'status', header: texts.columns.status, format: orderStatusLabel },
  { id: 'subTotal', header: texts.columns.subTotal, kind: 'money', align: 'end' },
  { id: 'paymentMethod', header: texts.columns.paymentMethod, format: paymentMethodLabel },
  { id: 'paymentStatus', header: texts.columns.paymentStatus, format: paymentStatusLabel },
];

const options = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export const orderFilters: readonly SatFilter[] = [
  { name: 'orderId', label: texts.filters.orderId, type: 'text' },
  { name: 'customerName', label: texts.filters.customerName, type: 'text' },
  { name: 'customerPhone', label: texts.filters.customerPhone, type: 'text' },
  {
    name: 'paymentMethod',
    label: texts.filters.paymentMethod,
    type: 'select',
    options: options(texts.paymentMethods),
  },
  {
    name: 'paymentStatus',
    label: texts.filters.paymentStatus,
    type: 'select',
    options: options(texts.paymentStatuses),
  },
];

/** A row's name in its controls' accessible labels ("Order SAT-2611-000123"). */
export const orderRowLabel = (row: SatRow): string => texts.orderRow(String(row.orderId));
