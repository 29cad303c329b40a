import type { Plugin } from 'vite';
import { type AstNode, applyEdits, children } from './ast.js';

/**
 * What a call contract (@satchel/api's `defineCall`) holds for the server and the OpenAPI
 * document alone: the client reads only its method, path, auth and the like.
 */
const serverOnlyKeys = new Set([
  'summary',
  'permission',
  'description',
  'tags',
  'params',
  'querystring',
  'body',
  'headers',
  'response',
]);

const keyName = (key: AstNode): string => String(key.name ?? key.value);

/** Code that runs when called, not when its module loads. */
const functionTypes = new Set([
  'ArrowFunctionExpression',
  'FunctionExpression',
  'FunctionDeclaration',
  'ClassBody',
]);

const contractModule = /[\\/]packages[\\/]api[\\/]src[\\/]contract[\\/][\w-]+\.ts$/;
const typeboxModule = /[\\/]node_modules[\\/]typebox[\\/]/;

/** The edit that leaves a `defineCall({…})` with the client's keys alone, when `node` is one. */
const clientCall = (node: AstNode, code: string) => {
  const callee = node.callee as AstNode;
  const [call] = node.arguments as AstNode[];
  if (callee.type !== 'Identifier' || callee.name !== 'defineCall') return undefined;
  if (call?.type !== 'ObjectExpression') return undefined;
  const kept = (call.properties as AstNode[]).filter(
    (property) =>
      property.type !== 'Property' || !serverOnlyKeys.has(keyName(property.key as AstNode)),
  );
  const text = kept.map((property) => code.slice(property.start, property.end)).join(', ');
  return { start: call.start, end: call.end, text: `{ ${text} }` };
};

/**
 * The edit that leaves a `listEnvelope(names, item)` with its wire names alone, when `node` is
 * one: `readList` reads only those, and the answer's schema, built from the item's, is the
 * server's and the OpenAPI document's.
 */
const clientEnvelope = (node: AstNode, code: string) => {
  const callee = node.callee as AstNode;
  const [names] = node.arguments as AstNode[];
  if (callee.type !== 'Identifier' || callee.name !== 'listEnvelope') return undefined;
  if (names?.type !== 'ObjectExpression') return undefined;
  return {
    start: node.start,
    end: node.end,
    text: `{ names: ${code.slice(names.start, names.end)} }`,
  };
};

/**
 * The contracts as the console needs them: each `defineCall({…})` (a helper's too) keeps only
 * what the client reads, each `listEnvelope(…)` only its wire names, and every call a contract
 * module makes as it loads (building a schema, `defineCall` itself) is wrapped in a function
 * called with a pure mark, so the schemas nothing uses any more, and TypeBox with them, are left
 * out of the bundle. (A pure mark on the call itself would keep its arguments' side effects,
 * and a spread such as `{ ...MessageBody.properties }` may run a getter: the bundler would keep
 * it, and the schema it reads.) TypeBox's modules only define functions and constants; declared
 * free of side effects, those no schema calls are dropped too.
 */
export const clientContracts = (): Plugin => ({
  name: 'satchel:client-contracts',
  apply: 'build',
  transform(code, id) {
    if (typeboxModule.test(id)) return { code, map: null, moduleSideEffects: false };
    if (!contractModule.test(id)) return null;
    const edits: { start: number; end: number; text: string }[] = [];
    // `atLoad`: outside any function body (or wrapping arrow), so run as the module loads.
    const visit = (node: AstNode, atLoad: boolean): void => {
      if (node.type === 'CallExpression') {
        const envelope = clientEnvelope(node, code);
        if (envelope) {
          edits.push(envelope);
          return;
        }
        if (atLoad) {
          edits.push({ start: node.start, end: node.start, text: '/* @__PURE__ */ (() => ' });
          edits.push({ start: node.end, end: node.end, text: ')()' });
        }
        const call = clientCall(node, code);
        if (call) {
          edits.push(call);
          return;
        }
      }
      const childrenAtLoad =
        atLoad && !functionTypes.has(node.type) && node.type !== 'CallExpression';
      for (const child of children(node)) visit(child, childrenAtLoad);
    };
    visit(this.parse(code, { lang: 'ts' }) as unknown as AstNode, true);
    return { code: applyEdits(code, edits), map: null };
  },
});
