// "Find anything" (issue 34): the palette's text, and the records the server finds for it. The
// palette itself, its sections and actions, are the console's; this is the searching.
import { search } from '@satchel/api';
import { atom, computed } from 'nanostores';
import { api } from '../client.js';
import { forgetOnLogout } from '../data/logout-reset.js';
import { createPause } from '../data/pause.js';
import { endedSession } from '../feedback/failures.js';
import { showToast } from '../feedback/toasts.js';
import { messages } from '../messages/index.js';

/**
 * How long the palette waits after a keystroke before it asks: shorter than a list's search box
 * (500 ms), as its answers come at once; a word typed at speed is still one search.
 */
export const FIND_PAUSE_MS = 150;

export interface FoundRecords {
  /** The text the hits answer (trimmed). */
  readonly query: string;
  readonly hits: readonly search.SearchHit[];
  /** Whether an answer for the newest text is awaited. */
  readonly loading: boolean;
}

const nothingFound: FoundRecords = { query: '', hits: [], loading: false };

/** Whether the palette is shown. */
export const $paletteOpen = atom(false);
const $query = atom('');
const $found = atom<FoundRecords>(nothingFound);

/** The palette's text, as typed. */
export const $findQuery = computed($query, (query) => query);
/** The records found for the text: the newest answer's, or none while the text is blank. */
export const $foundRecords = computed($found, (found) => found);

const pause = createPause(FIND_PAUSE_MS);
let inFlight: AbortController | undefined;

/** Abandons the search asked or waiting: its answer is of a text no longer shown. */
const abandon = () => {
  pause.cancel();
  inFlight?.abort();
  inFlight = undefined;
};

async function find(q: string): Promise<void> {
  const controller = new AbortController();
  inFlight = controller;
  try {
    const { hits } = await api.call(search.find, { query: { q }, signal: controller.signal });
    if (!controller.signal.aborted) $found.set({ query: q, hits, loading: false });
  } catch (error) {
    if (controller.signal.aborted) return;
    $found.set({ ...$found.get(), loading: false });
    if (!endedSession(error)) showToast('error', messages.findAnything.failed);
  } finally {
    if (inFlight === controller) inFlight = undefined;
  }
}

/**
 * The text changed: after a short pause the server is asked for it, the previous question
 * abandoned. A blank text finds nothing and asks nothing.
 */
export function setFindQuery(text: string): void {
  $query.set(text);
  abandon();
  const q = text.trim().slice(0, search.SEARCH_MAX_LENGTH);
  if (q === '') {
    $found.set(nothingFound);
    return;
  }
  $found.set({ ...$found.get(), loading: true });
  pause.run(() => void find(q));
}

/** Shows the palette, empty. */
export function openPalette(): void {
  setFindQuery('');
  $paletteOpen.set(true);
}

/** Hides the palette; what it found is forgotten. */
export function closePalette(): void {
  $paletteOpen.set(false);
  setFindQuery('');
}

forgetOnLogout(closePalette);
