import { competitions } from '@satchel/api';
import { atom } from 'nanostores';
import { api } from '../client.js';
import { latestOnly } from '../data/latest.js';
import { createPause } from '../data/pause.js';
import { showErrorDialog } from '../feedback/dialog.js';
import { endedSession, isAnswer } from '../feedback/failures.js';
import { messages } from '../messages/index.js';

/** Page size of the competitions list (spec part 2 §9). */
export const COMPETITIONS_PAGE_SIZE = 10;
/**
 * How much of the sentinel under the competitions list, or under a competition's products, must
 * show before the next page loads (spec part 2 §9).
 */
export const COMPETITIONS_SCROLL_THRESHOLD = 0.1;

export interface CompetitionsState {
  /** The name searched for; blank for every competition. */
  readonly name: string;
  /** The pages loaded so far, in order. */
  readonly items: readonly competitions.Competition[];
  readonly total: number;
  /** The last page loaded; 0 before the first. */
  readonly page: number;
  readonly loading: boolean;
}

const initial: CompetitionsState = { name: '', items: [], total: 0, page: 0, loading: false };

/** The Competition tab's list. */
export const $competitions = atom<CompetitionsState>(initial);

const nextRequest = latestOnly();

/** Loads `page` for `name`: page 1 replaces the list, later pages are appended. */
async function load(name: string, page: number): Promise<void> {
  const isCurrent = nextRequest();
  const shown = $competitions.get();
  $competitions.set({ ...(page === 1 ? { ...initial, name } : shown), loading: true });
  try {
    const { data } = await api.call(competitions.list, {
      query: {
        includeTotal: true,
        page,
        limit: COMPETITIONS_PAGE_SIZE,
        sort: 1,
        ...(name !== '' && { name }),
      },
    });
    if (!isCurrent()) return;
    const items = page === 1 ? data.competitions : [...shown.items, ...data.competitions];
    $competitions.set({ name, items, total: data.total, page, loading: false });
  } catch (error) {
    if (!isCurrent()) return;
    // The existing backend answers an empty search with this message: an empty list, no dialog.
    const empty = isAnswer(error, messages.competitions.empty);
    $competitions.set(empty ? { ...initial, name } : { ...$competitions.get(), loading: false });
    if (!empty && !endedSession(error)) {
      showErrorDialog(messages.competitions.fetchFailed, error);
    }
  }
}

/** The tab opened, or a write changed the list: its first page for the current search. */
export const reloadCompetitions = (): Promise<void> => load($competitions.get().name, 1);

/** Whether more competitions than those loaded exist. */
export const hasMoreCompetitions = (state: CompetitionsState): boolean =>
  state.page > 0 && state.items.length < state.total;

/** The next page, appended; nothing while one loads or when all are in. */
export function loadMoreCompetitions(): Promise<void> {
  const state = $competitions.get();
  if (state.loading || !hasMoreCompetitions(state)) return Promise.resolve();
  return load(state.name, state.page + 1);
}

const searchPause = createPause();

/** The search box changed: the first page for that name, once typing pauses for 500 ms. */
export function searchCompetitions(text: string): void {
  searchPause.run(() => void load(text.trim(), 1));
}
