import { html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import type { SatVoice } from '../../internal/sat-element.js';
import type { SatDataTableStrings } from './data-table.strings.js';
import type { SatDataTableQuery, SatSortOrder } from './data-table.types.js';

/** The spec's two sort orders (part 1 §9) and the texts that name them. */
const sortOrders = [
  [-1, 'latestFirst'],
  [1, 'startFirst'],
] as const satisfies readonly (readonly [SatSortOrder, keyof SatDataTableStrings])[];

/** The paging the host stored, how many pages there are, and what the shown rows answer. */
export interface Paging extends SatDataTableQuery {
  readonly totalPages: number;
  /** The query the shown rows answer; null before the first answer. */
  readonly applied: SatDataTableQuery | null;
}

/** What the pager shows of the paging. */
export interface PagerView {
  /** The page whose rows are on screen: the applied one, the stored one before any answer. */
  readonly shownPage: number;
  /** The stored page while it is not the one on screen (Previous or Next not applied yet). */
  readonly pendingPage: number | null;
  /** Whether the stored page, size or sort differ from what the rows show. */
  readonly pending: boolean;
  /** Whether there is a page before the stored one (Previous). */
  readonly hasPrevious: boolean;
  /** Whether there is a page after the stored one (Next). */
  readonly hasNext: boolean;
}

export function pagerView({ page, limit, sort, totalPages, applied }: Paging): PagerView {
  const shownPage = applied?.page ?? page;
  return {
    shownPage,
    pendingPage: shownPage === page ? null : page,
    pending:
      applied !== null &&
      (applied.page !== page || applied.limit !== limit || applied.sort !== sort),
    hasPrevious: page > 1,
    hasNext: page < totalPages,
  };
}

/** What the pager reads of the table (its public properties). */
export interface PagerHost extends Paging {
  readonly pageSizes: readonly number[];
  readonly loading: boolean;
}

/**
 * The row under the table: page size, sort, Apply Changes with the pending note, Previous and
 * Next with the page on screen. It only reports what the user asked for; the host stores it.
 */
export class Pager {
  constructor(
    private readonly host: PagerHost,
    private readonly voice: SatVoice<SatDataTableStrings>,
  ) {}

  private readonly handleLimitChange = (event: Event): void => {
    const limit = Number((event.target as HTMLSelectElement).value);
    this.voice.emit('sat-limit-change', { limit });
  };

  private readonly handleSortChange = (event: Event): void => {
    const sort = Number((event.target as HTMLSelectElement).value) as SatSortOrder;
    this.voice.emit('sat-sort-change', { sort });
  };

  private readonly goToPrevious = (): void => {
    this.voice.emit('sat-page-change', { page: this.host.page - 1 });
  };

  private readonly goToNext = (): void => {
    this.voice.emit('sat-page-change', { page: this.host.page + 1 });
  };

  private readonly apply = (): void => {
    this.voice.emit('sat-apply', {});
  };

  render() {
    const { limit, sort, totalPages, pageSizes, loading: disabled } = this.host;
    const { shownPage, pendingPage, pending, hasPrevious, hasNext } = pagerView(this.host);
    const text = this.voice.text();
    return html`
      <div part="footer" class="footer">
        <label class="field field--inline">
          <span class="field-label">${text.pageSize}</span>
          <select part="page-size" class="control" ?disabled=${disabled} .value=${live(String(limit))} @change=${this.handleLimitChange}>
            ${pageSizes.map(
              (size) => html`<option value=${size} ?selected=${size === limit}>${size}</option>`,
            )}
          </select>
        </label>
        <label class="field field--inline">
          <span class="field-label">${text.sort}</span>
          <select part="sort" class="control" ?disabled=${disabled} .value=${live(String(sort))} @change=${this.handleSortChange}>
            ${sortOrders.map(
              ([value, label]) =>
                html`<option value=${value} ?selected=${value === sort}>${text[label]}</option>`,
            )}
          </select>
        </label>
        <button
          type="button"
          part="apply-button"
          class="button ${pending ? 'button--primary button--pending' : ''}"
          ?disabled=${disabled}
          aria-describedby="pending-note"
          @click=${this.apply}
        >
          ${text.apply}
        </button>
        <span part="pending-note" id="pending-note" class="pending-note" role="status">${pending ? text.pending : nothing}</span>
        <span class="pager">
          <button
            type="button"
            part="previous-button"
            class="button"
            ?disabled=${disabled || !hasPrevious}
            @click=${this.goToPrevious}
          >
            ${text.previous}
          </button>
          <span part="page-number" class="page-number">
            ${totalPages > 0 ? text.pageOf(shownPage, totalPages) : nothing}
          </span>
          ${
            pendingPage === null
              ? nothing
              : html`<span part="pending-page" class="pending-note">${text.pendingPage(pendingPage)}</span>`
          }
          <button
            type="button"
            part="next-button"
            class="button"
            ?disabled=${disabled || !hasNext}
            @click=${this.goToNext}
          >
            ${text.next}
          </button>
        </span>
      </div>
    `;
  }
}
