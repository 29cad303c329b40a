import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Plugin, parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './catalogue-chunks.js';
import { clientContracts } from './client-contracts.js';
import { collapseHtmlWhitespace } from './collapse-html-whitespace.js';
import { inlinedStylesheets } from './inline-entry-css.js';
import { minifyCssLiterals } from './minify-css-literals.js';
import { unusedIconNamedBy, withoutUnusedIcons } from './shoelace-unused-icons.js';
import { paletteProblems, withoutUnusedHues } from './unused-palette.js';
import { unusedPathReadBy, withoutUnusedPaths } from './uplot-unused-paths.js';

type Transform = (code: string, id: string) => { code: string } | null;

/** The plugin's transform as Vite calls it, with the one context method the plugins use. */
const transformOf = (plugin: Plugin): Transform => {
  const hook = plugin.transform as Transform | { handler: Transform };
  const handler = typeof hook === 'function' ? hook : hook.handler;
  const context = { parse: (code: string, options: object) => parseAst(code, options) };
  return (code, id) => handler.call(context, code, id);
};

describe('the client contracts', () => {
  const transform = transformOf(clientContracts());
  const contract = '/repo/packages/api/src/contract/things.ts';

  it("keep of a call what the client reads, not the schemas and words that are the server's", () => {
    const out = transform(
      `export const add = defineCall({
        method: 'POST', path: '/things', summary: 'Add a thing', tags: ['things'], auth: true,
        permission: 'products:write', body: ThingBody, response: { 200: Thing }, upload: { field: 'file' }, timeout: 60_000,
      });`,
      contract,
    )?.code;
    expect(out).toContain(
      "defineCall({ method: 'POST', path: '/things', auth: true, upload: { field: 'file' }, timeout: 60_000 })",
    );
    expect(out).not.toMatch(/summary|tags|permission|ThingBody|response/);
  });

  it('strip a call a helper defines, and wrap in a pure call only what runs as the module loads', () => {
    const out = transform(
      `export const Thing = Type.Object({ name: Type.String() });
       const listCall = (path) => defineCall({ method: 'GET', path, querystring: Query });
       export const list = listCall(place('/things'));`,
      contract,
    )?.code;
    expect(out).toContain(
      'Thing = /* @__PURE__ */ (() => Type.Object({ name: Type.String() }))();',
    );
    expect(out).toContain("(path) => defineCall({ method: 'GET', path })");
    expect(out).toContain("list = /* @__PURE__ */ (() => listCall(place('/things')))();");
  });

  it("take a spread in a schema's making into the pure call, where it can be dropped with it", () => {
    const out = transform(
      'const Answer = Type.Object({ ...MessageBody.properties, data: Thing });',
      contract,
    )?.code;
    expect(out).toBe(
      'const Answer = /* @__PURE__ */ (() => Type.Object({ ...MessageBody.properties, data: Thing }))();',
    );
  });

  it("keep of a list envelope its wire names, not the answer's schema", () => {
    const out = transform(
      `export const thingList = listEnvelope(
        { items: 'data.things', total: 'data.total', pages: 'data.pages' },
        Thing,
      );`,
      contract,
    )?.code;
    expect(out).toBe(
      "export const thingList = { names: { items: 'data.things', total: 'data.total', pages: 'data.pages' } };",
    );
  });

  it('leave other modules alone', () => {
    expect(transform('save(defineCall({ summary: "kept" }));', '/repo/src/save.ts')).toBeNull();
  });
});

describe('the css literals', () => {
  const transform = transformOf(minifyCssLiterals());

  it('are minified when they are whole style sheets', () => {
    const out = transform(
      'const styles = css`\n  /* the host */\n  :host {\n    display: block;\n  }\n`;',
      '/repo/thing.styles.ts',
    )?.code;
    expect(out).toBe('const styles = css`:host{display:block}`;');
  });

  it('lose comments and spaces around their interpolations, and when they are only declarations', () => {
    const interpolated = [
      'css`\n  /* the host */\n  :host {\n    color: $',
      '{color};\n    margin: 0 $',
      '{side};\n  }\n  a, b :is(c) {\n    $',
      '{css`top: 0;`}\n  }\n`',
    ].join('');
    expect(transform(interpolated, '/repo/a.ts')?.code).toBe(
      [
        'css`:host{color: $',
        '{color};margin: 0 $',
        '{side};}a,b :is(c){$',
        '{css`top: 0;`}}`',
      ].join(''),
    );
    expect(transform('css`\n  position: absolute;\n  width: 1px;\n`', '/repo/b.ts')?.code).toBe(
      'css`position: absolute;width: 1px;`',
    );
  });

  it('keep their strings, and are left as written when a string or comment spans an interpolation', () => {
    const strings = ['css`a { content: "  ; "; font: $', "{f}, 'A  B'; }`"].join('');
    expect(transform(strings, '/repo/a.ts')?.code).toBe(
      ['css`a{content: "  ; ";font: $', "{f},'A  B';}`"].join(''),
    );
    const split = ['css`a { content: "$', '{text}"; }`'].join('');
    expect(transform(split, '/repo/b.ts')).toBeNull();
    const emptyValue = ['css`a { --gap: ; color: $', '{color}; }`'].join('');
    expect(transform(emptyValue, '/repo/c.ts')).toBeNull();
  });
});

