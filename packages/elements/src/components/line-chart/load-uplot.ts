import type uPlot from 'uplot';

export interface LoadedUplot {
  uPlot: typeof uPlot;
  /** uPlot's own CSS (legend, cursor, axes layout), to adopt into a shadow root. */
  sheet: CSSStyleSheet;
}

let loading: Promise<LoadedUplot> | undefined;

/**
 * uPlot and its stylesheet, fetched when the first chart draws: a bundle that merely imports the
 * element (through the package index, say) keeps uPlot in a separate chunk it may never load.
 */
export function loadUplot(): Promise<LoadedUplot> {
  loading ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css?inline')]).then(
    ([module, css]) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css.default);
      return { uPlot: module.default, sheet };
    },
    (error: unknown) => {
      // A failed download (offline for a moment) may succeed on the next draw.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
