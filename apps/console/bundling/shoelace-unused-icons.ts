import type { Plugin } from 'vite';

/** Shoelace's system icon library: the icons its components draw, as SVG text. */
const systemLibrary = /\/\/ src\/components\/icon\/library\.system\.ts\n/;

/**
 * System icons of Shoelace components the console does not use: the colour picker's eyedropper,
 * the split panel's grip, the animated image's play and pause, the rating's star, the checkbox's
 * indeterminate mark.
 */
const unusedIcons = [
  'eyedropper',
  'grip-vertical',
  'play-fill',
  'pause-fill',
  'star-fill',
  'indeterminate',
];

/** An icon's entry in the library, as Shoelace's build writes it: `"star-fill": \`<svg…>\`,`. */
const entry = (name: string) => new RegExp(`\\n *"?${name}"?: \`[^\`]*\`,?`);

/**
 * Where a script draws one of them: Shoelace's components name a system icon in their templates,
 * `<sl-icon library="system" name="star-fill">` (the rating's symbol too).
 */
const unusedIconName = new RegExp(`\\bname=["'\`](${unusedIcons.join('|')})["'\`]`);

/** The library without the unused icons; undefined when an icon is not written as expected. */
export const withoutUnusedIcons = (code: string): string | undefined => {
  let out = code;
  for (const name of unusedIcons) {
    const pattern = entry(name);
    if (!pattern.test(out)) return undefined;
    out = out.replace(pattern, '');
  }
  return out;
};

/** The unused icon a script names, if any. */
export const unusedIconNamedBy = (code: string): string | undefined =>
  unusedIconName.exec(code)?.[1];

/**
 * Shoelace's system icons without those of the components the console does not use (half a
 * kilobyte gzip): the library is one object, kept whole by the bundler. The build fails if the
 * library is not written as expected (another Shoelace), or if a script names an icon left out:
 * a component that draws it has joined the console.
 */
export const shoelaceUnusedIcons = (): Plugin => ({
  name: 'satchel:shoelace-unused-icons',
  apply: 'build',
  transform(code, id) {
    if (!/[\\/]@shoelace-style[\\/]shoelace[\\/]/.test(id) || !systemLibrary.test(code))
      return null;
    const out = withoutUnusedIcons(code);
    if (out === undefined)
      this.error(
        "Shoelace's system icons are not written as expected (bundling/shoelace-unused-icons.ts)",
      );
    return { code: out, map: null };
  },
  generateBundle(_options, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      const named = unusedIconNamedBy(output.code);
      if (named)
        this.error(
          `${output.fileName} names Shoelace's "${named}" icon, which the console leaves out ` +
            '(bundling/shoelace-unused-icons.ts).',
        );
    }
  },
});
