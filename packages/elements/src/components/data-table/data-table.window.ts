import type { ReactiveController, ReactiveControllerHost } from 'lit';

/*
 * Windowing: a page of more rows than a threshold draws only the rows in view plus OVERSCAN
 * rows past each edge, with one empty row above and one below standing for the rows not drawn,
 * so the scrollbar still spans the whole page. The browser's style and layout of a thousand rows
 * of controls alone take longer than a frame, whatever renders them; a window of a few dozen
 * does not. Smaller pages draw every row: find in page, printing and screen readers see them all.
 *
 * Rows stay in table layout (no absolute positioning), so the columns keep their widths.
 */

/** Rows drawn past each edge of the view, so that scrolling and Tab find rows ready. */
const OVERSCAN = 6;

/** How near (in rows) the view may come to the window's edge before the window moves. */
const MARGIN = OVERSCAN / 2;

/** A row's height (px) until one is measured: a line of controls beside a 2.5rem thumbnail. */
const ESTIMATED_ROW_HEIGHT = 48;

/** A drawn row: its index in the page and the key `repeat` keeps its element by. */
export interface WindowRow {
  readonly index: number;
  readonly key: string;
}

/** Rows not drawn between a focused row kept out of the window and the window. */
export interface WindowGap {
  readonly gap: number;
  readonly key: 'gap';
}

export interface WindowPlan {
  /** Rows not drawn above the first drawn one. */
  readonly before: number;
  /** The drawn rows in page order, with a gap when a focused row is kept apart. */
  readonly items: readonly (WindowRow | WindowGap)[];
  /** Rows not drawn below the last drawn one. */
  readonly after: number;
}

/**
 * The rows of `count` to draw: `length` rows from `start`, and the row at `pinned` (the focused
 * one) wherever it is. A row's key is its slot, `index % length`: scrolling by one row moves one
 * element from one end of the window to the other, and the next page reuses every element in
 * place. A focused row out of the window keeps its slot; the window row that would share it takes
 * a spare one.
 */
