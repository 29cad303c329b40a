import { admin, type Preferences } from '@satchel/api';
import { atom, computed, onMount } from 'nanostores';
import { api } from '../client.js';
import { latestOnly } from '../data/latest.js';
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

/** Each read or save of the preferences: an answer counts only while no newer one started. */
export const nextPreferencesRequest = latestOnly();

/** The session's token alone: the session confirmed at start (same token) reads nothing again. */
const $token = computed($session, ({ token }) => token);

// Read again for each session while something shows a preference.
onMount($preferences, () =>
  $token.subscribe(async (token) => {
    const isCurrent = nextPreferencesRequest();
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
