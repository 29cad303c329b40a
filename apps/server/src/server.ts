import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { startEmbeddedPostgres } from './db/embedded.js';
import { createLogger } from './logger.js';

export interface RunningServer {
  /** Where the server answers, e.g. http://localhost:8080. */
  readonly url: string;
  /** Whether this start created the first administrator (with `config.adminPassword`). */
  readonly createdFirstAdmin: boolean;
  /** Stops accepting requests, lets those in flight finish, then stops PostgreSQL if ours. */
  close(): Promise<void>;
}

const wildcardHosts = new Set(['0.0.0.0', '::', '']);

/**
 * Starts the real thing: PostgreSQL (embedded in `config.dataDir` unless `databaseUrl` is set),
 * then the app listening on `config.host:config.port` (port 0 picks a free one).
 */
export async function startServer(
  config: Config,
  options: { readonly logger?: FastifyBaseLogger } = {},
): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: config.dataDir,
        onLog: (line) => logger.debug({ postgres: line }, 'embedded PostgreSQL'),
      });
  try {
    const databaseUrl = config.databaseUrl ?? embedded!.url;
    const app = await buildApp({ ...config, databaseUrl }, { logger });
    try {
      // On the job queue: with several instances starting, one seeds and the others wait.
      if (config.seedDemo) await app.seedDemo(config.demoOrders);
      await app.listen({ host: config.host, port: config.port });
    } catch (error) {
      await app.close();
      throw error;
    }
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = wildcardHosts.has(config.host) ? 'localhost' : config.host;
    const shownHost = host.includes(':') ? `[${host}]` : host;
    let closing: Promise<void> | undefined;
    return {
      url: `http://${shownHost}:${port}`,
      createdFirstAdmin: app.createdFirstAdmin,
      close: () => {
        closing ??= app.close().then(() => embedded?.stop());
        return closing;
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
