import type Papa from 'papaparse';

let loading: Promise<typeof Papa> | undefined;

/**
 * papaparse, fetched on first use, so that pages which never read or write a CSV never download
 * it (design.md §8 budget).
 */
export function loadPapaparse(): Promise<typeof Papa> {
  loading ??= import('papaparse').then((module) => module.default);
  return loading;
}
