import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { Config } from './config.js';
import type { StreamLimits } from './events/event-streams.js';
import type { ExportLimits } from './exports/export-file.js';
import { fileRoutes } from './files/files-route.js';
import { API_BASE } from './http/api-base.js';
import { cataloguePlugin } from './http/catalogue.js';
import { consolePlugin } from './http/console.js';
import { embeddableElementsPlugin } from './http/embeddable-elements.js';
import { frameworkErrorAnswer } from './http/error-handler.js';
import { healthPlugin } from './http/health.js';
import { docsPlugin } from './http/openapi.js';
import { securityHeadersPlugin } from './http/security-headers.js';
import { createLogger } from './logger.js';
import { authPlugin } from './plugins/auth.js';
import { databasePlugin } from './plugins/database.js';
import { demoSeedPlugin } from './plugins/demo-seed.js';
import { eventsPlugin } from './plugins/events.js';
import { filesPlugin } from './plugins/files.js';
import { jobsPlugin } from './plugins/jobs.js';
import { notificationsPlugin } from './plugins/notifications.js';
import { orderPartitionsPlugin } from './plugins/order-partitions.js';
import { replicasPlugin } from './plugins/replicas.js';
import { requestsPlugin } from './plugins/requests.js';
import { warmPoolPlugin } from './plugins/warm-pool.js';
import { apiPlugin } from './routes/api.js';
import { defaultProductCsvLimits, type ProductCsvLimits } from './routes/product-csv.js';

/** The configuration once the database is known (embedded or external). */
export type AppConfig = Config & { readonly databaseUrl: string };

export interface BuildAppOptions {
  /** Defaults to a pino logger at `config.logLevel` that redacts secrets. */
  readonly logger?: FastifyBaseLogger;
  /** The product CSV uploads' limits; benchmarks raise them to measure larger files. */
  readonly productCsvLimits?: ProductCsvLimits;
  /** The clock sales periods end at; tests fix it. */
  readonly now?: () => Date;
  /** Whether the sales calls keep their answers: on unless a benchmark measures without. */
  readonly keepSalesAnswers?: boolean;
  /** The change streams' heartbeat and buffer; tests shorten the heartbeat. */
  readonly eventStreamLimits?: StreamLimits;
  /** When an export runs as a job, and its batches; tests lower them. */
  readonly exportLimits?: ExportLimits;
}

const BODY_LIMIT = 1024 * 1024;

/**
 * The whole HTTP application on a PostgreSQL database: migrates it, creates the first
 * administrator when there is none, and registers every route. Does not listen; tests use
 * `app.inject`. Closing the app closes its database pool. Each piece is a named plugin that
 * declares the pieces it needs (fastify-plugin), registered in this order.
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
    // A piece takes as long as it takes to start: the database's migrations, say, on a large
    // database or a busy machine; a plugin timeout would abandon one halfway.
    pluginTimeout: 0,
  });
  try {
    await app.register(databasePlugin, config);
    await app.register(replicasPlugin, {
      urls: config.replicaUrls,
      maxLagSeconds: config.replicaMaxLagSeconds,
    });
    await app.register(requestsPlugin, { uploadPace: config.uploadPace });
    await app.register(warmPoolPlugin, { connections: config.databaseWarmConnections });
    await app.register(healthPlugin);
    await app.register(securityHeadersPlugin);
    await app.register(docsPlugin);
    await app.register(filesPlugin, { dataDir: config.dataDir });
    // LISTEN needs a session of its own: PostgreSQL itself, past any pooler (config.ts).
    await app.register(notificationsPlugin, {
      databaseUrl: config.databaseDirectUrl ?? config.databaseUrl,
    });
    await app.register(authPlugin);
    await app.register(jobsPlugin, {
      databaseUrl: config.databaseUrl,
      directUrl: config.databaseDirectUrl ?? config.databaseUrl,
      drainSeconds: config.jobDrainSeconds,
    });
    await app.register(orderPartitionsPlugin);
    await app.register(demoSeedPlugin, { databaseUrl: config.databaseUrl });
    await app.register(eventsPlugin, { limits: options.eventStreamLimits });
    await app.register(apiPlugin, {
      prefix: API_BASE,
      corsOrigins: config.corsOrigins,
      tokenTtlHours: config.tokenTtlHours,
      productCsvLimits: options.productCsvLimits ?? defaultProductCsvLimits,
      now: options.now,
      keepSalesAnswers: options.keepSalesAnswers,
      exportLimits: options.exportLimits,
      bulkRunPace: config.bulkRunPace,
    });
    await app.register(fileRoutes);
    await app.register(embeddableElementsPlugin, { elementsDir: config.elementsDir });
    await app.register(cataloguePlugin, { catalogueDir: config.catalogueDir });
    await app.register(consolePlugin, { consoleDir: config.consoleDir });
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
