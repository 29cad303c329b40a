import { transform } from 'lightningcss';
import { type AstNode, quasiEdits, taggedTemplatePlugin } from './ast.js';

/**
 * The text of a `css` literal that is plain text as written: no `${…}` in it and no escapes (its
 * raw text is then its value).
 */
const plainCssText = (node: AstNode): string | undefined => {
  const quasis = (node.quasi as AstNode).quasis as AstNode[];
  const raw = (quasis[0]?.value as { raw: string } | undefined)?.raw;
  if (quasis.length !== 1) return undefined;
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

/** A quoted string in css, whose spaces and semicolons are its own. */
const cssString = /("(?:[^"\n]|\\.)*"|'(?:[^'\n]|\\.)*')/;

/**
 * The texts of a `css` literal that lightningcss cannot take (it has `${…}` in it, or is only
 * declarations), with what a parser would skip taken out: comments, and whitespace runs made one
 * space and dropped beside `{`, `}`, `;` and `,`. Each text must hold whole strings and comments,
 * with no escapes; otherwise undefined (the literal stays as written).
 */
export const squeezedCssTexts = (raws: string[]): string[] | undefined => {
  const texts: string[] = [];
  for (const raw of raws) {
    if (raw.includes('\\')) return undefined;
    let text = '';
    for (const [index, part] of raw.split(cssString).entries()) {
      if (index % 2 === 1) {
        text += part;
        continue;
      }
      const code = part.replace(/\/\*[\s\S]*?\*\//g, ' ');
      // `--x: ;` (a custom property set to a space) is valid where `--x:;` may not be.
      if (/["']|\/\*|\*\/|:\s*;/.test(code)) return undefined;
      text += code.replace(/\s+/g, ' ').replace(/ ?([{};,]) ?/g, '$1');
    }
    texts.push(text);
  }
  const last = texts.length - 1;
  texts[0] = texts[0]?.trimStart() ?? '';
  texts[last] = texts[last]?.trimEnd() ?? '';
  return texts;
};

/**
 * Minifies the style sheets that Lit components carry as `css` literals (Shoelace's and the
 * elements'): Rolldown minifies the code around them but keeps a template's text as it is,
 * comments and indentation included.
 */
export const minifyCssLiterals = () =>
  taggedTemplatePlugin('satchel:minify-css-literals', 'css', (node, code, id) => {
    const quasi = node.quasi as AstNode;
    const text = plainCssText(node);
    const css = text === undefined ? undefined : minifiedStyleSheet(text, id);
    return css === undefined
      ? quasiEdits(code, quasi, squeezedCssTexts)
      : [{ start: quasi.start, end: quasi.end, text: `\`${css}\`` }];
  });
