import { adoptStyles, html, render } from 'lit';
import { cellFormats } from '../src/components/data-table/data-table.format.js';
import { dataTableStyles } from '../src/components/data-table/data-table.styles.js';
import type {
  SatRow,
  SatStatusSelectColumn,
} from '../src/components/data-table/data-table.types.js';
import { merchantColumns } from '../src/testing/data-table-sample.js';

/*
 * The floor of the data-table benchmark: the same rows and cells as <sat-data-table> shows for
 * the sample's columns, written by hand as one lit-html template rendered with `render()` and a
 * plain `map`. Same DOM for every cell (native select with the row's options, checkbox switch,
 * three buttons with icon and label, thumbnail with its placeholder, link button, selection
 * checkbox), same texts and the same stylesheet in a shadow root, so both pay the same style and
 * layout; none of the element's machinery (reactive properties, keyed repeat, live(), derived
 * state, toolbar and footer). Loading disables each control, as a hand-written page would.
 */

const formats = cellFormats('en-IN', 'INR', 'Asia/Kolkata');
const statusColumn = merchantColumns.find(
  (column): column is SatStatusSelectColumn => column.kind === 'status-select',
)!;
const actions = [
  ['products-csv', 'Products CSV', 'download'],
  ['settle', 'Settle', 'wallet'],
  ['documents', 'Documents', 'file-text'],
] as const;

export interface FloorState {
  readonly rows: readonly SatRow[];
  readonly selected: ReadonlySet<string>;
  readonly loading: boolean;
}

function dateCell(value: unknown) {
  const text = formats.dateTime(value);
  const comma = text.indexOf(', ');
  return html`<span class="unbroken">${text.slice(0, comma + 1)}</span> <span class="unbroken">${text.slice(comma + 2)}</span>`;
}

function floorRow(row: SatRow, selected: boolean, disabled: boolean) {
  const key = row.id as string;
  const name = row.storeName as string;
  const status = row.status as string;
  const logo = row.logoUrl as string;
  return html`
    <tr data-key=${key} class=${selected ? 'selected' : ''}>
      <td class="select-cell"><input type="checkbox" aria-label="Select row ${name}" ?disabled=${disabled} .checked=${selected} /></td>
      <td class="kind-link"><button type="button" class="link" ?disabled=${disabled}>${name}</button></td>
      <td>${row.merchantName}</td>
      <td>${row.city}</td>
      <td>${row.whatsappNumber ? `+91 ${row.whatsappNumber}` : ''}</td>
      <td>${dateCell(row.createdAt)}</td>
      <td class="align-end kind-money">${formats.money(row.pendingEarning)}</td>
      <td>
        <select class="cell-select" aria-label="Status, ${name}" ?disabled=${disabled} .value=${status}>
          ${statusColumn
            .options(row)
            .map(
              (option) =>
                html`<option value=${option.value} ?selected=${option.value === status}>${option.label}</option>`,
            )}
        </select>
      </td>
      <td class="align-center">
        <input type="checkbox" role="switch" class="switch" aria-label="Disabled, ${name}" ?disabled=${disabled} .checked=${row.adminDisabled === true} />
      </td>
      <td>
        <span class="thumbnail">
          <span class="icon icon--image" aria-hidden="true"></span>
          ${logo === '' ? '' : html`<img src=${logo} alt="Logo, ${name}" loading="lazy" decoding="async" />`}
        </span>
      </td>
      <td>
        <span class="actions">
          ${actions.map(
            ([id, label, icon]) => html`
              <button type="button" class="button button--small" data-action=${id} aria-label="${label}, ${name}" ?disabled=${disabled || (id === 'settle' && status !== 'active')}>
                <span class="icon icon--${icon}" aria-hidden="true"></span><span>${label}</span>
              </button>
            `,
          )}
        </span>
      </td>
    </tr>
  `;
}

function floorTable({ rows, selected, loading }: FloorState) {
  return html`
    <div class="scroller">
      <table aria-busy=${loading ? 'true' : 'false'}>
        <thead>
          <tr>
            <th scope="col" class="select-cell"><input type="checkbox" aria-label="Select all" ?disabled=${loading} /></th>
            ${merchantColumns.map((column) => html`<th scope="col" class="align-${column.align ?? 'start'}">${column.header}</th>`)}
          </tr>
        </thead>
        <tbody>
          ${rows.map((row) => floorRow(row, selected.has(row.id as string), loading))}
        </tbody>
      </table>
    </div>
  `;
}

/** A host for the floor: a plain div whose shadow root carries the table's stylesheet. */
export function newFloor(): { host: HTMLElement; show: (state: FloorState) => void } {
  const host = document.createElement('div');
  const root = host.attachShadow({ mode: 'open' });
  adoptStyles(root, dataTableStyles);
  return { host, show: (state) => render(floorTable(state), root) };
}
