import type { BadgeTone } from './format.js';

/** A status as a coloured pill (success green, error red, anything else grey). */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: string }) {
  return <span className={`status-badge status-badge--${tone}`}>{children}</span>;
}
