import type { sales as salesContract } from '@satchel/api';
import type { SatColumn, SatDataTableStrings, SatFilter } from '@satchel/elements/react';
import { messages, type sales } from '@satchel/stores';
import { withCountryCode } from '../../components/format/phone.js';

type MerchantSalesRow = salesContract.MerchantSalesRow;

const texts = messages.sales;

/**
 * The Merchant tab's columns (spec part 2 §3 "Merchant sales row"). The name is what a row is:
 * never hidden; the operator may hide or move any other.
 */
export const merchantRowColumns: readonly SatColumn<MerchantSalesRow>[] = [
  { id: 'id', header: texts.merchantId, unbroken: true },
  { id: 'name', header: texts.merchantName, hideable: false },
  { id: 'phone', header: texts.phone, format: withCountryCode, unbroken: true },
  { id: 'fulfilledCount', header: texts.fulfilled, align: 'end' },
  { id: 'acceptedCount', header: texts.accepted, align: 'end' },
  { id: 'rejectedCount', header: texts.rejected, align: 'end' },
];

/** A search over name, id and phone, and the count the rows go by (none chosen: fulfilled). */
export const merchantRowFilters: readonly SatFilter<sales.MerchantRowsFilter>[] = [
  { name: 'q', label: texts.merchantSearch, type: 'text' },
  {
    name: 'orderBy',
    label: texts.orderBy,
    type: 'select',
    placeholder: texts.fulfilled,
    options: [
      { value: 'acceptedCount', label: texts.accepted },
      { value: 'rejectedCount', label: texts.rejected },
    ],
  },
];

/** The sort select goes by the chosen count, not by time; no rows is the period's news. */
export const merchantRowStrings: Partial<SatDataTableStrings> = {
  latestFirst: texts.mostFirst,
  startFirst: texts.fewestFirst,
  empty: texts.noMerchants,
};

export const merchantRowLabel = (row: MerchantSalesRow): string => row.name;
