import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { ActiveItemKeys } from '../../internal/active-item-keys.js';
import { focusBeyond } from '../../internal/focus-beyond.js';
import { SatElement } from '../../internal/sat-element.js';
import type { SatRowFunction } from '../../types/row-function.js';
import { type SatInfiniteGridStrings, satInfiniteGridStrings } from './infinite-grid.strings.js';
import { infiniteGridStyles } from './infinite-grid.styles.js';
import type { SatGridItem } from './infinite-grid.types.js';

/**
 * @tag sat-infinite-grid
 * @summary A grid of cards that grows as the user scrolls (spec part 2: schools, a competition's
 * products, sold products): when the sentinel under the last card comes into view, or Load more is
 * pressed, it asks the host for more with `sat-load-more`; the host appends them to `items`. The
 * host renders each card's content (`renderItem`, a Lit template or text, as a data table's custom
 * cell); the grid owns the cards around it.
 *
 * The host owns the list: it sets `loading` while it loads and `hasMore` while there is more.
 * After asking, the grid asks no more until the host answers by changing `items`, `loading` or
 * `hasMore`, and never while `loading` or once `hasMore` is false: then the sentinel is no longer
 * observed, and the end text (or, with no items, the empty text) shows. Hand over a new `items`
 * array for every change; new items that leave the sentinel in view make the grid ask again, an
 * answer with no items (a failed load) does not, so a failing host is not asked in a loop (Load
 * more still asks).
 *
 * It follows the WAI-ARIA feed pattern: the cards are articles in a `role="feed"` that is
 * aria-busy while loading, each focusable and numbered (`aria-posinset`, and `aria-setsize` from
 * `total`, -1 while unknown). Keyboard: Tab reaches each card; Page Down and Page Up move focus to
 * the next and previous card (Page Down on the last one asks for more); Ctrl+End moves to Load
 * more or, at the end, past the grid; Ctrl+Home moves to what comes before the grid. After Load
 * more (or Page Down on the last card) focus moves to the first new card when it arrives.
 * As in a data table, j and k move the active card (`activeKey`; it takes focus and shows an
 * outline) to the next and previous card (j on the last one asks for more, as Page Down), and
 * Enter on it presses its first link or the control the host marked `data-primary` (a card's
 * main action). They never fire while typing in a field nor with Ctrl, Alt or Meta, and a grid
 * inside a card keeps its keys. A host may move the active card from elsewhere (a page-wide j)
 * with `moveActiveCard`. Focus moving into a card (Tab, a click) makes it the active card.
 *
 * @event {SatActiveCardChangeEvent} sat-active-card-change - The active card moved (j, k, or
 * focus into a card); `detail.key`.
 * @event {SatLoadMoreEvent} sat-load-more - The grid asks for the next items (detail `{}`): the
 * sentinel came into view, or Load more (or Page Down on the last card) was pressed.
 *
 * @slot empty - Shown instead of `strings.empty` when there are no items and no more to load.
 * @slot end - Shown instead of `strings.end` under the last card when there are no more.
 *
 * @csspart feed - The grid of cards (role="feed").
 * @csspart card - One card (an article), around what `renderItem` draws.
 * @csspart card-active - The active card (with the part `card`): the one Enter opens.
 * @csspart footer - The row under the cards: the status and Load more.
 * @csspart status - The live region that says loading, the end or the empty state.
 * @csspart loading - "Loading…", next to the spinner.
 * @csspart empty - The empty state.
 * @csspart end - The end state.
 * @csspart load-more-button - Load more.
 *
 * @cssproperty --sat-infinite-grid-card-min-width - Narrowest a card gets before the grid has
 * one column less. Default 16rem.
 * @cssproperty --sat-infinite-grid-gap - Space between the cards. Default Shoelace's medium spacing.
 */
export class SatInfiniteGrid extends SatElement<SatInfiniteGridStrings> {
  static override styles = [SatElement.styles, infiniteGridStyles];

  static override properties = {
    items: { attribute: false },
    itemKey: { attribute: 'item-key' },
    renderItem: { attribute: false },
    itemLabel: { attribute: false },
    hasMore: { type: Boolean, attribute: 'has-more', reflect: true },
    loading: { type: Boolean, reflect: true },
    activeKey: { attribute: false },
    total: { type: Number },
    threshold: { type: Number },
    rootMargin: { attribute: 'root-margin' },
    label: {},
  };

  /** The items loaded so far, in display order; the host appends each page it loads. */
  items: readonly SatGridItem[] = [];

