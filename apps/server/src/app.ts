import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { ensureFirstAdmin } from './auth/first-admin.js';
import { requireAdmin } from './auth/require-admin.js';
import { createSessionCache } from './auth/session-cache.js';
import type { SignedInAdmin } from './auth/sessions.js';
import type { Config } from './config.js';
import { connectDatabase } from './db/client.js';
import { migrateUnderLock } from './db/migrate.js';
import { createDatabaseFileStorage } from './files/database-file-storage.js';
import { createFileLinks } from './files/file-links.js';
import type { FileStorage } from './files/file-storage.js';
import { registerFileRoutes } from './files/files-route.js';
import { filesFolder, importLocalFiles } from './files/import-local-files.js';
import { registerConsole } from './http/console.js';
import { installErrorHandler } from './http/error-handler.js';
import { registerOpenApi } from './http/openapi.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { validatorCompiler } from './http/validator.js';
import { createLogger } from './logger.js';
import { registerAdminRoutes } from './routes/admin.js';
import { registerCouponRoutes } from './routes/coupons.js';
import { registerMerchantRoutes } from './routes/merchants.js';
import { registerOrderRoutes } from './routes/orders.js';
import { registerUserRoutes } from './routes/users.js';

/** The configuration once the database is known (embedded or external). */
export type AppConfig = Config & { readonly databaseUrl: string };

export interface BuildAppOptions {
  /** Defaults to a pino logger at `config.logLevel` that redacts secrets. */
  readonly logger?: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this start created the first administrator (the database had none). */
    readonly createdFirstAdmin: boolean;
    /** Logos, banners, documents and product images, in the database every instance shares. */
    readonly files: FileStorage;
  }
}

const BODY_LIMIT = 1024 * 1024;

/**
 * The whole HTTP application on a PostgreSQL database: migrates it, creates the first
 * administrator when there is none, and registers every route. Does not listen; tests use
 * `app.inject`. Closing the app closes its database pool.
 */
export async function buildApp(
  config: AppConfig,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: options.logger ?? createLogger(config.logLevel),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // One line per request at info would drown what matters; see the onResponse hook.
    logController: new LogController({ disableRequestLogging: true }),
  });
  const { db, pool } = connectDatabase(config.databaseUrl);
  const signedIn = createSessionCache<SignedInAdmin>(config.databaseUrl, pool);
  app.addHook('onClose', async () => {
    await signedIn.close();
    await pool.end();
  });

  try {
    const createdFirstAdmin = await migrateUnderLock(pool, (locked) =>
      ensureFirstAdmin(locked, config.adminUsername, config.adminPassword),
    );
    app.decorate('createdFirstAdmin', createdFirstAdmin);

    // The API speaks JSON (and, for uploads, what their routes add); plain text is a mistake: 415.
    app.removeContentTypeParser('text/plain');
    app.setValidatorCompiler(validatorCompiler);
    installErrorHandler(app);
    app.addHook('onResponse', async (request, reply) => {
      request.log.debug(
        { method: request.method, url: request.url, status: reply.statusCode },
        'request completed',
      );
    });
    await registerSecurityHeaders(app);
    await registerOpenApi(app);

    app.decorate('files', createDatabaseFileStorage(db));
    // Files an older server kept in DATA_DIR/files keep their keys.
    await importLocalFiles(filesFolder(config.dataDir), app.files);
    const fileLinks = await createFileLinks(db);

    app.decorate('authenticate', requireAdmin(db, signedIn));
    app.decorateRequest('admin', null);
    registerAdminRoutes(app, { db, signedIn, tokenTtlHours: config.tokenTtlHours });
    registerUserRoutes(app, { db });
    registerCouponRoutes(app, { db });
    registerMerchantRoutes(app, { db, fileLinks });
    registerOrderRoutes(app, { db });
    registerFileRoutes(app, app.files, fileLinks);

    await registerConsole(app, config.consoleDir);
    await Promise.all([app.ready(), signedIn.ready]);
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
