import { categories, products, readList } from '@satchel/api';
import { atom, computed } from 'nanostores';
import { api } from '../client.js';
import { createResource } from '../data/create-resource.js';
import { createPause } from '../data/pause.js';
import { showToast } from '../feedback/toasts.js';
import { messages } from '../messages/index.js';
import type { BannerTarget } from './banner-form-values.js';

/** The kinds of target a banner can lead to. */
export type TargetKind = 'category' | 'product';

/** A choice of the picker: its name, and a detail that tells alike names apart. */
export interface TargetChoice extends BannerTarget {
  readonly detail: string;
}

/** How many choices one search shows: the picker narrows them by its words. */
export const TARGET_CHOICES = 10;
/** Typing pauses this long before the picker searches, so each word is one request, not each key. */
export const TARGET_SEARCH_PAUSE_MS = 250;

interface TargetSearch {
  readonly kind: TargetKind;
  /** The words typed, trimmed; '' lists the first choices. */
  readonly words: string;
}

/** Categories by display name (what the operator reads), oldest first. */
async function findCategories(words: string): Promise<TargetChoice[]> {
  const answer = await api.call(categories.list, {
    query: { limit: TARGET_CHOICES, sort: 1, ...(words && { displayName: words }) },
  });
  return readList(categories.categoryList, answer).items.map((category) => ({
    id: category.id,
    label: category.displayName,
    detail: category.name,
  }));
}

/** Main products by title, newest first: a banner leads to a product's page, not a variant. */
async function findProducts(words: string): Promise<TargetChoice[]> {
  const answer = await api.call(products.list, {
    query: { limit: TARGET_CHOICES, sort: -1, productType: 'main', ...(words && { title: words }) },
  });
  return readList(products.productList, answer).items.map((product) => ({
    id: product.id,
    label: product.title,
    detail: `${product.sku} · ${product.storeName}`,
  }));
}

const $search = atom<TargetSearch | null>(null);

const targetSearch = createResource({
  key: $search,
  fetch: ({ kind, words }: TargetSearch) =>
    kind === 'category' ? findCategories(words) : findProducts(words),
  onError: () => showToast('error', messages.banners.searchFailed),
});

/** The picker's choices for what it last searched; null before the first answer. */
export const $targetChoices = computed(targetSearch.$state, ({ key, data }) =>
  key !== null && data !== null ? { ...key, choices: data } : null,
);
export const $searchingTargets = computed(targetSearch.$state, (state) => state.loading);

const pause = createPause(TARGET_SEARCH_PAUSE_MS);

/**
 * Searches targets of `kind` by the words typed, once typing pauses; a new kind searches at once
 * (its first choices show as soon as the picker opens). Only the newest answer shows.
 */
export function searchTargets(kind: TargetKind, words: string): void {
  pause.cancel();
  const search = { kind, words: words.trim() };
  const current = $search.get();
  if (current?.kind === search.kind && current.words === search.words) return;
  if (current?.kind !== kind) {
    $search.set(search);
    return;
  }
  pause.run(() => $search.set(search));
}
