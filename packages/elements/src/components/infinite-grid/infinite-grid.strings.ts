/** The texts `<sat-infinite-grid>` shows itself; a host overrides any of them through `strings`. */
export interface SatInfiniteGridStrings {
  /** The button that asks for more, e.g. "Load More Products" for a competition's products. */
  readonly loadMore: string;
  /** Next to the spinner while more items load. */
  readonly loading: string;
  /** Shown when there are no items and no more to load; the `empty` slot replaces it. */
  readonly empty: string;
  /** Shown under the last item when there are no more; the `end` slot replaces it. */
  readonly end: string;
}

/** The spec's words where it has them ("No results found", part 1 §2), plain English otherwise. */
export const satInfiniteGridStrings: SatInfiniteGridStrings = {
  loadMore: 'Load more',
  loading: 'Loading…',
  empty: 'No results found',
  end: 'No more results',
};
