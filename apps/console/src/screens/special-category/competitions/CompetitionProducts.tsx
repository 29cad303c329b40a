import { useStore } from '@nanostores/react';
import type { competitions as competitionsContract } from '@satchel/api';
import { type SatGridItem, SatInfiniteGrid } from '@satchel/elements/react';
import { competitions, messages } from '@satchel/stores';
import { productCard } from './productCard.js';

const texts = messages.competitions;
const strings = {
  loadMore: texts.loadMoreProducts,
  loading: texts.loading,
  empty: texts.noProducts,
  end: texts.allProducts,
};

type Product = competitionsContract.CompetitionProduct & SatGridItem;

interface CompetitionProductsProps {
  readonly competition: competitionsContract.Competition;
  /** The grid's id, which the row's show-products button controls. */
  readonly id: string;
}

/** An expanded competition's products, 10 at a time, with Load More Products (spec part 2 §2). */
export function CompetitionProducts({ competition, id }: CompetitionProductsProps) {
  const state = useStore(competitions.$competitionProducts)[competition.id];
  if (!state) return null;
  return (
    <SatInfiniteGrid
      id={id}
      className="competition-products"
      label={texts.products(competition.name)}
      items={state.items as Product[]}
      loading={state.loading}
      hasMore={competitions.hasMoreProducts(state)}
      total={state.page > 0 ? state.totalProducts : -1}
      threshold={competitions.COMPETITIONS_SCROLL_THRESHOLD}
      strings={strings}
      renderItem={(item) => productCard(item as Product)}
      itemLabel={(item) => (item as Product).title}
      onSatLoadMore={() => void competitions.loadMoreCompetitionProducts(competition.id)}
    />
  );
}
