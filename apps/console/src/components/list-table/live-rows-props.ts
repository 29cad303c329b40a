import type { ListItem, ListState, ListStore } from '@satchel/stores';

/**
 * The table's live rows (other operators' changes): "N new: Show" and the rows just changed
 * elsewhere, marked for a moment; Show loads the new rows on top.
 */
export const liveRowsProps = <Item extends ListItem, Filter extends string>(
  list: ListStore<Item, Filter>,
  state: ListState<Item>,
) => ({
  newRows: state.newRows,
  markedRows: state.markedRows,
  onSatNewRowsShow: () => void list.showNew(),
});
