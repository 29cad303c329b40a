import type { Plugin } from 'vite';

/**
 * The modules the catalogues take from the packages: the words of the shared rules (api's domain
 * rules, which import only each other), the server's refusals and the elements' default texts.
 * The build puts them in a chunk of their own ('texts', vite.config.ts), so that loading a
 * catalogue brings nothing else.
 */
export const catalogueSources =
  /[\\/]packages[\\/](api[\\/]src[\\/](domain[\\/](coupon|banner|category|competition|school|setting-messages|product-csv-messages|money|counting|web-link|activity-status|record-id)|contract[\\/](refusal-messages|success-messages|error-codes)|client[\\/]transport-messages)|elements[\\/]src[\\/]components[\\/][\w-]+[\\/][\w-]+\.strings)\.ts$/;

/** A language's catalogue, each a chunk of its own (stores' messages/load-catalogue.ts). */
const catalogueModule = /[\\/]stores[\\/]src[\\/]messages[\\/](en|hi[\\/]index)\.ts$/;

interface ChunkLike {
  readonly fileName: string;
  readonly imports: readonly string[];
  readonly isEntry: boolean;
  readonly facadeModuleId: string | null;
  readonly moduleIds: readonly string[];
}

/** Every chunk `fileName` brings by static imports, its own file included. */
const closure = (
  chunks: ReadonlyMap<string, ChunkLike>,
  fileName: string,
  seen = new Set<string>(),
) => {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) closure(chunks, imported, seen);
  return seen;
};

/**
 * What a catalogue chunk brings that is neither the first load nor texts: the boot loads the
 * chosen catalogue and installs it before the app, whose modules read their texts as they load
 * (docs/i18n.md), so a catalogue that brought such a module would run it before the install.
 */
export const catalogueProblems = (chunks: ReadonlyMap<string, ChunkLike>): string[] => {
  const all = [...chunks.values()];
  const entry = all.find((chunk) => chunk.isEntry);
  const firstLoad = entry ? closure(chunks, entry.fileName) : new Set<string>();
  return all
    .filter((chunk) => chunk.facadeModuleId !== null && catalogueModule.test(chunk.facadeModuleId))
    .flatMap((catalogue) =>
      [...closure(chunks, catalogue.fileName)]
        .filter((file) => file !== catalogue.fileName && !firstLoad.has(file))
        .flatMap((file) => chunks.get(file)?.moduleIds ?? [])
        .filter((id) => !catalogueSources.test(id))
        .map((id) => `${catalogue.fileName} brings ${id}`),
    );
};

/** The build fails where a language's catalogue would bring code that is not texts. */
export const catalogueChunks = (): Plugin => ({
  name: 'satchel:catalogue-chunks',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = new Map(
      Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [[output.fileName, output]] : [],
      ),
    );
    const problems = catalogueProblems(chunks);
    if (problems.length > 0)
      this.error(
        `${problems.join('; ')}. A catalogue loads before the app: it may import only texts ` +
          '(bundling/catalogue-chunks.ts catalogueSources) and what the first load has.',
      );
  },
});
