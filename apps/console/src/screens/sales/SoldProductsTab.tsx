import { useStore } from '@nanostores/react';
import type { sales as salesContract } from '@satchel/api';
import { messages, sales } from '@satchel/stores';
import { html, nothing } from 'lit';
import { useEffect } from 'react';
import { FeedGrid } from '../../components/feed/FeedGrid.js';
import { SelectField } from '../../components/form/SelectField.js';
import { TextField } from '../../components/form/TextField.js';

const texts = messages.sales;

const sortOptions = [
  { value: 'high-to-low', label: texts.highToLow },
  { value: 'low-to-high', label: texts.lowToHigh },
];

/** A sold product's card: its first image, its title and how many sold (the card's one paragraph). */
const card = (product: salesContract.SoldProduct) => {
  const [image] = product.images;
  return html`
    <feed-card>
      ${image ? html`<img slot="media" src=${image} alt="" loading="lazy" />` : nothing}
      <h3>${product.title}</h3>
      <p>${texts.sold}: <strong>${product.soldCount}</strong></p>
    </feed-card>
  `;
};

/**
 * The Product tab (spec part 2 §2): search (500 ms after typing stops), category filter and
 * sold-count order over cards that load 10 more as the user scrolls.
 */
export function SoldProductsTab() {
  const filters = useStore(sales.$soldProductsFilters);
  const feed = useStore(sales.soldProductsFeed.$feed);
  const choices = useStore(sales.$salesCategoryChoices).data ?? [];
  useEffect(() => void sales.openSoldProducts(), []);
  return (
    <div className="sold-products">
      <div className="sold-products__filters">
        <TextField
          name="q"
          type="search"
          label={texts.search}
          value={filters.q}
          clearable
          onValueChange={sales.searchSoldProducts}
        />
        <SelectField
          name="category"
          label={texts.category}
          value={filters.categoryId || 'all'}
          options={[
            { value: 'all', label: texts.allCategories },
            ...choices.map((choice) => ({ value: choice.id, label: choice.displayName })),
          ]}
          onValueChange={(value) =>
            sales.filterSoldProducts({ categoryId: value === 'all' ? '' : value })
          }
        />
        <SelectField
          name="soldCountSort"
          label={texts.sort}
          value={filters.soldCountSort}
          options={sortOptions}
          onValueChange={(value) =>
            sales.filterSoldProducts({
              soldCountSort: value === 'low-to-high' ? 'low-to-high' : 'high-to-low',
            })
          }
        />
      </div>
      <FeedGrid
        feed={feed}
        card={card}
        itemLabel={(product) => product.title}
        onLoadMore={() => void sales.soldProductsFeed.loadMore()}
      >
        <p slot="empty">{texts.noProducts}</p>
      </FeedGrid>
    </div>
  );
}