  /** The item field that identifies an item, so its card (and focus in it) stays when items change. */
  itemKey = 'id';

  /** Draws the content of an item's card: a Lit template or text. Without it a card shows the item's key. */
  renderItem?: SatRowFunction<SatGridItem, TemplateResult | string>;

  /** An item's accessible name, given to its card (e.g. the school's name); none by default. */
  itemLabel?: SatRowFunction<SatGridItem, string>;

  /** Whether there are more items to load; false shows the end (or empty) state and stops observing. */
  hasMore = false;

  /** Whether the host is loading items: spinner, aria-busy, no new requests. */
  loading = false;

  /**
   * The key of the active card: the one j and k move and Enter opens; null for none. The grid
   * sets it and reports it (`sat-active-card-change`); the host may set it too.
   */
  activeKey: string | null = null;

  /** How many items the whole list has (the cards' aria-setsize); -1 when unknown. */
  total = -1;

  /** How much of the sentinel must be in view to load more, from 0 (any of it) to 1 (all of it). */
  threshold = 0;

  /** Grows (or shrinks) the view the sentinel is checked against, as CSS margins, e.g. "200px" to load before the end is reached. */
  rootMargin = '0px';

  /** The grid's accessible name, e.g. "Schools". */
  label = '';

  protected readonly defaultStrings = satInfiniteGridStrings;

  private get feed(): HTMLElement | null {
    return this.renderRoot.querySelector('[part=feed]') as HTMLElement | null;
  }

  private get sentinel(): HTMLElement | null {
    return this.renderRoot.querySelector('.sentinel') as HTMLElement | null;
  }

  private get loadMoreButton(): HTMLElement | null {
    return this.renderRoot.querySelector('[part=load-more-button]') as HTMLElement | null;
  }

  private observer: IntersectionObserver | undefined;
  private observed: Element | null = null;
  /** The grid asked for more and the host has not answered yet. */
  private awaiting = false;
  /** How many items there were when the user asked for more from the keyboard or the button. */
  private focusFrom: number | null = null;

  private readonly cardKeys = new ActiveItemKeys(this, {
    keys: () => this.items.map((item) => this.keyOf(item)),
    itemSelector: 'article[data-key]',
    openSelector: 'a[href], [data-primary]:not([disabled])',
    pastLast: () => this.askFromUser(),
    moved: (key) => this.emit('sat-active-card-change', { key }),
  });

  /**
   * Moves the active card `step` cards on (back when negative) and focuses it, as j and k do;
   * with no active card, a step on starts at the first card and a step back at the last.
   */
  moveActiveCard(step: number): Promise<void> {
    return this.cardKeys.move(step);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.observer?.disconnect();
    this.observer = undefined;
    this.observed = null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Back on the page after a removal: observe the sentinel again.
    if (this.hasUpdated) this.requestUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('items') || changed.has('loading') || changed.has('hasMore')) {
      this.awaiting = false;
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    this.observeSentinel(changed);
    this.focusNewItems();
  }

  private observeSentinel(changed: PropertyValues<this>): void {
    const sentinel = this.sentinel;
    // Off the page (properties may still change) nothing is observed; coming back updates again.
    if (!sentinel || !this.isConnected) {
      this.observer?.disconnect();
      this.observed = null;
      return;
    }
    if (!this.observer || changed.has('threshold') || changed.has('rootMargin')) {
      this.observer?.disconnect();
      this.observer = new IntersectionObserver(this.handleIntersection, {
        threshold: Math.min(1, Math.max(0, this.threshold || 0)),
        rootMargin: this.rootMargin,
      });
      this.observed = null;
    }
    // The observer reports changes only: new items that leave the sentinel in view would not be
    // reported, so it is observed afresh, which reports where it is now.
    if (sentinel !== this.observed || (changed.has('items') && this.items.length > 0)) {
      this.observer.disconnect();
      this.observer.observe(sentinel);
      this.observed = sentinel;
    }
  }

  private readonly handleIntersection = (entries: IntersectionObserverEntry[]): void => {
    if (entries.at(-1)?.isIntersecting) this.requestMore();
  };

  /** Asks the host for more unless it is loading, has not answered yet, or has no more. */
  private requestMore(): void {
    if (!this.hasMore || this.loading || this.awaiting) return;
    this.awaiting = true;
    this.emit('sat-load-more', {});
  }

