import { admin, type Preferences } from '@satchel/api';
import { atom, computed, onMount } from 'nanostores';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { latestOnly } from '../data/latest.js';
import { messages } from '../messages/index.js';
import { $session } from './session.js';

/**
 * The operator's preferences as the server last told them, kept there so they follow the
 * operator from browser to browser. Undefined until it answers, and wherever the backend lacks
 * the call: each preference then keeps its own default.
 */
export const $preferences = atom<Preferences | undefined>(undefined);

/**
 * The operator's choice that Previous and Next load their page at once. False (the spec's rule:
 * only Apply Changes loads) until the server says otherwise.
 */
export const $loadPagesAtOnce = computed(
  $preferences,
  (preferences) => preferences?.loadPagesAtOnce ?? false,
);

const nextRequest = latestOnly();

/** The session's token alone: the session confirmed at start (same token) reads nothing again. */
const $token = computed($session, ({ token }) => token);

// Read again for each session while something shows a preference.
onMount($preferences, () =>
  $token.subscribe(async (token) => {
    const isCurrent = nextRequest();
    $preferences.set(undefined);
    if (token === null) return;
    try {
      const { data } = await api.call(admin.preferences);
      if (isCurrent()) $preferences.set(data);
    } catch {
      // No preferences to read (another backend, a failure): the defaults stay, unsaid.
    }
  }),
);

const saving = createAction({
  run: async (changes: Partial<Preferences>, isCurrent: () => boolean) => {
    const { data } = await api.call(admin.updatePreferences, { body: changes });
    if (isCurrent()) $preferences.set(data);
  },
  failure: messages.shell.preferencesFailed,
});

/**
 * Saves `changes`, shown at once where the preferences are known and put back when the server
 * refuses. The server's answer (every preference) wins over a read still under way.
 */
export async function savePreferences(changes: Partial<Preferences>): Promise<boolean> {
  const before = $preferences.get();
  const isCurrent = nextRequest();
  if (before) $preferences.set({ ...before, ...changes });
  const saved = await saving.run(changes, isCurrent);
  if (!saved && isCurrent()) $preferences.set(before);
  return saved;
}

/** Saves the paging choice. */
export const setLoadPagesAtOnce = (loadPagesAtOnce: boolean): Promise<boolean> =>
  savePreferences({ loadPagesAtOnce });
