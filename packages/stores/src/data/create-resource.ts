import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import { endedSession } from '../feedback/failures.js';
import { latestOnly } from './latest.js';

export interface ResourceState<Key, Data> {
  /** What the data answers; null when nothing is asked (the key is null). */
  readonly key: Key | null;
  /** The answer for `key`; kept while the same key reloads, null until it first arrives. */
  readonly data: Data | null;
  readonly loading: boolean;
}

export interface ResourceOptions<Key, Data> {
  /** What the data depends on; null asks for nothing. */
  readonly key: ReadableAtom<Key | null>;
  /** Fetches the data of a key; throws ApiError on failure. */
  readonly fetch: (key: Key) => Promise<Data>;
  /**
   * Reports a failure (a dialog, a toast, a log line). Never called for a 401: the session has
   * ended and said so. The data stays what it was.
   */
  readonly onError?: (error: unknown, key: Key) => void;
}

export interface Resource<Key, Data> {
  readonly $state: ReadableAtom<ResourceState<Key, Data>>;
  /** Fetches the current key again (Refresh, Try again, after a write changed it). */
  reload(): Promise<void>;
}

/**
 * The one primitive for data that is not a paged list (details, charts, searches, option lists):
 * while someone watches `$state` it follows `key`, fetching each new key (and the key it finds
 * when first watched). Only the newest request's answer is kept, so a slow earlier answer never
 * overwrites a newer one.
 */
export function createResource<Key, Data>(
  options: ResourceOptions<Key, Data>,
): Resource<Key, Data> {
  // The stores' own reads go to $value: reading the watched $state would count as watching it.
  const $value = atom<ResourceState<Key, Data>>({ key: null, data: null, loading: false });
  const $state = computed($value, (value) => value);
  const nextRequest = latestOnly();

  const load = async (key: Key | null): Promise<void> => {
    const isCurrent = nextRequest();
    const shown = $value.get();
    if (key === null) {
      $value.set({ key: null, data: null, loading: false });
      return;
    }
    $value.set({ key, data: shown.key === key ? shown.data : null, loading: true });
    try {
      const data = await options.fetch(key);
      if (isCurrent()) $value.set({ key, data, loading: false });
    } catch (error) {
      if (!isCurrent()) return;
      $value.set({ ...$value.get(), loading: false });
      if (!endedSession(error)) options.onError?.(error, key);
    }
  };

  onMount($state, () => options.key.subscribe((key) => void load(key)));

  return { $state, reload: () => load(options.key.get()) };
}
