/**
 * Whether a key press may be a one-letter shortcut (the table's j, k, x and Enter, the console's
 * g and ?): not while typing in a field, nor with Ctrl, Alt or Meta (the browser's and the
 * system's), nor once something else has handled it. The field is found through shadow roots
 * (composedPath), as the focused input of a Shoelace field or of a table's filter lies in one.
 * Shift is the caller's to judge: `?` needs it.
 */
export function isShortcutKey(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing) return false;
  if (event.ctrlKey || event.altKey || event.metaKey) return false;
  return !event.composedPath().some(isTypingTarget);
}

/** Controls whose keys type text or pick a choice; checkboxes, radios and buttons do not. */
const typingInputTypes = new Set([
  'text',
  'search',
  'email',
  'number',
  'password',
  'tel',
  'url',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
]);

function isTypingTarget(target: EventTarget): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  switch (target.localName) {
    case 'textarea':
    case 'select':
      return true;
    case 'input':
      return typingInputTypes.has((target as HTMLInputElement).type);
    default:
      return false;
  }
}
