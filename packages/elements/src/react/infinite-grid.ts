// Generated from custom-elements.json by scripts/generate-api.mjs: change the element, then run `pnpm --filter @satchel/elements generate`.
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import type {
  SatActiveCardChangeEvent,
  SatLoadMoreEvent,
} from '../components/infinite-grid/infinite-grid.js';
import { SatInfiniteGrid as SatInfiniteGridElement } from '../components/infinite-grid/infinite-grid.js';

// Every type of the element's module (its events, options, texts), and the element's own class
// under another name, for refs.
export type * from '../components/infinite-grid/infinite-grid.js';
export type { SatInfiniteGrid as SatInfiniteGridElement } from '../components/infinite-grid/infinite-grid.js';

/** React wrapper of `<sat-infinite-grid>`; its API is in the elements' README. */
export const SatInfiniteGrid = createComponent({
  tagName: 'sat-infinite-grid',
  elementClass: SatInfiniteGridElement,
  react: React,
  events: {
    onSatActiveCardChange: 'sat-active-card-change' as EventName<SatActiveCardChangeEvent>,
    onSatLoadMore: 'sat-load-more' as EventName<SatLoadMoreEvent>,
  },
  displayName: 'SatInfiniteGrid',
});
