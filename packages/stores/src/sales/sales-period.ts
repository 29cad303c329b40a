import { type SalesPeriod, salesPeriods } from '@satchel/api';
import { atom } from 'nanostores';
import { messages } from '../messages/index.js';

/** The period every figure of the Sales Management screen follows; Today first. */
export const $salesPeriod = atom<SalesPeriod>('day');

/** The selector's options in the spec's order (part 2 §9), in the installed language. */
export const salesPeriodOptions = () =>
  salesPeriods.map((value) => ({ value, label: messages.sales.periods[value] }));

export const chooseSalesPeriod = (period: SalesPeriod): void => $salesPeriod.set(period);
