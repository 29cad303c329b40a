import redaxiosModule from 'redaxios';

/**
 * redaxios as it is at run time. Its package is CommonJS with a declaration file that says
 * `export default`, so under NodeNext TypeScript types the default import as the module object;
 * Node (module.exports) and bundlers (its ESM build) both hand over the function itself.
 */
export const redaxios = redaxiosModule as unknown as typeof redaxiosModule.default;
