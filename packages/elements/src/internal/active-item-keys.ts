import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { isShortcutKey } from './shortcut-key.js';

/** An element whose items (a table's rows, a grid's cards) j and k move through. */
export interface ActiveItemHost extends ReactiveControllerHost, HTMLElement {
  /** The active item's key: the one j and k moved to, Enter opens and x selects. */
  activeKey: string | null;
  readonly updateComplete: Promise<boolean>;
}

/** What the keys mean on one element's items. */
export interface ActiveItemOptions {
  /** The keys of the items j and k move through, in order. */
  readonly keys: () => readonly string[];
  /** Selects the items' elements in the host's shadow root; each carries its key in `data-key`. */
  readonly itemSelector: string;
  /** Selects, in the active item, the control Enter presses: its first match. */
  readonly openSelector: string;
  /** x: selects or unselects the item; returns whether it did. Absent: x is left alone. */
  readonly toggle?: (key: string) => boolean;
  /** j on the last item (a feed asks for more). Absent: j stays there. */
  readonly pastLast?: () => void;
  /** The active item moved: the element reports it. */
  readonly moved: (key: string) => void;
}

/**
 * Items by keyboard, as in a mail client: j and k move the active item down and up (it takes
 * focus, so a screen reader reads it and the page scrolls to it), Enter on it presses its first
 * link or primary control, and x selects or unselects it where items can be selected. Keys typed
 * in a field stay the field's (isShortcutKey), Enter on a control inside an item stays the
 * control's, and an element's keys never reach one around it (they are handled, preventDefault).
 * Focus moving into an item (Tab, a click) makes it the active one.
 */
export class ActiveItemKeys implements ReactiveController {
  constructor(
    private readonly host: ActiveItemHost,
    private readonly options: ActiveItemOptions,
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
   * Moves the active item `step` items down (up when negative), staying within the items; with
   * no active item among them, a step down starts at the first and a step up at the last. Focus
   * goes to the item.
   */
  async move(step: number): Promise<void> {
    const keys = this.options.keys();
    if (keys.length === 0) return;
    const { host } = this;
    const at = host.activeKey === null ? -1 : keys.indexOf(host.activeKey);
    if (at === keys.length - 1 && step > 0 && this.options.pastLast) {
      this.options.pastLast();
      return;
    }
    const index =
      at < 0 ? (step > 0 ? 0 : keys.length - 1) : Math.min(Math.max(at + step, 0), keys.length - 1);
    this.activate(keys[index] as string);
    await host.updateComplete;
    this.activeItem()?.focus();
  }

  /**
   * Makes `key` the active item and reports it. Code that focuses an item itself calls it: focus
   * events, which otherwise activate the item, are not sent to a page without the window's focus.
   */
  activate(key: string): void {
    if (key === this.host.activeKey) return;
    this.host.activeKey = key;
    this.options.moved(key);
  }

  /** The active item's element, when it is drawn. */
  private activeItem(): HTMLElement | null {
    const { activeKey, shadowRoot } = this.host;
    if (activeKey === null || !shadowRoot) return null;
    return shadowRoot.querySelector<HTMLElement>(
      `${this.options.itemSelector}[data-key="${CSS.escape(activeKey)}"]`,
    );
  }

  /** Enter: what a press on the item's first link (or its primary control) does. */
  private open(): boolean {
    const control = this.activeItem()?.querySelector<HTMLElement>(this.options.openSelector);
    control?.click();
    return control != null;
  }

  /** Focus moved into one of this element's items (not one of a nested element's): it is the active one. */
  private readonly handleFocusIn = (event: FocusEvent): void => {
    const { shadowRoot } = this.host;
    const item = event
      .composedPath()
      .find(
        (target): target is HTMLElement =>
          target instanceof HTMLElement &&
          target.getRootNode() === shadowRoot &&
          target.matches(this.options.itemSelector),
      );
    const key = item?.dataset.key;
    if (key !== undefined) this.activate(key);
  };

  private readonly handleKeydown = (event: KeyboardEvent): void => {
    if (!isShortcutKey(event) || event.shiftKey) return;
    const { activeKey } = this.host;
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
        handled = activeKey !== null && this.options.toggle?.(activeKey) === true;
        break;
      case 'Enter':
        // Only on the item itself: Enter on an item's button or link is that control's.
        handled = event.composedPath()[0] === this.activeItem() && this.open();
        break;
    }
    if (handled) event.preventDefault();
  };
}
