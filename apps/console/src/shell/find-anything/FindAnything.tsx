import { useStore } from '@nanostores/react';
import { findAnything } from '@satchel/stores';
import { lazy, Suspense, useEffect, useState } from 'react';

// The palette's code loads the first time it opens: the first load pays only for this file.
const CommandPalette = lazy(async () => ({
  default: (await import('./CommandPalette.js')).CommandPalette,
}));

/** Whether the key went to a field the operator types in (where `/` is a character). */
const typingIn = (event: KeyboardEvent): boolean => {
  const target = event.composedPath()[0];
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement &&
      !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(
        target.type,
      ))
  );
};

/** Ctrl+K (⌘K on a Mac) anywhere, or `/` outside a field. */
const opensPalette = (event: KeyboardEvent): boolean =>
  (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) ||
  (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typingIn(event));

/** The shell's "Find anything": its keys, and the palette once first opened. */
export function FindAnything() {
  const open = useStore(findAnything.$paletteOpen);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !opensPalette(event)) return;
      event.preventDefault();
      if (!findAnything.$paletteOpen.get()) findAnything.openPalette();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  useEffect(() => {
    if (open) setLoaded(true);
  }, [open]);
  return loaded ? (
    <Suspense fallback={null}>
      <CommandPalette />
    </Suspense>
  ) : null;
}
