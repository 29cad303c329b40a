import { useEffect, useRef } from 'react';

/**
 * Infinite scroll for a list drawn by React (`<sat-infinite-grid>` does its own): a ref for an
 * element under the list; while `active`, `onVisible` runs when at least `threshold` of it comes
 * into view. An observer reports changes only, so the element is observed afresh whenever
 * `shown` changes (a page arrived): a sentinel still in view then asks again.
 */
export function useSentinel<Element extends HTMLElement>(
  active: boolean,
  onVisible: () => void,
  threshold: number,
  shown: unknown,
) {
  const ref = useRef<Element>(null);
  const visible = useRef(onVisible);
  visible.current = onVisible;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` re-observes after each page
  useEffect(() => {
    const node = ref.current;
    if (!active || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.at(-1)?.isIntersecting) visible.current();
      },
      { threshold },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [active, threshold, shown]);
  return ref;
}
