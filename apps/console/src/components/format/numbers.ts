import { formatCount as formatCountIn, formatRupees } from '@satchel/api';
import { locale } from '@satchel/stores';

/** A count in the installed language's way (1,23,456: Indian grouping in English and Hindi). */
export const formatCount = (value: number): string => formatCountIn(value, locale);

/** An amount in rupees in the installed language's way (₹1,23,456.50). */
export const formatMoney = (amount: string | number): string => formatRupees(amount, locale);
