import type { Plugin } from 'vite';

const uplotModule = /[\\/]uplot[\\/]dist[\\/]uPlot\.esm\.js$/;

/** uPlot's path builders the console never draws with: the line chart draws its own. */
const unusedPaths = ['stepped', 'bars', 'spline'] as const;

/** Where uPlot hangs a builder on `uPlot.paths`, as its build writes it: `(paths.bars    = bars);`. */
const assignment = (name: string) => new RegExp(`\\(paths\\.${name} *= *\\w+\\);\\n?`);

/** Where a script reads one of them: `.paths.bars`, `paths: { spline…` and the like. */
const unusedPathRead = new RegExp(`\\bpaths\\b\\W{1,3}(${unusedPaths.join('|')})\\b`);

/**
 * uPlot's module without the assignments of the unused builders to `uPlot.paths`, which leaves
 * them unreferenced (the minifier drops them); undefined when its text is not as expected.
 */
export const withoutUnusedPaths = (code: string): string | undefined => {
  let out = code;
  for (const name of unusedPaths) {
    const pattern = assignment(name);
    if (!pattern.test(out)) return undefined;
    out = out.replace(pattern, '');
  }
  return out;
};

/** The unused builder a script reads, if any. */
export const unusedPathReadBy = (code: string): string | undefined =>
  unusedPathRead.exec(code)?.[1];

/**
 * uPlot as the console needs it: without the stepped, bar and spline path builders (2 KB gzip of
 * uPlot's 21.5). uPlot hangs every builder on `uPlot.paths` as it loads, so the bundler keeps them
 * all; the line chart (`<sat-line-chart>`) draws its lines with its own `smoothPath` and uPlot's
 * default linear builder. The build fails if uPlot's text is not as expected (another version),
 * or if a script reads one of the builders left out.
 */
export const uplotUnusedPaths = (): Plugin => ({
  name: 'satchel:uplot-unused-paths',
  apply: 'build',
  transform(code, id) {
    if (!uplotModule.test(id)) return null;
    const out = withoutUnusedPaths(code);
    if (out === undefined)
      this.error(
        "uPlot's path builders are not assigned as expected (bundling/uplot-unused-paths.ts)",
      );
    return { code: out, map: null };
  },
  generateBundle(_options, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk' || uplotModule.test(output.facadeModuleId ?? '')) continue;
      const read = unusedPathReadBy(output.code);
      if (read)
        this.error(
          `${output.fileName} reads uPlot's ${read} path builder, which the console leaves out ` +
            '(bundling/uplot-unused-paths.ts).',
        );
    }
  },
});
