import type { ListKind } from '@satchel/api';
import { watchChanges } from '../data/live-changes.js';

/**
 * Changes are gathered this long before the Dashboard asks again: while orders pour in, a
 * console reads its figures at most once a second, whatever the rate of writes.
 */
export const GATHER_MS = 1000;

/**
 * Calls `reload` after changes of any of `kinds` elsewhere (gathered), and at once when the
 * stream may have missed some (a reset). Answers how to stop (for an onMount).
 */
export function reloadOnChanges(kinds: readonly ListKind[], reload: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gathered = () => {
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      reload();
    }, GATHER_MS);
  };
  const stops = kinds.map((kind) => watchChanges({ kind, onChange: gathered, onReset: reload }));
  return () => {
    clearTimeout(timer);
    timer = undefined;
    for (const stop of stops) stop();
  };
}
