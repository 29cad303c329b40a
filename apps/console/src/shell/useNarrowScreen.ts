import { useSyncExternalStore } from 'react';

/**
 * Below this width the sidebar is a drawer (design.md §6): at 48rem (768 px) a 16rem column
 * would leave the content too little room. Media queries read rem at the browser's default size.
 */
const narrowQuery = '(max-width: 47.99rem)';

const subscribe = (onChange: () => void) => {
  const query = matchMedia(narrowQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the window is narrower than the sidebar's breakpoint; follows resizing and rotation. */
export const useNarrowScreen = (): boolean =>
  useSyncExternalStore(subscribe, () => matchMedia(narrowQuery).matches);
