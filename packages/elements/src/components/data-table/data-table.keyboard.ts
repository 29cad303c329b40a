import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { SatVoice } from '../../internal/sat-element.js';
import { isShortcutKey } from '../../internal/shortcut-key.js';
import type { RowSelection } from './data-table.selection.js';
import type { SatDataTableStrings } from './data-table.strings.js';

/** What the row keys read and set of the table. */
export interface RowKeysHost extends ReactiveControllerHost, HTMLElement {
  activeKey: string | null;
  readonly selectable: boolean;
  readonly loading: boolean;
  readonly updateComplete: Promise<boolean>;
}

/**
 * The rows by keyboard, as in a mail client: j and k move the active row down and up (it takes
 * focus, so a screen reader reads it and the page scrolls to it), Enter opens it as the row's
 * first link would (or else its first enabled action button), and x selects or unselects it.
 * Keys typed in a field of the table (a filter, a status select) stay the field's, and Enter on
 * a control of a row stays the control's.
 */
export class RowKeys implements ReactiveController {
  /**
   * @param pageKeys The keys of the page's rows, in order.
   */
  constructor(
    private readonly host: RowKeysHost,
    private readonly pageKeys: () => readonly string[],
    private readonly selection: RowSelection,
    private readonly voice: SatVoice<SatDataTableStrings>,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this.handleKeydown);
    this.host.addEventListener('focusin', this.handleFocusIn);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.handleKeydown);
    this.host.removeEventListener('focusin', this.handleFocusIn);
  }

  /**
   * Moves the active row `step` rows down (up when negative), staying within the page; with no
   * active row on the page, j starts at the first row and k at the last. Focus goes to the row.
   */
  async move(step: number): Promise<void> {
    const keys = this.pageKeys();
    if (keys.length === 0) return;
    const { host } = this;
    const at = host.activeKey === null ? -1 : keys.indexOf(host.activeKey);
    const index =
      at < 0 ? (step > 0 ? 0 : keys.length - 1) : Math.min(Math.max(at + step, 0), keys.length - 1);
    const key = keys[index] as string;
    if (key !== host.activeKey) {
      host.activeKey = key;
      this.voice.emit('sat-active-row-change', { key });
    }
    await host.updateComplete;
    this.activeRow()?.focus();
  }

  /** The active row's element, when it is drawn. */
  private activeRow(): HTMLElement | null {
    const { activeKey, shadowRoot } = this.host;
    if (activeKey === null || !shadowRoot) return null;
    return shadowRoot.querySelector<HTMLElement>(`tbody tr[data-key="${CSS.escape(activeKey)}"]`);
  }

  /** Enter: what a press on the row's first link (or else its first action) does. */
  private open(): boolean {
    const primary = this.activeRow()?.querySelector<HTMLElement>(
      '[data-link], button[data-action]:not(:disabled)',
    );
    primary?.click();
    return primary != null;
  }

  /** x: the active row's checkbox, as if clicked. */
  private toggle(): boolean {
    const { activeKey, selectable, loading } = this.host;
    if (activeKey === null || !selectable || loading) return false;
    this.selection.set(activeKey, !this.selection.has(activeKey), this.pageKeys());
    return true;
  }

  /** Focus moved into a row (Tab, a click): that row becomes the active one, the one x and Enter mean. */
  private readonly handleFocusIn = (event: FocusEvent): void => {
    const row = event
      .composedPath()
      .find(
        (target): target is HTMLElement =>
          target instanceof HTMLElement && target.localName === 'tr' && 'key' in target.dataset,
      );
    const key = row?.dataset.key;
    if (key === undefined || key === this.host.activeKey) return;
    this.host.activeKey = key;
    this.voice.emit('sat-active-row-change', { key });
  };

  private readonly handleKeydown = (event: KeyboardEvent): void => {
    if (!isShortcutKey(event) || event.shiftKey) return;
    let handled = false;
    switch (event.key) {
      case 'j':
        void this.move(1);
        handled = true;
        break;
      case 'k':
        void this.move(-1);
        handled = true;
        break;
      case 'x':
        handled = this.toggle();
        break;
      case 'Enter':
        // Only on the row itself: Enter on a row's button or link is that control's.
        handled = event.composedPath()[0] === this.activeRow() && this.open();
        break;
    }
    if (handled) event.preventDefault();
  };
}
