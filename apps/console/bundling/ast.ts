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

/** `code` with each edit's span replaced by its text; the spans must not overlap. */
export const applyEdits = (
  code: string,
  edits: readonly { start: number; end: number; text: string }[],
): string =>
  [...edits]
    .sort((a, b) => b.start - a.start || b.end - a.end)
    .reduce((out, { start, end, text }) => out.slice(0, start) + text + out.slice(end), code);
