import { type AstNode, quasiEdits, taggedTemplatePlugin } from './ast.js';

/** Elements whose text is kept as written, or is not html. */
const verbatim = /<(pre|textarea|script|style)\b/i;

/**
 * The texts of an `html` literal with each run of whitespace that holds a line break made one
 * line break: the indentation of the template's source. Outside `pre` (none in these templates)
 * the browser renders such a run as it renders one line break, and every text node stays, so the
 * DOM keeps its shape. Runs inside a quoted attribute value or a comment are left as written (a
 * title's lines), as are templates with escapes or elements that keep their text.
 */
export const collapsedHtmlTexts = (raws: string[]): string[] | undefined => {
  if (raws.some((raw) => raw.includes('\\') || verbatim.test(raw))) return undefined;
  // Where the text stands, carried across `${…}`: in a tag, in a quoted value, in a comment.
  let inTag = false;
  let quote = '';
  let inComment = false;
  return raws.map((raw) => {
    let out = '';
    let index = 0;
    while (index < raw.length) {
      const rest = raw.slice(index);
      const char = raw.charAt(index);
      if (inComment) {
        inComment = !rest.startsWith('-->');
      } else if (quote) {
        if (char === quote) quote = '';
      } else if (inTag && (char === '"' || char === "'")) {
        quote = char;
      } else if (inTag && char === '>') {
        inTag = false;
      } else if (!inTag && rest.startsWith('<!--')) {
        inComment = true;
        out += '<!--';
        index += 4;
        continue;
      } else if (!inTag && /^<[a-zA-Z/]/.test(rest)) {
        inTag = true;
      } else {
        const run = /^\s+/.exec(rest)?.[0];
        if (run) {
          out += run.includes('\n') ? '\n' : run;
          index += run.length;
          continue;
        }
      }
      out += char;
      index++;
    }
    return out;
  });
};

/**
 * Takes the source's indentation out of the `html` literals of Lit templates (the elements' and
 * Shoelace's): Rolldown minifies the code around them but keeps a template's text as it is.
 */
export const collapseHtmlWhitespace = () =>
  taggedTemplatePlugin('satchel:collapse-html-whitespace', 'html', (node, code) =>
    quasiEdits(code, node.quasi as AstNode, collapsedHtmlTexts),
  );
