import type { Plugin } from 'vite';

/** The little of an ESTree node (as Rolldown's `this.parse` gives it) that the plugins here read. */
export interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

export const children = (node: AstNode): AstNode[] =>
  Object.values(node).flatMap((value) => (Array.isArray(value) ? value : [value]).filter(isNode));

/** A span of a module's code and the text that replaces it. */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** `code` with each edit's span replaced by its text; the spans must not overlap. */
export const applyEdits = (code: string, edits: readonly Edit[]): string =>
  [...edits]
    .sort((a, b) => b.start - a.start || b.end - a.end)
    .reduce((out, { start, end, text }) => out.slice(0, start) + text + out.slice(end), code);

/**
 * Edits that give each text part (quasi) of the template literal `node` its new text, from
 * `rewrite` of all of them in order; none when `rewrite` returns undefined. Only the texts are
 * replaced, not the `${…}` between them, which may hold templates edited in their own right.
 */
export const quasiEdits = (
  code: string,
  node: AstNode,
  rewrite: (raws: string[]) => string[] | undefined,
): Edit[] => {
  const quasis = node.quasis as AstNode[];
  const raws = quasis.map((quasi) => (quasi.value as { raw: string }).raw);
  const texts = rewrite(raws);
  if (!texts) return [];
  return quasis.flatMap((quasi, index) => {
    const raw = raws[index] ?? '';
    // The parser's span of a quasi is its text, or (parsing TypeScript) its text with the
    // backtick or `}` before it: the text is what a backtick or `${` follows.
    const at = (start: number) =>
      code.startsWith(raw, start) &&
      (code.startsWith('`', start + raw.length) || code.startsWith('${', start + raw.length));
    const start = at(quasi.start) ? quasi.start : quasi.start + 1;
    const text = texts[index] ?? '';
    return text === raw ? [] : [{ start, end: start + raw.length, text }];
  });
};

/** Whether `node` is a template literal tagged `name` (`css`…``, `html`…``). */
const isTaggedWith = (node: AstNode, name: string): boolean =>
  node.type === 'TaggedTemplateExpression' &&
  (node.tag as AstNode).type === 'Identifier' &&
  (node.tag as AstNode).name === name;

/**
 * A build plugin that edits the `tag`…`` literals of each module: `editsOf` gives the edits of
 * one, by its node (a TaggedTemplateExpression). Literals within its `${…}` get theirs too.
 */
export const taggedTemplatePlugin = (
  name: string,
  tag: string,
  editsOf: (node: AstNode, code: string, id: string) => Edit[],
): Plugin => ({
  name,
  apply: 'build',
  transform: {
    filter: { code: `${tag}\`` },
    handler(code, id) {
      const edits: Edit[] = [];
      const visit = (node: AstNode): void => {
        if (isTaggedWith(node, tag)) edits.push(...editsOf(node, code, id));
        children(node).forEach(visit);
      };
      visit(this.parse(code, { lang: /\.tsx?$/.test(id) ? 'ts' : 'js' }) as unknown as AstNode);
      return edits.length === 0 ? null : { code: applyEdits(code, edits), map: null };
    },
  },
});
