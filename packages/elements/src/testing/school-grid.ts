import { fixture, html } from '@open-wc/testing';
import type { SatInfiniteGrid } from '../components/infinite-grid/infinite-grid.js';
import '../components/infinite-grid/infinite-grid.js';
import { sampleSchools, schoolCard, schoolNameOf } from './school-cards-sample.js';

/** A grid of three schools' cards (School tab cards), with `overrides` set, drawn. */
export async function schoolGrid(
  overrides: Partial<SatInfiniteGrid> = {},
): Promise<SatInfiniteGrid> {
  const element = await fixture<SatInfiniteGrid>(
    html`<sat-infinite-grid label="Schools"></sat-infinite-grid>`,
  );
  Object.assign(element, {
    items: sampleSchools(3),
    renderItem: schoolCard,
    itemLabel: schoolNameOf,
    ...overrides,
  });
  await element.updateComplete;
  return element;
}
