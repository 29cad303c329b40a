import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createDatabaseFileStorage } from '../files/database-file-storage.js';
import { createFileLinks, type FileLinks } from '../files/file-links.js';
import type { FileStorage } from '../files/file-storage.js';
import { filesFolder, importLocalFiles } from '../files/import-local-files.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Logos, banners, documents and product images, in the database every instance shares. */
    readonly files: FileStorage;
    /** Short-lived signed links to private documents, good on every instance. */
    readonly fileLinks: FileLinks;
  }
}

export interface FilesOptions {
  /** Where an older server kept its files (DATA_DIR/files), imported under their keys. */
  readonly dataDir: string;
}

/** The stored files and the signed links to private ones, in the database. */
const files: FastifyPluginAsync<FilesOptions> = async (app, { dataDir }) => {
  app.decorate('files', createDatabaseFileStorage(app.db));
  await importLocalFiles(filesFolder(dataDir), app.files);
  app.decorate('fileLinks', await createFileLinks(app.db));
};

export const filesPlugin = fp(files, { name: 'files', fastify: '5.x', dependencies: ['database'] });
