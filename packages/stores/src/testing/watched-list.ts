import { cleanStores } from 'nanostores';
import type { ListStore } from '../data/create-list-store.js';
import type { ListViewsApi } from '../data/list-views.js';
import type { ListItem } from '../data/row-update.js';
import type { $place } from '../navigation/place.js';

/**
 * A list as its screen shows it: the list, its saved views and its columns watched, then opened.
 * `close` stops watching and cleans them, with the place the test loaded the list with.
 */
export async function openWatched<Item extends ListItem, Filter extends string>(
  list: ListStore<Item, Filter>,
  place: typeof $place,
): Promise<{ list: ListStore<Item, Filter> & ListViewsApi; close: () => void }> {
  const withViews = list as ListStore<Item, Filter> & ListViewsApi;
  const unwatch = [
    withViews.$list.listen(() => {}),
    withViews.$views.listen(() => {}),
    withViews.$columns.listen(() => {}),
  ];
  await list.open();
  return {
    list: withViews,
    close: () => {
      for (const stop of unwatch) stop();
      cleanStores(withViews.$list, withViews.$views, withViews.$columns, place);
    },
  };
}
