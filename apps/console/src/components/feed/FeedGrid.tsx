import {
  type SatGridItem,
  SatInfiniteGrid,
  type SatInfiniteGridStrings,
} from '@satchel/elements/react';
import { elementTexts, type FeedState } from '@satchel/stores';
import type { TemplateResult } from 'lit';
import type { ReactNode } from 'react';
import './FeedCard.js';

/** What `<sat-infinite-grid>` shows of a feed (its items, loading, whether more come, total). */
export const feedGridState = <Item extends object>(feed: FeedState<Item, unknown>) => ({
  items: feed.items as unknown as readonly SatGridItem[],
  loading: feed.loading,
  hasMore: feed.hasMore,
  // The cards' set size: unknown until the first page says it.
  total: feed.page > 0 ? feed.total : -1,
});

interface FeedGridProps<Item extends object> {
  readonly feed: FeedState<Item, unknown>;
  /** The feed's accessible name. */
  readonly label?: string;
  /** The card of an item: a `<feed-card>` template. */
  readonly card: (item: Item) => TemplateResult;
  /** An item's accessible name, given to its card. */
  readonly itemLabel: (item: Item) => string;
  /** The grid asked for more: the sentinel under the last card showed, or Load more was pressed. */
  readonly onLoadMore: () => void;
  readonly strings?: Partial<SatInfiniteGridStrings>;
  readonly threshold?: number;
  readonly className?: string;
  /** The grid's `empty` and `end` slots. */
  readonly children?: ReactNode;
}

/** A feed of the stores on `<sat-infinite-grid>`, each item drawn as a card. */
export function FeedGrid<Item extends object>({
  feed,
  card,
  itemLabel,
  onLoadMore,
  strings,
  ...shown
}: FeedGridProps<Item>) {
  return (
    <SatInfiniteGrid
      {...shown}
      strings={{ ...elementTexts.infiniteGrid, ...strings }}
      {...feedGridState(feed)}
      renderItem={(item) => card(item as unknown as Item)}
      itemLabel={(item) => itemLabel(item as unknown as Item)}
      onSatLoadMore={onLoadMore}
    />
  );
}