describe('the html literals', () => {
  const transform = transformOf(collapseHtmlWhitespace());

  it('lose the indentation of their lines, not their line breaks or the spaces within a line', () => {
    const template = [
      'html`\n  <div\n    part="base"\n    class=$',
      '{classes}\n  >\n    Hello <b>you</b>,\n    $',
      '{html`\n      <span>one</span>\n    `}\n  </div>\n`',
    ].join('');
    expect(transform(template, '/repo/a.ts')?.code).toBe(
      [
        'html`\n<div\npart="base"\nclass=$',
        '{classes}\n>\nHello <b>you</b>,\n$',
        '{html`\n<span>one</span>\n`}\n</div>\n`',
      ].join(''),
    );
  });

  it('keep quoted values and comments as written, and leave text that keeps its spaces', () => {
    const template = [
      'html`<a title="one\n    two $',
      '{x}\n    three">\n    <!-- a\n    b -->\n  </a>`',
    ].join('');
    expect(transform(template, '/repo/a.ts')?.code).toBe(
      ['html`<a title="one\n    two $', '{x}\n    three">\n<!-- a\n    b -->\n</a>`'].join(''),
    );
    expect(transform('html`<pre>\n  a\n</pre>`', '/repo/b.ts')).toBeNull();
    expect(transform('html`<p>\n  a\\n  b</p>`', '/repo/c.ts')).toBeNull();
  });
});

describe('the palette', () => {
  const theme = `:root {
    --sl-color-sky-600: hsl(200 98% 39%);
    --sl-color-pink-600: hsl(333 71% 51%);
    --sl-color-primary-600: var(--sl-color-sky-600);
    --sl-color-neutral-0: hsl(0 0% 100%);
    --sl-panel-background-color: var(--sl-color-neutral-0);
  }`;

  it("loses the hues the theme's tokens do not use, and names them", () => {
    const dropped = new Set<string>();
    const out = withoutUnusedHues(theme, dropped);
    expect(out).not.toContain('pink');
    expect(out).toContain('--sl-color-sky-600: hsl(200 98% 39%);');
    expect(out).toContain('--sl-color-primary-600: var(--sl-color-sky-600);');
    expect(out).toContain('--sl-color-neutral-0: hsl(0 0% 100%);');
    expect([...dropped]).toEqual(['--sl-color-pink-600']);
  });

  it('finds a dropped colour named and a colour name built at run time, not the others', () => {
    const dropped = new Set(['--sl-color-pink-600']);
    expect(paletteProblems('color: var(--sl-color-sky-600)', dropped)).toEqual([]);
    expect(paletteProblems('a{color:var(--sl-color-pink-600)}', dropped)).toEqual([
      "--sl-color-pink-600, a colour the theme's tokens do not use",
    ]);
    expect(paletteProblems('s = "color: var(--sl-color-" + tone + "-800)"', dropped)).toEqual([
      'a colour name built at run time (--sl-color-…)',
    ]);
  });
});

describe("index.html's style sheet", () => {
  it('is written inside the page, so the sign-in page paints without waiting for it', () => {
    const html =
      '<head><link rel="stylesheet" crossorigin href="/assets/index-a1.css"><link rel="stylesheet" href="/assets/other-b2.css"></head>';
    const sheets: Record<string, string> = { 'assets/index-a1.css': '.login{display:grid}' };
    expect(inlinedStylesheets(html, (file) => sheets[file])).toBe(
      '<head><style>.login{display:grid}</style><link rel="stylesheet" href="/assets/other-b2.css"></head>',
    );
  });
});

