import { transform } from 'lightningcss';
import type { Plugin } from 'vite';
import { type AstNode, applyEdits, children } from './ast.js';

/**
 * The text of a `css`…`` tagged template that is a whole style sheet as written: no `${…}` in it
 * and no escapes (its raw text is then its value). Others are left as they are.
 */
const plainCssText = (node: AstNode): string | undefined => {
  const tag = node.tag as AstNode;
  const quasis = (node.quasi as AstNode).quasis as AstNode[];
  const raw = (quasis[0]?.value as { raw: string } | undefined)?.raw;
  if (tag.type !== 'Identifier' || tag.name !== 'css' || quasis.length !== 1) return undefined;
  return raw?.includes('\\') ? undefined : raw;
};

/** The text minified, unless it is not a style sheet (declarations to splice into one, say). */
const minifiedStyleSheet = (text: string, filename: string): string | undefined => {
  let css: string;
  try {
    css = transform({ filename, code: Buffer.from(text), minify: true }).code.toString();
  } catch {
    return undefined;
  }
  // Back into a template literal only as it is: nothing there to escape.
  return /[`\\]|\$\{/.test(css) ? undefined : css;
};

/**
 * Minifies the style sheets that Lit components carry as `css` literals (Shoelace's and the
 * elements'): Rolldown minifies the code around them but keeps a template's text as it is,
 * comments and indentation included.
 */
export const minifyCssLiterals = (): Plugin => ({
  name: 'satchel:minify-css-literals',
  apply: 'build',
  transform: {
    filter: { code: 'css`' },
    handler(code, id) {
      const edits: { start: number; end: number; text: string }[] = [];
      const visit = (node: AstNode): void => {
        const text = node.type === 'TaggedTemplateExpression' ? plainCssText(node) : undefined;
        if (text === undefined) {
          children(node).forEach(visit);
          return;
        }
        const css = minifiedStyleSheet(text, id);
        const quasi = node.quasi as AstNode;
        if (css !== undefined)
          edits.push({ start: quasi.start, end: quasi.end, text: `\`${css}\`` });
      };
      visit(this.parse(code, { lang: /\.tsx?$/.test(id) ? 'ts' : 'js' }) as unknown as AstNode);
      return edits.length === 0 ? null : { code: applyEdits(code, edits), map: null };
    },
  },
});
