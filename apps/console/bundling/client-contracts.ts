import type { Plugin } from 'vite';
import { type AstNode, applyEdits, children } from './ast.js';

/**
 * What a call contract (@satchel/api's `defineCall`) holds for the server and the OpenAPI
 * document alone: the client reads only its method, path, auth and the like.
 */
const serverOnlyKeys = new Set([
  'summary',
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

/**
 * The contracts as the console needs them: each `defineCall({…})` keeps only what the client
 * reads, and every call a contract module makes as it loads (building a schema, `defineCall`
 * itself) is marked pure, so the schemas nothing uses any more, and TypeBox with them, are left
 * out of the bundle. TypeBox's modules only define functions and constants; declared free of side
 * effects, those no schema calls are dropped too.
 */
export const clientContracts = (): Plugin => ({
  name: 'satchel:client-contracts',
  apply: 'build',
  transform(code, id) {
    if (typeboxModule.test(id)) return { code, map: null, moduleSideEffects: false };
    if (!contractModule.test(id)) return null;
    const edits: { start: number; end: number; text: string }[] = [];
    const visit = (node: AstNode): void => {
      if (functionTypes.has(node.type)) return;
      if (node.type === 'CallExpression') {
        edits.push({ start: node.start, end: node.start, text: '/* @__PURE__ */ ' });
        const [call] = node.arguments as AstNode[];
        const callee = node.callee as AstNode;
        if (
          callee.type === 'Identifier' &&
          callee.name === 'defineCall' &&
          call?.type === 'ObjectExpression'
        ) {
          const kept = (call.properties as AstNode[]).filter(
            (property) =>
              property.type !== 'Property' || !serverOnlyKeys.has(keyName(property.key as AstNode)),
          );
          const text = kept.map((property) => code.slice(property.start, property.end));
          edits.push({ start: call.start, end: call.end, text: `{ ${text.join(', ')} }` });
          return;
        }
      }
      children(node).forEach(visit);
    };
    visit(this.parse(code, { lang: 'ts' }) as unknown as AstNode);
    return { code: applyEdits(code, edits), map: null };
  },
});
