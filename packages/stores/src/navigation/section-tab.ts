import { computed } from 'nanostores';
import { $place, goTo } from './place.js';

/**
 * The query parameter naming the tab a section shows (Special Category's School, Competition or
 * College). The lists of tabbed sections keep no query in the URL, so nothing else reads it.
 */
const tabParam = 'tab';

/** The tab the URL names for the current section; null shows its first. */
export const $sectionTab = computed($place, (place) => place.query[tabParam] ?? null);

/** Shows a tab of the current section, with a history entry: reload keeps it, Back undoes it. */
export function showSectionTab(name: string): void {
  const place = $place.get();
  if (place.query[tabParam] === name) return;
  goTo({ ...place, query: { ...place.query, [tabParam]: name } });
}
