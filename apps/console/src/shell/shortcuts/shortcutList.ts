import { messages } from '@satchel/stores';
import type { ScreenEntry } from '../../screens/registry.js';

/** One shortcut: the keys pressed one after the other, and what they do. */
export interface Shortcut {
  readonly keys: readonly string[];
  readonly description: string;
}

const text = messages.shortcuts;

/** The table's keys (`<sat-data-table>` handles them; see its description). */
const rowShortcuts: readonly Shortcut[] = [
  { keys: ['j'], description: text.nextRow },
  { keys: ['k'], description: text.previousRow },
  { keys: ['Enter'], description: text.openRow },
  { keys: ['x'], description: text.selectRow },
];

/**
 * Every shortcut of the console, in one list: the `?` dialog shows it, and the README's table is
 * checked against it. `sections` are the sidebar entries to offer (those the role may open).
 */
export const shortcutList = (sections: readonly ScreenEntry[]): readonly Shortcut[] => [
  ...sections.flatMap((entry) =>
    entry.key ? [{ keys: ['g', entry.key], description: text.goTo(entry.label) }] : [],
  ),
  ...rowShortcuts,
  { keys: ['?'], description: text.showList },
];
