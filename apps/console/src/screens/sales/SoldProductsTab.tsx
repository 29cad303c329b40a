import { useStore } from '@nanostores/react';
import type { sales as salesContract } from '@satchel/api';
import { SatInfiniteGrid } from '@satchel/elements/react';
import { messages, sales } from '@satchel/stores';
import { html, nothing } from 'lit';
import { SelectField } from '../../components/form/SelectField.js';
import { TextField } from '../../components/form/TextField.js';

const texts = messages.sales;

const sortOptions = [
  { value: 'high-to-low', label: texts.highToLow },
  { value: 'low-to-high', label: texts.lowToHigh },
];

// The grid's items are plain records; each is a sold product of the store. Cards are drawn
// inside the grid's shadow root, where the console's style sheets do not reach: inline styles.
const card = (item: object) => {
  const product = item as salesContract.SoldProduct;
  const [image] = product.images;
  return html`
    ${
      image
        ? html`<img
            src=${image}
            alt=""
            loading="lazy"
            style="display: block; width: 100%; height: 9rem; object-fit: contain"
          />`
        : nothing
    }
    <h3 style="margin: 0.5rem 0; font-size: 1rem">${product.title}</h3>
    <p style="margin: 0">${texts.sold}: <strong>${product.soldCount}</strong></p>
  `;
};

/**
 * The Product tab (spec part 2 §2): search (500 ms after typing stops), category filter and
 * sold-count order over cards that load 10 more as the user scrolls.
 */
export function SoldProductsTab() {
  const filters = useStore(sales.$soldProductsFilters);
  const list = useStore(sales.$soldProducts);
  const choices = useStore(sales.$salesCategoryChoices).data ?? [];
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
      <SatInfiniteGrid
        items={list.products}
        loading={list.loading}
        hasMore={list.page < list.totalPages}
        renderItem={card}
        itemLabel={(item) => (item as salesContract.SoldProduct).title}
        onSatLoadMore={sales.loadMoreSoldProducts}
      >
        <p slot="empty">{texts.noProducts}</p>
      </SatInfiniteGrid>
    </div>
  );
}
