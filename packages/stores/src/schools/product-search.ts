import { products, type schools } from '@satchel/api';
import { atom } from 'nanostores';
import { api } from '../client.js';
import { createResource } from '../data/create-resource.js';
import { createPause } from '../data/pause.js';
import { showErrorDialog } from '../feedback/dialog.js';
import { messages } from '../messages/index.js';

/** How many products a search shows (part 2 §9). */
const RESULTS = 10;

/** What the bundle form's product search box holds. */
export const $productSearchText = atom('');
/** The search the results answer: the box's text 500 ms after its last change; null for none. */
const $productSearch = atom<string | null>(null);

const searchPause = createPause();

export function typeProductSearch(text: string): void {
  $productSearchText.set(text);
  searchPause.run(() => {
    const search = text.trim();
    $productSearch.set(search === '' ? null : search);
  });
}

/** Empties the box and the results (the modal opened again). */
export function clearProductSearch(): void {
  searchPause.cancel();
  $productSearchText.set('');
  $productSearch.set(null);
}

/** Products whose title holds the search, as a set lists them: id, title, price, merchant. */
const found = createResource({
  key: $productSearch,
  fetch: async (title: string): Promise<schools.SetProduct[]> => {
    const answer = await api.call(products.list, { query: { title, limit: RESULTS, page: 1 } });
    return answer.products.map(({ id, title: name, price, storeName }) => ({
      id,
      title: name,
      price,
      storeName,
    }));
  },
  onError: (error) => showErrorDialog(messages.schools.bundleOperationFailed, error),
});

export const $productSearchResults = found.$state;
