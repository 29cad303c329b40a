import type { Plugin } from 'vite';

const themeModule = /[\\/]packages[\\/]elements[\\/]src[\\/]themes[\\/][\w-]+\.css$/;

/** A colour's declaration in a theme, `--sl-color-pink-500: hsl(…);`: its name, hue and value. */
const colourDeclaration = /(--sl-color-([a-z]+)-\d+)\s*:\s*([^;{}]*);?/g;

/** Where a style sheet or a script names a colour token (or begins to build one's name). */
const colourName = /--sl-color-[\w-]*/g;

/** A whole name, `--sl-color-sky-600`, not the start of one built at run time (`--sl-color-${…}`). */
const wholeName = /^--sl-color-[a-z]+-\d+$/;

const textOf = (source: string | Uint8Array): string =>
  typeof source === 'string' ? source : new TextDecoder().decode(source);

/**
 * A theme as the console needs it: without the palette colours its own tokens do not use. A theme
 * declares Shoelace's whole palette, 18 hues of 11 shades, but its tokens (primary, success,
 * neutral…) map onto five of them: the other hues are a kilobyte of the sign-in page's first
 * load that nothing reads. `dropped` gathers the names left out.
 */
export const withoutUnusedHues = (css: string, dropped: Set<string>): string => {
  const usedHues = new Set([...css.matchAll(/var\(--sl-color-([a-z]+)-/g)].map((m) => m[1]));
  return css.replace(colourDeclaration, (declaration, name: string, hue: string, value: string) => {
    if (usedHues.has(hue) || value.includes('var(')) return declaration;
    dropped.add(name);
    return '';
  });
};

/** What is wrong with `text`'s colour names: a dropped colour named, or a name built at run time. */
export const paletteProblems = (text: string, dropped: ReadonlySet<string>): string[] =>
  [...text.matchAll(colourName)].flatMap(([name]) => {
    if (!wholeName.test(name)) return [`a colour name built at run time (${name}…)`];
    return dropped.has(name) ? [`${name}, a colour the theme's tokens do not use`] : [];
  });

/**
 * Leaves out of the console the theme colours no token uses (see `withoutUnusedHues`), decided
 * from the theme alone so that its style sheet's name (a hash of its content) changes only with
 * it. The build then fails if the console names one of them, or builds a colour's name at run
 * time where it cannot be checked: such a colour would be missing, not merely unstyled.
 */
export const unusedPalette = (): Plugin => {
  const dropped = new Set<string>();
  return {
    name: 'satchel:unused-palette',
    apply: 'build',
    // Before Vite's own CSS plugin, while the theme is still the style sheet as written.
    enforce: 'pre',
    transform(code, id) {
      if (!themeModule.test(id)) return null;
      return { code: withoutUnusedHues(code, dropped), map: null };
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        const text =
          output.type === 'chunk'
            ? output.code
            : /\.(css|html)$/.test(output.fileName)
              ? textOf(output.source)
              : '';
        const problems = paletteProblems(text, dropped);
        if (problems.length > 0)
          this.error(
            `${output.fileName} names ${[...new Set(problems)].join('; ')}. The console leaves ` +
              "out the palette colours its theme's tokens do not use: name a token, or a colour " +
              'of a hue a token uses (bundling/unused-palette.ts).',
          );
      }
    },
  };
};
