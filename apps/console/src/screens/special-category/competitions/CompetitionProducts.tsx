import { useStore } from '@nanostores/react';
import type { competitions } from '@satchel/api';
import { type SatGridItem, SatInfiniteGrid } from '@satchel/elements/react';
import {
  $competitionProducts,
  COMPETITIONS_SCROLL_THRESHOLD,
  hasMoreProducts,
  loadMoreCompetitionProducts,
  messages,
} from '@satchel/stores';
import { productCard } from './productCard.js';

const texts = messages.competitions;
const strings = {
  loadMore: texts.loadMoreProducts,
  loading: texts.loading,
  empty: texts.noProducts,
  end: texts.allProducts,
};

type Product = competitions.CompetitionProduct & SatGridItem;

interface CompetitionProductsProps {
  readonly competition: competitions.Competition;
  /** The grid's id, which the row's show-products button controls. */
  readonly id: string;
}

/** An expanded competition's products, 10 at a time, with Load More Products (spec part 2 §2). */
export function CompetitionProducts({ competition, id }: CompetitionProductsProps) {
  const state = useStore($competitionProducts)[competition.id];
  if (!state) return null;
  return (
    <SatInfiniteGrid
      id={id}
      className="competition-products"
      label={texts.products(competition.name)}
      items={state.items as Product[]}
      loading={state.loading}
      hasMore={hasMoreProducts(state)}
      total={state.page > 0 ? state.totalProducts : -1}
      threshold={COMPETITIONS_SCROLL_THRESHOLD}
      strings={strings}
      renderItem={(item) => productCard(item as Product)}
      itemLabel={(item) => (item as Product).title}
      onSatLoadMore={() => void loadMoreCompetitionProducts(competition.id)}
    />
  );
}
