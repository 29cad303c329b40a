import { useStore } from '@nanostores/react';
import type { sales } from '@satchel/api';
import { SatInfiniteGrid } from '@satchel/elements/react';
import {
  $salesCategoryChoices,
  $soldProducts,
  $soldProductsFilters,
  filterSoldProducts,
  loadMoreSoldProducts,
  messages,
  searchSoldProducts,
} from '@satchel/stores';
import { html, nothing } from 'lit';
import { SelectField } from '../../components/form/SelectField.js';
import { TextField } from '../../components/form/TextField.js';

const texts = messages.sales;

const sortOptions = [
  { value: 'high-to-low', label: texts.highToLow },
  { value: 'low-to-high', label: texts.lowToHigh },
];

// The grid's items are plain records; each is a sold product of the store.
const card = (item: object) => {
  const product = item as sales.SoldProduct;
  const [image] = product.images;
  return html`<div class="sold-product">
    ${image ? html`<img class="sold-product__image" src=${image} alt="" loading="lazy" />` : nothing}
    <h3 class="sold-product__title">${product.title}</h3>
    <p class="sold-product__sold">${texts.sold}: <strong>${product.soldCount}</strong></p>
  </div>`;
};

/**
 * The Product tab (spec part 2 §2): search (500 ms after typing stops), category filter and
 * sold-count order over cards that load 10 more as the user scrolls.
 */
export function SoldProductsTab() {
  const filters = useStore($soldProductsFilters);
  const list = useStore($soldProducts);
  const choices = useStore($salesCategoryChoices).data ?? [];
  return (
    <div className="sold-products">
      <div className="sold-products__filters">
        <TextField
          name="q"
          type="search"
          label={texts.search}
          value={filters.q}
          clearable
          onValueChange={searchSoldProducts}
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
            filterSoldProducts({ categoryId: value === 'all' ? '' : value })
          }
        />
        <SelectField
          name="soldCountSort"
          label={texts.sort}
          value={filters.soldCountSort}
          options={sortOptions}
          onValueChange={(value) =>
            filterSoldProducts({
              soldCountSort: value === 'low-to-high' ? 'low-to-high' : 'high-to-low',
            })
          }
        />
      </div>
      <SatInfiniteGrid
        items={list.products}
        loading={list.loading}
        hasMore={list.page < list.totalPages}
        renderItem={card}
        itemLabel={(item) => (item as sales.SoldProduct).title}
        onSatLoadMore={loadMoreSoldProducts}
      >
        <p slot="empty">{texts.noProducts}</p>
      </SatInfiniteGrid>
    </div>
  );
}
