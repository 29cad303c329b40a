import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { SatIconName } from '../../icons/sat-icons.js';
import { type CellFormats, formatText } from './data-table.format.js';
import type { SatColumn, SatRow } from './data-table.types.js';

/** What a cell needs besides its row: the names that make its controls distinct to a screen reader. */
export interface CellContext {
  readonly row: SatRow;
  /** The row's name in control labels ("Status, Aarav Sharma"). */
  readonly rowName: string;
  /** The table's formats, built once per change of its locale, currency or time zone. */
  readonly formats: CellFormats;
}

/*
 * Cells do not follow the table's loading state: a disabled fieldset around the table disables
 * every control at once, so loading on and off draws no row again.
 *
 * Cells carry no listeners of their own: controls are marked with data-* attributes and the
 * table body handles change, click and image errors for all of them (see the component), so a
 * render binds no closure per cell.
 */

/** An icon drawn by CSS (see iconStyles): an empty span, the cheapest thing to render 240 times. */
export function icon(name: SatIconName) {
  return html`<span class="icon icon--${name}" aria-hidden="true"></span>`;
}

function fieldOf(column: SatColumn): string {
  return column.field ?? column.id;
}

export function renderCell(column: SatColumn, context: CellContext): TemplateResult | string {
  const { row, rowName, formats } = context;
  const value = row[fieldOf(column)];
  switch (column.kind) {
    case 'date': {
      // Day and time each stay whole; a narrow column puts the time under the day.
      const text = formats.dateTime(value);
      const comma = text.indexOf(', ');
      return comma < 0
        ? text
        : html`<span class="unbroken">${text.slice(0, comma + 1)}</span> <span class="unbroken">${text.slice(comma + 2)}</span>`;
    }
    case 'money':
      return formats.money(value);
    case 'status-select': {
      const current = formatText(value);
      return html`
        <select
          part="status-select"
          class="cell-select"
          data-column=${column.id}
          aria-label="${column.header}, ${rowName}"
          .value=${live(current)}
        >
          ${column
            .options(row)
            .map(
              (option) =>
                html`<option value=${option.value} ?selected=${option.value === current}>${option.label}</option>`,
            )}
        </select>
      `;
    }
    case 'toggle':
      return html`
        <input
          type="checkbox"
          role="switch"
          part="toggle"
          class="switch"
          data-column=${column.id}
          aria-label="${column.header}, ${rowName}"
          ?disabled=${column.disabled?.(row) ?? false}
          .checked=${live(value === true)}
        />
      `;
    case 'actions':
      return html`
        <span class="actions">
          ${column.actions.map((action) => {
            // Only an action with an icon can drop its label: it would show nothing otherwise.
            const iconOnly = column.iconsOnly === true && action.icon !== undefined;
            return html`
              <button
                type="button"
                part="action-button"
                class="button button--small ${iconOnly ? 'button--icon' : ''}"
                data-action=${action.id}
                aria-label="${action.label}, ${rowName}"
                title=${iconOnly ? action.label : nothing}
                ?disabled=${action.disabled?.(row) ?? false}
              >
                ${action.icon ? icon(action.icon) : nothing}${iconOnly ? nothing : html`<span>${action.label}</span>`}
              </button>
            `;
          })}
        </span>
      `;
    case 'link': {
      const href = column.href?.(row);
      return href === undefined
        ? html`<button type="button" part="link" class="link" data-link=${column.id}>${formatText(value)}</button>`
        : html`<a part="link" class="link" href=${href} data-link=${column.id}>${formatText(value)}</a>`;
    }
    case 'image': {
      // The placeholder picture lies under the image: it shows when there is no URL, and when the
      // image fails to load (the table then hides the image, see handleImageEvent).
      const source = formatText(value);
      const alt = column.alt ? column.alt(row) : `${column.header}, ${rowName}`;
      return html`
        <span part="image" class="thumbnail ${column.fit === 'whole' ? 'thumbnail--whole' : ''}">
          ${icon('image')}
          ${source === '' ? nothing : html`<img src=${source} alt=${alt} loading="lazy" decoding="async" />`}
        </span>
      `;
    }
    case 'custom':
      return column.render(row);
    default:
      return column.format ? column.format(value, row) : formatText(value);
  }
}
