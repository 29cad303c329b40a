import { PassThrough } from 'node:stream';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { ensureFirstAdmin } from './auth/first-admin.js';
import { requireAdmin } from './auth/require-admin.js';
import { createSessionCache } from './auth/session-cache.js';
import type { SignedInAdmin } from './auth/sessions.js';
import type { Config, UploadPace } from './config.js';
import { connectDatabase, type Database } from './db/client.js';
import { migrateUnderLock } from './db/migrate.js';
import { createDatabaseFileStorage } from './files/database-file-storage.js';
import { createFileLinks, type FileLinks } from './files/file-links.js';
import type { FileStorage } from './files/file-storage.js';
import { fileRoutes } from './files/files-route.js';
import { filesFolder, importLocalFiles } from './files/import-local-files.js';
import { API_BASE } from './http/api-base.js';
import { registerCatalogue } from './http/catalogue.js';
import { registerConsole } from './http/console.js';
import { allowApiCallsFrom } from './http/cors.js';
import { registerEmbeddableElements } from './http/embeddable-elements.js';
import { frameworkErrorAnswer, installErrorHandler } from './http/error-handler.js';
import { registerHealthRoutes } from './http/health.js';
import { forbidCachingApiAnswers } from './http/no-store.js';
import { registerOpenApi } from './http/openapi.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { drainUnreadBodies } from './http/unread-body.js';
import { watchBodyPace } from './http/upload-pace.js';
import { validatorCompiler } from './http/validator.js';
import { createLogger } from './logger.js';
import { adminRoutes } from './routes/admin.js';
import { bannerRoutes } from './routes/banners.js';
import { categoryRoutes } from './routes/categories.js';
import { competitionRoutes } from './routes/competitions.js';
import { couponRoutes } from './routes/coupons.js';
import { driverRoutes } from './routes/drivers.js';
import { merchantRoutes } from './routes/merchants.js';
import { orderRoutes } from './routes/orders.js';
import {
  defaultProductCsvLimits,
  type ProductCsvLimits,
  productCsvRoutes,
} from './routes/product-csv.js';
import { productRoutes } from './routes/products.js';
import { salesRoutes } from './routes/sales.js';
import { schoolRoutes } from './routes/schools.js';
import { userRoutes } from './routes/users.js';

/** The configuration once the database is known (embedded or external). */
export type AppConfig = Config & { readonly databaseUrl: string };

export interface BuildAppOptions {
  /** Defaults to a pino logger at `config.logLevel` that redacts secrets. */
  readonly logger?: FastifyBaseLogger;
  /** The product CSV uploads' limits; benchmarks raise them to measure larger files. */
  readonly productCsvLimits?: ProductCsvLimits;
  /** The clock sales periods end at; tests fix it. */
  readonly now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The database every route reads and writes (its pool closes with the app). */
    readonly db: Database;
    /** Whether this start created the first administrator (the database had none). */
    readonly createdFirstAdmin: boolean;
    /** Logos, banners, documents and product images, in the database every instance shares. */
    readonly files: FileStorage;
    /** Short-lived signed links to private documents, good on every instance. */
    readonly fileLinks: FileLinks;
    /** The pace every upload's body must keep (config.uploadPace). */
    readonly uploadPace: UploadPace;
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
    frameworkErrors: frameworkErrorAnswer,
    trustProxy: config.trustProxy.length > 0 ? [...config.trustProxy] : false,
    // Fastify's own request logs take two lines per request; the onResponse hook writes one.
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
      request.log.info(
        {
          method: request.method,
          // The path only: a query may carry secrets (a signed document link's signature).
          url: request.url.split('?', 1)[0],
          status: reply.statusCode,
          responseTime: Math.round(reply.elapsedTime),
        },
        'request completed',
      );
    });
    forbidCachingApiAnswers(app);
    app.decorate('uploadPace', config.uploadPace);
    // A JSON body keeps the same pace as an upload (multipart forms watch theirs as they read).
    app.addHook('preParsing', async (request, _reply, payload) => {
      const type = request.headers['content-type'] ?? '';
      if (request.raw.complete || type.startsWith('multipart/')) return payload;
      // Read through a stream of its own, so that a refusal ends the reading, not the connection.
      const watched = payload.pipe(new PassThrough());
      watchBodyPace(request.raw, config.uploadPace).tooSlow.catch((error: Error) => {
        payload.unpipe(watched);
        watched.destroy(error);
      });
      return watched;
    });
    // What is left of a refused upload must arrive as fast as an upload has to.
    drainUnreadBodies(app, config.uploadPace.idleSeconds * 1000);
    registerHealthRoutes(app, pool);
    registerSecurityHeaders(app);
    await registerOpenApi(app);

    app.decorate('db', db);
    app.decorate('files', createDatabaseFileStorage(db));
    // Files an older server kept in DATA_DIR/files keep their keys.
    await importLocalFiles(filesFolder(config.dataDir), app.files);
    app.decorate('fileLinks', await createFileLinks(db));
    app.decorate('authenticate', requireAdmin(db, signedIn));
    app.decorateRequest('admin', null);
    // Every call of the contract: one plugin per routes file, all under the API prefix.
    await app.register(
      async (api) => {
        await allowApiCallsFrom(api, config.corsOrigins);
        await api.register(adminRoutes, { signedIn, tokenTtlHours: config.tokenTtlHours });
        await api.register(userRoutes);
        await api.register(bannerRoutes);
        await api.register(categoryRoutes);
        await api.register(competitionRoutes);
        await api.register(couponRoutes);
        await api.register(driverRoutes);
        await api.register(merchantRoutes);
        await api.register(orderRoutes);
        await api.register(productCsvRoutes, {
          pool,
          limits: options.productCsvLimits ?? defaultProductCsvLimits,
        });
        await api.register(productRoutes);
        await api.register(salesRoutes, { now: options.now });
        await api.register(schoolRoutes);
      },
      { prefix: API_BASE },
    );
    await app.register(fileRoutes);

    await registerEmbeddableElements(app, config.elementsDir);
    await registerCatalogue(app, config.catalogueDir);
    await registerConsole(app, config.consoleDir);
    await Promise.all([app.ready(), signedIn.ready]);
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
