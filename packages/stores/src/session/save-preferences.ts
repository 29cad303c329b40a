import { admin, type Language, type Preferences, type ThemeChoice } from '@satchel/api';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { messages } from '../messages/index.js';
import { $preferences, nextPreferencesRequest } from './preferences.js';
import { $shownTheme } from './theme.js';

// Apart from the reading of the preferences, which the sign-in page's first load has (for its
// theme): saving is the profile menu's, and its failure dialog brings every screen's messages.

const saving = createAction({
  run: async (changes: Partial<Preferences>, isCurrent: () => boolean) => {
    const { data } = await api.call(admin.updatePreferences, { body: changes });
    if (isCurrent()) $preferences.set(data);
  },
  get failure() {
    return messages.shell.preferencesFailed;
  },
});

/**
 * Saves `changes`, shown at once where the preferences are known and put back when the server
 * refuses. The server's answer (every preference) wins over a read still under way.
 */
export async function savePreferences(changes: Partial<Preferences>): Promise<boolean> {
  const before = $preferences.get();
  const isCurrent = nextPreferencesRequest();
  if (before) $preferences.set({ ...before, ...changes });
  const saved = await saving.run(changes, isCurrent);
  if (!saved && isCurrent()) $preferences.set(before);
  return saved;
}

/** Saves the paging choice. */
export const setLoadPagesAtOnce = (loadPagesAtOnce: boolean): Promise<boolean> =>
  savePreferences({ loadPagesAtOnce });

/** Switches the theme at once and keeps it for the operator; put back if the server refuses. */
export async function setTheme(theme: ThemeChoice): Promise<boolean> {
  const before = $shownTheme.get();
  $shownTheme.set(theme);
  const saved = await savePreferences({ theme });
  if (!saved) $shownTheme.set(before);
  return saved;
}

/**
 * Keeps `language` for the operator. Nothing changes until the server has it: its answer
 * becomes the preferences, and the console follows them by loading again in that language
 * (followOperatorLanguage).
 */
export const setLanguage = (language: Language): Promise<boolean> =>
  saving.run({ language }, nextPreferencesRequest());
