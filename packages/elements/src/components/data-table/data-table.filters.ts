import { html, nothing, type ReactiveControllerHost } from 'lit';
import { live } from 'lit/directives/live.js';
import type { SatVoice } from '../../internal/sat-element.js';
import { icon } from './data-table.cells.js';
import type { SatDataTableStrings } from './data-table.strings.js';
import type { SatFilter } from './data-table.types.js';

export type FilterValues = Readonly<Record<string, string>>;

/** Whether two sets of filter values hold the same values (the objects may differ). */
export function sameValues(a: FilterValues, b: FilterValues | undefined): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b ?? {}).length && keys.every((key) => a[key] === b?.[key]);
}

/** What the filter bar reads of the table (its public properties). */
export interface FilterBarHost extends ReactiveControllerHost {
  readonly filters: readonly SatFilter[];
  filtersOpen: boolean;
  readonly loading: boolean;
}

/**
 * The table's filters: the toggle that shows them, the fields with what the user has typed in
 * them (the draft), Search and Reset. The host's `filterValues` are where the draft starts from.
 */
export class FilterBar {
  /** What the user has typed in the filter fields, by name. */
  private draft: Record<string, string> = {};

  constructor(
    private readonly host: FilterBarHost,
    private readonly voice: SatVoice<SatDataTableStrings>,
  ) {}

  /** The fields show `values` from now on, replacing what was typed (new `filterValues`). */
  startFrom(values: FilterValues): void {
    this.draft = { ...values };
  }

  private readonly toggle = (): void => {
    this.host.filtersOpen = !this.host.filtersOpen;
    this.voice.emit('sat-filters-toggle', { open: this.host.filtersOpen });
  };

  private readonly search = (): void => {
    const values = Object.fromEntries(
      this.host.filters.map((filter) => [filter.name, this.draft[filter.name] ?? '']),
    );
    this.voice.emit('sat-filters-apply', { values });
  };

  private readonly reset = (): void => {
    this.draft = {};
    this.host.requestUpdate();
    this.voice.emit('sat-filters-reset', {});
  };

  private readonly handleInput = (event: Event): void => {
    const field = event.target as HTMLInputElement | HTMLSelectElement;
    // The field already shows the text; no render is needed, so the draft is changed in place.
    this.draft[field.name] = field.value;
  };

  private readonly handleKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'Enter' && (event.target as HTMLElement).localName === 'input') {
      event.preventDefault();
      this.search();
    }
  };

  /** The toolbar's filters toggle; nothing when the table has no filters. */
  renderToggle() {
    const { filters, filtersOpen, loading } = this.host;
    if (filters.length === 0) return nothing;
    return html`
      <button
        type="button"
        part="filters-button"
        class="button"
        aria-expanded=${filtersOpen ? 'true' : 'false'}
        aria-controls="filters"
        ?disabled=${loading}
        @click=${this.toggle}
      >
        ${icon('filter')}<span>${this.voice.text().filters}</span>
      </button>
    `;
  }

  /** The fields, Search and Reset while the filters are open; nothing otherwise. */
  render() {
    const { filters, filtersOpen, loading: disabled } = this.host;
    if (!filtersOpen || filters.length === 0) return nothing;
    const text = this.voice.text();
    return html`
      <div part="filters" id="filters" class="filters" @input=${this.handleInput} @change=${this.handleInput} @keydown=${this.handleKeydown}>
        ${filters.map(
          (filter) => html`
            <label class="field">
              <span class="field-label">${filter.label}</span>
              ${
                filter.type === 'select'
                  ? html`
                    <select part="filter-control" class="control" name=${filter.name} ?disabled=${disabled} .value=${live(this.draft[filter.name] ?? '')}>
                      <option value="">${filter.placeholder ?? text.filterPlaceholder}</option>
                      ${(filter.options ?? []).map(
                        (option) =>
                          html`<option value=${option.value} ?selected=${option.value === (this.draft[filter.name] ?? '')}>${option.label}</option>`,
                      )}
                    </select>
                  `
                  : html`
                    <input
                      part="filter-control"
                      class="control"
                      type="text"
                      name=${filter.name}
                      placeholder=${filter.placeholder ?? ''}
                      ?disabled=${disabled}
                      .value=${live(this.draft[filter.name] ?? '')}
                    />
                  `
              }
            </label>
          `,
        )}
        <span class="filter-buttons">
          <button type="button" part="search-button" class="button button--primary" ?disabled=${disabled} @click=${this.search}>
            ${text.search}
          </button>
          <button type="button" part="reset-button" class="button" ?disabled=${disabled} @click=${this.reset}>
            ${text.reset}
          </button>
        </span>
      </div>
    `;
  }
}