/** A file of a package installed for the elements, as the console's build reads it. */
const elementsDependency = (file: string) =>
  createRequire(import.meta.url).resolve(file, {
    paths: [new URL('../../../packages/elements/', import.meta.url).pathname],
  });

describe("uPlot's path builders", () => {
  const uplot = readFileSync(elementsDependency('uplot/dist/uPlot.esm.js'), 'utf8');

  it('lose the stepped, bar and spline builders of the uPlot installed, and keep the linear one', () => {
    const out = withoutUnusedPaths(uplot);
    expect(out).toBeDefined();
    expect(out).not.toMatch(/paths\.(stepped|bars|spline)/);
    expect(out).toContain('(paths.linear  = linear);');
    expect(uplot.length - (out?.length ?? 0)).toBeLessThan(200);
    expect(withoutUnusedPaths('uPlot.paths = { points };')).toBeUndefined();
  });

  it('are found when a script reads one left out from paths, not other names alike', () => {
    expect(unusedPathReadBy('s={paths:e.paths.bars({size:[.6]})}')).toBe('bars');
    expect(unusedPathReadBy('n=t.bars.length+t.spline')).toBeUndefined();
    expect(unusedPathReadBy('s={paths:{spline:1}}')).toBe('spline');
    expect(unusedPathReadBy('s={paths:smoothPath(.1),stroke:c}')).toBeUndefined();
  });
});

describe("Shoelace's system icons", () => {
  const entry = elementsDependency(
    '@shoelace-style/shoelace/dist/components/icon/library.system.js',
  );
  const chunk = /from "(\.[^"]+)"/.exec(readFileSync(entry, 'utf8'))?.[1] ?? '';
  const library = readFileSync(new URL(chunk, `file://${entry}`), 'utf8');

  it('lose those of the components the console does not use, and keep the others', () => {
    const out = withoutUnusedIcons(library);
    expect(out).toBeDefined();
    expect(out).not.toMatch(
      /eyedropper|grip-vertical|play-fill|pause-fill|star-fill|indeterminate/,
    );
    for (const kept of [
      'caret',
      'check',
      'chevron-down',
      'copy',
      'eye-slash',
      'person-fill',
      'radio',
      'x-lg',
    ])
      expect(out).toContain(`${kept}`);
    expect(out).toContain('resolver: (name) =>');
    expect(withoutUnusedIcons('var icons = { check: `<svg/>` };')).toBeUndefined();
  });

  it('are found when a template draws one left out, not when a script uses the word otherwise', () => {
    expect(unusedIconNamedBy('<sl-icon library="system" name="star-fill"></sl-icon>')).toBe(
      'star-fill',
    );
    expect(unusedIconNamedBy('s=()=>\'<sl-icon name="star-fill" library="system">\'')).toBe(
      'star-fill',
    );
    expect(
      unusedIconNamedBy('P([F()],Rd.prototype,`indeterminate`,2),e.indeterminate=!0'),
    ).toBeUndefined();
  });
});

describe("the languages' catalogues", () => {
  const chunk = (
    fileName: string,
    moduleIds: string[],
    imports: string[] = [],
    facade?: string,
  ) => ({
    fileName,
    imports,
    isEntry: fileName === 'boot.js',
    facadeModuleId: facade ?? null,
    moduleIds,
  });
  const stores = '/w/packages/stores/src';
  const boot = chunk('boot.js', ['/w/apps/console/src/boot.ts', `${stores}/messages/index.ts`]);
  const texts = chunk('texts.js', [
    '/w/packages/api/src/domain/coupon.ts',
    '/w/packages/elements/src/components/dialog/dialog.strings.ts',
  ]);
  const hindi = (imports: string[]) =>
    chunk('hi.js', [`${stores}/messages/hi/index.ts`], imports, `${stores}/messages/hi/index.ts`);

  it('may bring texts and what the first load has', () => {
    const chunks = new Map(
      [boot, texts, hindi(['texts.js', 'boot.js'])].map((c) => [c.fileName, c]),
    );
    expect(catalogueProblems(chunks)).toEqual([]);
  });

  it('may bring nothing of the app, which reads its texts as it loads', () => {
    const shared = chunk('shared.js', [`${stores}/coupons/coupons-list.ts`]);
    const chunks = new Map(
      [boot, texts, shared, hindi(['texts.js', 'shared.js'])].map((c) => [c.fileName, c]),
    );
    expect(catalogueProblems(chunks)).toEqual([`hi.js brings ${stores}/coupons/coupons-list.ts`]);
  });
});
