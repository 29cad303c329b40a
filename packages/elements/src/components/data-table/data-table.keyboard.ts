import { type ActiveItemHost, ActiveItemKeys } from '../../internal/active-item-keys.js';
import type { SatVoice } from '../../internal/sat-element.js';
import type { RowSelection } from './data-table.selection.js';
import type { SatDataTableStrings } from './data-table.strings.js';

/** What the row keys read of the table. */
export interface RowKeysHost extends ActiveItemHost {
  readonly selectable: boolean;
  readonly loading: boolean;
}

/**
 * The table's rows by keyboard (ActiveItemKeys): j and k move the active row within the page,
 * Enter opens it as the row's first link would (or else its first enabled action button), and x
 * selects or unselects it. Keys typed in a field of the table (a filter, a status select) stay the
 * field's, and Enter on a control of a row stays the control's.
 *
 * @param pageKeys The keys of the page's rows, in order.
 */
export const tableRowKeys = (
  host: RowKeysHost,
  pageKeys: () => readonly string[],
  selection: RowSelection,
  voice: SatVoice<SatDataTableStrings>,
): ActiveItemKeys =>
  new ActiveItemKeys(host, {
    keys: pageKeys,
    itemSelector: 'tbody tr[data-key]',
    openSelector: '[data-link], button[data-action]:not(:disabled)',
    toggle: (key) => {
      if (!host.selectable || host.loading) return false;
      selection.set(key, !selection.has(key), pageKeys());
      return true;
    },
    moved: (key) => voice.emit('sat-active-row-change', { key }),
  });