export function planWindow(
  count: number,
  start: number,
  length: number,
  pinned?: number,
): WindowPlan {
  const end = Math.min(count, start + length);
  const apart = pinned !== undefined && (pinned < start || pinned >= end) ? pinned : undefined;
  const rows: WindowRow[] = [];
  for (let index = start; index < end; index++) {
    const slot = index % length;
    const taken = apart !== undefined && slot === apart % length;
    rows.push({ index, key: taken ? 'spare' : String(slot) });
  }
  if (apart === undefined) return { before: start, items: rows, after: count - end };
  const kept: WindowRow = { index: apart, key: String(apart % length) };
  const gap = (rows: number): WindowGap[] => (rows > 0 ? [{ gap: rows, key: 'gap' }] : []);
  return apart < start
    ? { before: apart, items: [kept, ...gap(start - apart - 1), ...rows], after: count - end }
    : { before: start, items: [...rows, ...gap(apart - end), kept], after: count - apart - 1 };
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The element a node hangs from in the flat tree, across shadow roots. */
function parentOf(node: Element): Element | null {
  return node.assignedSlot ?? node.parentElement ?? (node.getRootNode() as ShadowRoot).host ?? null;
}

/** The ancestors that clip `element` (overflow other than visible), below the page's own scroller. */
function clippingAncestors(element: Element): Element[] {
  const clipping: Element[] = [];
  const page = [document.documentElement, document.body];
  for (let node = parentOf(element); node && !page.includes(node as HTMLElement); ) {
    if (getComputedStyle(node).overflowY !== 'visible') clipping.push(node);
    node = parentOf(node);
  }
  return clipping;
}

/** The mean height of the rows drawn in `body` (0 when none is laid out). */
function meanHeight(body: HTMLElement): number {
  const rows = body.querySelectorAll(':scope > tr[data-key]');
  let drawn = 0;
  for (const row of rows) drawn += row.getBoundingClientRect().height;
  return rows.length > 0 ? drawn / rows.length : 0;
}

/**
 * Keeps the window of a table body on the rows in view: measures the rows' height and where the
 * body stands in the view once a frame after each render, scroll or resize, and asks the host to
 * render again when the window has to move. The view is the viewport cut by every ancestor that
 * clips the body (the table's own scroller when it has a height, a dialog, a scrolling panel).
 */
export class RowWindow implements ReactiveController {
  /** The page's row count (set before each render). */
  count = 0;
  /** The first row drawn. */
  start = 0;
  /** How many rows the window draws. It only grows, so that rows keep their slots. */
  length = Math.ceil(window.innerHeight / ESTIMATED_ROW_HEIGHT) + 2 * OVERSCAN;
  /** The drawn rows' mean height (px), which the empty rows multiply. */
  rowHeight = ESTIMATED_ROW_HEIGHT;
  /**
   * Whether rowHeight was measured on the rows drawn. It is measured again for new rows, columns
   * or width, not as the window moves: rows of different heights would change the mean, and with
   * it the height above the view, at every step of the scroll.
   */
  private measured = false;

  private frame = 0;
  private clipping: Element[] | undefined;
  private width = 0;
  private readonly resizes = new ResizeObserver(([entry]) => {
    // Only a new width changes the rows' height; the body's height follows the window itself.
    if (entry && entry.contentRect.width !== this.width) {
      this.width = entry.contentRect.width;
      this.measured = false;
      this.schedule();
    }
  });

  /**
   * @param threshold Pages of more rows than this are windowed.
   * @param body The table body, once rendered.
   */
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly threshold: number,
    private readonly body: () => HTMLElement | null,
  ) {
    host.addController(this);
  }

  /** Whether the page is long enough to draw only a window of it. */
  get active(): boolean {
    return this.count > this.threshold;
  }

  /**
   * Takes new rows (their count) or columns before they are drawn: keeps the window inside the
   * page, and measures their height once drawn.
   */
  reset(count: number): void {
    this.count = count;
    this.start = clamp(this.start, 0, Math.max(0, count - this.length));
    this.measured = false;
  }

  /** The rows to draw, keeping the row at `pinned` (the focused one) drawn too; all when not active. */
  plan(pinned?: number): WindowPlan {
    return this.active
      ? planWindow(this.count, this.start, this.length, pinned)
      : planWindow(this.count, 0, this.count);
  }

  hostConnected(): void {
    if (this.active) this.listen();
  }

  hostUpdated(): void {
    if (this.active) this.listen();
    else if (this.clipping) this.unlisten();
  }

  hostDisconnected(): void {
    this.unlisten();
  }

  private readonly schedule = (): void => {
    this.frame ||= requestAnimationFrame(() => {
      this.frame = 0;
      this.follow();
    });
  };

  private listen(): void {
    const body = this.body();
    if (!body) return;
    if (!this.clipping) {
      this.clipping = clippingAncestors(body);
      for (const scroller of [window, ...this.clipping]) {
        scroller.addEventListener('scroll', this.schedule, { passive: true });
      }
      window.addEventListener('resize', this.schedule, { passive: true });
      this.resizes.observe(body);
    }
    this.schedule();
  }

  private unlisten(): void {
    for (const scroller of [window, ...(this.clipping ?? [])]) {
      scroller.removeEventListener('scroll', this.schedule);
    }
    window.removeEventListener('resize', this.schedule);
    this.resizes.disconnect();
    this.clipping = undefined;
    cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  /** The part of the viewport the body can show, in viewport coordinates. */
  private view(): { top: number; bottom: number } {
    let top = 0;
    let bottom = window.innerHeight;
    for (const ancestor of this.clipping ?? []) {
      const box = ancestor.getBoundingClientRect();
      top = Math.max(top, box.top + ancestor.clientTop);
      bottom = Math.min(bottom, box.top + ancestor.clientTop + ancestor.clientHeight);
    }
    return { top, bottom };
  }

  /** Measures, and moves the window when the view nears its edge (not on every row scrolled). */
  private follow(): void {
    const body = this.body();
    if (!this.active || !body?.isConnected) return;
    const rowHeight = this.measured ? this.rowHeight : meanHeight(body);
    // Hidden (display: none, or not laid out yet): nothing to measure.
    if (!rowHeight) return;
    this.measured = true;
    const view = this.view();
    const length = Math.max(
      this.length,
      Math.ceil((view.bottom - view.top) / rowHeight) + 2 * OVERSCAN,
    );
    const top = body.getBoundingClientRect().top;
    const first = clamp(Math.floor((view.top - top) / rowHeight), 0, this.count);
    const last = clamp(Math.ceil((view.bottom - top) / rowHeight), 0, this.count);
    const end = Math.min(this.count, this.start + this.length);
    const covered =
      (this.start === 0 || first >= this.start + MARGIN) &&
      (end === this.count || last <= end - MARGIN);
    const start =
      covered && length === this.length
        ? this.start
        : clamp(first - OVERSCAN, 0, Math.max(0, this.count - length));
    if (
      start !== this.start ||
      length !== this.length ||
      Math.abs(rowHeight - this.rowHeight) > 0.5
    ) {
      Object.assign(this, { start, length, rowHeight });
      this.host.requestUpdate();
    }
  }
}
