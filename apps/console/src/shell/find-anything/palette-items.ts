import type { search } from '@satchel/api';
import type { SatCommandPaletteItem } from '@satchel/elements/react';
import { messages } from '@satchel/stores';
import { withCountryCode } from '../../components/format/phone.js';
import type { ScreenEntry } from '../../screens/registry.js';
import type { PaletteAction } from './palette-actions.js';

const groups = messages.findAnything.groups;

/** What the palette lists, by the id it hands back: a record found, a section, an action. */
export type PaletteChoice =
  | { readonly kind: 'hit'; readonly hit: search.SearchHit }
  | { readonly kind: 'section'; readonly path: string }
  | { readonly kind: 'action'; readonly action: PaletteAction };

/** The kinds whose `detail` is a phone, shown as the console shows phones. */
const phoneKinds = new Set<search.SearchKind>(['users', 'merchants', 'drivers']);

const named = (words: string, label: string) => label.toLowerCase().includes(words);

/**
 * The palette's list: the records the server found, by kind, then the sections and actions
 * whose name holds the text (all of them while it is blank). Sections and actions are those
 * the operator's role may use, as the sidebar and the screens' buttons show them.
 */
export function paletteChoices(
  query: string,
  hits: readonly search.SearchHit[],
  sections: readonly ScreenEntry[],
  actions: readonly PaletteAction[],
): { items: SatCommandPaletteItem[]; choices: Map<string, PaletteChoice> } {
  const words = query.trim().toLowerCase();
  const choices = new Map<string, PaletteChoice>();
  const items: SatCommandPaletteItem[] = [];
  for (const hit of hits) {
    const id = `${hit.kind}:${hit.id}`;
    choices.set(id, { kind: 'hit', hit });
    const detail = phoneKinds.has(hit.kind) ? withCountryCode(hit.detail) : hit.detail;
    items.push({ id, group: groups[hit.kind], label: hit.title, ...(detail && { detail }) });
  }
  for (const section of sections.filter((entry) => named(words, entry.label))) {
    const id = `section:${section.path}`;
    choices.set(id, { kind: 'section', path: section.path });
    items.push({ id, group: groups.sections, label: section.label });
  }
  for (const action of actions.filter((entry) => named(words, entry.label))) {
    const id = `action:${action.id}`;
    choices.set(id, { kind: 'action', action });
    items.push({ id, group: groups.actions, label: action.label });
  }
  return { items, choices };
}