  /** The user asked for more: once they arrive, focus goes to the first of them. */
  private readonly askFromUser = (): void => {
    if (!this.hasMore) return;
    this.focusFrom = this.items.length;
    this.requestMore();
  };

  private focusNewItems(): void {
    if (this.focusFrom === null || this.loading || this.awaiting) return;
    const from = this.focusFrom;
    this.focusFrom = null;
    // Only while focus is still here (or was lost with a removed button): never steal it.
    const active = document.activeElement;
    if (this.shadowRoot?.activeElement == null && active !== null && active !== document.body) {
      return;
    }
    const cards = this.feed?.children ?? [];
    const target = (cards[from] ?? (this.loadMoreButton ? null : cards[cards.length - 1])) as
      | HTMLElement
      | null
      | undefined;
    if (!target) return;
    if (target.dataset.key !== undefined) this.cardKeys.activate(target.dataset.key);
    target.focus();
  }

  private readonly handleFeedKeydown = (event: KeyboardEvent): void => {
    const cards = [...(this.feed?.children ?? [])] as HTMLElement[];
    const path = event.composedPath();
    const index = cards.findIndex((card) => path.includes(card));
    if (index < 0) return;
    const ctrl = event.ctrlKey || event.metaKey;
    if (event.key === 'PageDown' && !ctrl) {
      const next = cards[index + 1];
      if (next) next.focus();
      else this.askFromUser();
    } else if (event.key === 'PageUp' && !ctrl) {
      cards[index - 1]?.focus();
    } else if (event.key === 'End' && ctrl) {
      if (this.loadMoreButton) this.loadMoreButton.focus();
      else focusBeyond(this, 'after');
    } else if (event.key === 'Home' && ctrl) {
      focusBeyond(this, 'before');
    } else {
      return;
    }
    event.preventDefault();
  };

  private keyOf(item: SatGridItem): string {
    return String(item[this.itemKey]);
  }

  private renderStatus() {
    if (this.loading) {
      return html`<sl-spinner aria-hidden="true"></sl-spinner><span part="loading">${this.text.loading}</span>`;
    }
    if (this.hasMore) return nothing;
    return this.items.length === 0
      ? html`<span part="empty" class="empty"><slot name="empty">${this.text.empty}</slot></span>`
      : html`<span part="end"><slot name="end">${this.text.end}</slot></span>`;
  }

  private renderFeed(setSize: number) {
    return html`
      <div
        part="feed"
        class="feed"
        role="feed"
        aria-label=${this.label || nothing}
        aria-busy=${this.loading ? 'true' : 'false'}
        @keydown=${this.handleFeedKeydown}
      >
        ${repeat(
          this.items,
          (item) => this.keyOf(item),
          (item, index) => html`
            <article
              part=${this.keyOf(item) === this.activeKey ? 'card card-active' : 'card'}
              class="card"
              data-key=${this.keyOf(item)}
              data-active=${this.keyOf(item) === this.activeKey ? '' : nothing}
              tabindex="0"
              aria-posinset=${index + 1}
              aria-setsize=${setSize}
              aria-label=${this.itemLabel?.(item) ?? nothing}
            >${this.renderItem ? this.renderItem(item) : this.keyOf(item)}</article>
          `,
        )}
      </div>
    `;
  }

  protected override render() {
    // Unknown while more may come; once the last page is in, the items are the whole list.
    const setSize = this.total >= 0 ? this.total : this.hasMore ? -1 : this.items.length;
    // A feed without articles is no feed, unless its first ones are on their way (aria-busy).
    const hasFeed = this.items.length > 0 || this.loading;
    // While the first items load, the status shows where they will be; under them it would start
    // near the top and then jump down as the cards arrive (a layout shift the user sees). Drawn
    // in another place, it is another element: the cards push nothing down.
    const firstLoad = this.loading && this.items.length === 0;
    return html`
      ${firstLoad ? this.renderFooter() : nothing}
      ${hasFeed ? this.renderFeed(setSize) : nothing}
      ${this.hasMore ? html`<div class="sentinel"></div>` : nothing}
      ${firstLoad ? nothing : this.renderFooter()}
    `;
  }

  private renderFooter() {
    return html`
      <div part="footer" class="footer">
        <div part="status" class="status" role="status">${this.renderStatus()}</div>
        ${
          this.hasMore
            ? html`<sl-button part="load-more-button" @click=${this.askFromUser}>${this.text.loadMore}</sl-button>`
            : nothing
        }
      </div>
    `;
  }
}
