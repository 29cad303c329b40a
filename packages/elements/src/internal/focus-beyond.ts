/** What the browser can focus by itself; custom elements that delegate focus are added below. */
const focusableSelector = [
  'a[href]',
  'area[href]',
  'button',
  'input',
  'select',
  'textarea',
  'iframe',
  'summary',
  '[tabindex]',
  '[contenteditable]:not([contenteditable="false"])',
].join(',');

const isTabStop = (element: HTMLElement): boolean =>
  element.shadowRoot?.delegatesFocus === true ||
  (element.matches(focusableSelector) && element.tabIndex >= 0);

/**
 * Moves focus to the first tab stop after (or the last one before) `host` in its own document or
 * shadow root, past everything inside it: the WAI-ARIA feed pattern's Ctrl+End and Ctrl+Home.
 * Candidates that turn out not to take focus (disabled, hidden) are skipped. Returns whether focus
 * moved.
 */
export function focusBeyond(host: Element, direction: 'after' | 'before'): boolean {
  const root = host.getRootNode() as Document | ShadowRoot;
  const wanted =
    direction === 'after' ? Node.DOCUMENT_POSITION_FOLLOWING : Node.DOCUMENT_POSITION_PRECEDING;
  const candidates = [...root.querySelectorAll<HTMLElement>('*')].filter(
    (element) =>
      (host.compareDocumentPosition(element) & wanted) !== 0 &&
      !host.contains(element) &&
      !element.contains(host) &&
      isTabStop(element),
  );
  if (direction === 'before') candidates.reverse();
  for (const candidate of candidates) {
    candidate.focus();
    if (root.activeElement === candidate) return true;
  }
  return false;
}
