import { isShortcutKey } from '@satchel/elements/shortcut-key';

/** What the page-wide keys do. */
export interface PageShortcuts {
  /** `g` then `letter`: opens the section of that letter; false if none (the key is left alone). */
  readonly goTo: (letter: string) => boolean;
  /** `?`: shows the list of shortcuts. */
  readonly showList: () => void;
}

/** Modals and drawers: while one is open, its keys are its own. */
const openModal = 'sl-dialog[open], sl-drawer[open], sat-dialog[open], dialog[open]';

const inModal = (event: KeyboardEvent): boolean =>
  document.querySelector(openModal) !== null ||
  event
    .composedPath()
    .some((target) => target instanceof Element && target.getAttribute('aria-modal') === 'true');

/**
 * j or k pressed outside any table or grid of cards: the first one shown in the content takes the
 * active row or card (with focus in one, it handles them itself and they never reach here).
 */
function moveInPageItems(step: number): boolean {
  const list = [
    ...document.querySelectorAll<
      HTMLElementTagNameMap['sat-data-table'] | HTMLElementTagNameMap['sat-infinite-grid']
    >('main sat-data-table, main sat-infinite-grid'),
  ].find((each) => each.checkVisibility());
  if (!list) return false;
  void ('moveActiveRow' in list ? list.moveActiveRow(step) : list.moveActiveCard(step));
  return true;
}

/**
 * The console's page-wide keys: `g` then a letter, `?`, and j or k to reach the table or the
 * cards. None fires while typing in a field, with Ctrl, Alt or Meta, or while a dialog is open.
 * After `g`, the next key is the letter whatever it is (Escape forgets it): no timer to beat.
 * Returns the function that stops listening.
 */
export function listenForShortcuts(shortcuts: PageShortcuts): () => void {
  let afterG = false;
  const handleKeydown = (event: KeyboardEvent): void => {
    if (!isShortcutKey(event) || inModal(event)) {
      afterG = false;
      return;
    }
    if (afterG) {
      afterG = false;
      if (!event.shiftKey && shortcuts.goTo(event.key)) event.preventDefault();
      return;
    }
    let handled = false;
    switch (event.key) {
      case 'g':
        afterG = !event.shiftKey;
        handled = afterG;
        break;
      case '?':
        shortcuts.showList();
        handled = true;
        break;
      case 'j':
      case 'k':
        handled = !event.shiftKey && moveInPageItems(event.key === 'j' ? 1 : -1);
        break;
    }
    if (handled) event.preventDefault();
  };
  document.addEventListener('keydown', handleKeydown);
  return () => document.removeEventListener('keydown', handleKeydown);
}
