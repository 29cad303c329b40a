import { products } from '@satchel/db/schema';
import type { DayRange } from './business-day.js';

/** A page of the Sales Management screen's sold products (spec part 2 §3, §7). */
export interface SoldProductsQuery {
  readonly page: number;
  readonly limit: number;
  readonly categoryId?: string | undefined;
  readonly title?: string | undefined;
  readonly lowToHigh: boolean;
  /** Every sale ever when absent. */
  readonly range?: DayRange | undefined;
}

export interface SoldProduct {
  readonly id: string;
  readonly title: string;
  readonly images: string[];
  readonly categoryId: string;
  readonly soldCount: number;
}

/** The product columns of a sold product; its quantity comes from a rollup. */
export const soldProductColumns = {
  id: products.id,
  title: products.title,
  images: products.images,
  categoryId: products.categoryId,
};
