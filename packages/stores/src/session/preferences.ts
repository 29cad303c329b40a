import { admin } from '@satchel/api';
import { atom, onMount } from 'nanostores';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { latestOnly } from '../data/latest.js';
import { messages } from '../messages/index.js';
import { $session } from './session.js';

/**
 * The operator's choice that Previous and Next load their page at once, kept on the server so it
 * follows the operator. False (the spec's rule: only Apply Changes loads) until the server says
 * otherwise, and wherever the backend lacks the call.
 */
export const $loadPagesAtOnce = atom(false);

const nextRequest = latestOnly();

// Read again for each session while the shell shows the choice.
onMount($loadPagesAtOnce, () =>
  $session.subscribe(async ({ token }) => {
    const isCurrent = nextRequest();
    $loadPagesAtOnce.set(false);
    if (token === null) return;
    try {
      const { data } = await api.call(admin.preferences);
      if (isCurrent()) $loadPagesAtOnce.set(data.loadPagesAtOnce);
    } catch {
      // No preferences to read (another backend, a failure): the spec's rule stays, unsaid.
    }
  }),
);

const saving = createAction({
  run: (loadPagesAtOnce: boolean) =>
    api.call(admin.updatePreferences, { body: { loadPagesAtOnce } }),
  failure: messages.shell.preferencesFailed,
});

/** Saves the choice; shown at once, and put back when the server refuses it. */
export async function setLoadPagesAtOnce(value: boolean): Promise<boolean> {
  const before = $loadPagesAtOnce.get();
  nextRequest();
  $loadPagesAtOnce.set(value);
  const saved = await saving.run(value);
  if (!saved) $loadPagesAtOnce.set(before);
  return saved;
}
