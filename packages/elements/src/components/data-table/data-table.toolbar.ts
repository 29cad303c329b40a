import { html, nothing } from 'lit';
import type { SatVoice } from '../../internal/sat-element.js';
import type { SatDataTableStrings } from './data-table.strings.js';

/** What the toolbar's notices read of the table (its public properties). */
export interface ToolbarNoticesHost {
  readonly total: number;
  readonly totalEstimated: boolean;
  readonly newRows: number;
  readonly loading: boolean;
}

/**
 * What the toolbar tells of the list beyond the page: "N new: Show" while the list has rows not
 * shown yet, and Total Items, exact or estimated with "Count exactly".
 *
 * The notice of new rows lives in the toolbar, beside the loading status, not in a bar above the
 * rows: it comes while the user may be pointing at a row, and must not push the rows down.
 */
export class ToolbarNotices {
  constructor(
    private readonly host: ToolbarNoticesHost,
    private readonly voice: SatVoice<SatDataTableStrings>,
  ) {}

  private readonly showNewRows = (): void => {
    this.voice.emit('sat-new-rows-show', { count: this.host.newRows });
  };

  private readonly countExactly = (): void => {
    this.voice.emit('sat-total-count', {});
  };

  /** The polite live region of the new rows' notice, empty while there are none. */
  renderNewRows(count: (value: number) => string) {
    const { newRows, loading } = this.host;
    const text = this.voice.text();
    return html`
      <span class="new-rows-status" role="status">
        ${
          newRows > 0
            ? html`
              <span part="new-rows" class="new-rows">
                <span>${text.newRows(newRows, count(newRows))}</span>
                <button
                  type="button"
                  part="new-rows-button"
                  class="button button--small button--primary"
                  ?disabled=${loading}
                  @click=${this.showNewRows}
                >
                  ${text.showNewRows}
                </button>
              </span>
            `
            : nothing
        }
      </span>
    `;
  }

  /** Total Items: the exact count as given, or "about N" in the locale with "Count exactly". */
  renderTotal(count: (value: number) => string) {
    const { total, totalEstimated, loading } = this.host;
    const text = this.voice.text();
    if (!totalEstimated) {
      return html`<span part="total" class="total">${text.total}: <strong>${total}</strong></span>`;
    }
    return html`
      <span part="total" class="total">
        ${text.total}: <strong>${text.estimatedTotal(total, count(total))}</strong>
        <button
          type="button"
          part="count-button"
          class="button button--small"
          ?disabled=${loading}
          @click=${this.countExactly}
        >
          ${text.countExactly}
        </button>
      </span>
    `;
  }
}
