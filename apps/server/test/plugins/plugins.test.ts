import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { cataloguePlugin } from '../../src/http/catalogue.js';
import { consolePlugin } from '../../src/http/console.js';
import { embeddableElementsPlugin } from '../../src/http/embeddable-elements.js';
import { healthPlugin } from '../../src/http/health.js';
import { docsPlugin } from '../../src/http/openapi.js';
import { securityHeadersPlugin } from '../../src/http/security-headers.js';
import { authPlugin } from '../../src/plugins/auth.js';
import { databasePlugin } from '../../src/plugins/database.js';
import { eventsPlugin } from '../../src/plugins/events.js';
import { filesPlugin } from '../../src/plugins/files.js';
import { jobsPlugin } from '../../src/plugins/jobs.js';
import { notificationsPlugin } from '../../src/plugins/notifications.js';
import { replicasPlugin } from '../../src/plugins/replicas.js';
import { requestsPlugin } from '../../src/plugins/requests.js';
import { warmPoolPlugin } from '../../src/plugins/warm-pool.js';
import { apiPlugin } from '../../src/routes/api.js';
import { startTestApp } from '../support/app.js';

/** What fastify-plugin records of a plugin: its name and the plugins it needs. */
interface PluginMeta {
  readonly name: string;
  readonly dependencies?: readonly string[];
}
const metaOf = (plugin: object): PluginMeta =>
  (plugin as Record<symbol, PluginMeta>)[Symbol.for('plugin-meta')] as PluginMeta;

const plugins = {
  database: databasePlugin,
  replicas: replicasPlugin,
  'warm-pool': warmPoolPlugin,
  requests: requestsPlugin,
  health: healthPlugin,
  'security-headers': securityHeadersPlugin,
  docs: docsPlugin,
  files: filesPlugin,
  notifications: notificationsPlugin,
  auth: authPlugin,
  jobs: jobsPlugin,
  events: eventsPlugin,
  api: apiPlugin,
  'embeddable-elements': embeddableElementsPlugin,
  catalogue: cataloguePlugin,
  console: consolePlugin,
};

describe("the server's pieces", () => {
  it('are named plugins that declare the pieces they need', () => {
    const declared = Object.fromEntries(
      Object.values(plugins).map((plugin) => {
        const { name, dependencies = [] } = metaOf(plugin);
        return [name, dependencies];
      }),
    );
    expect(declared).toEqual({
      database: [],
      replicas: ['database'],
      'warm-pool': ['database'],
      requests: [],
      health: ['database', 'replicas', 'warm-pool'],
      'security-headers': [],
      docs: [],
      files: ['database'],
      notifications: ['database'],
      auth: ['database', 'notifications'],
      jobs: ['database'],
      events: ['database', 'notifications'],
      api: ['requests', 'docs', 'database', 'replicas', 'files', 'auth', 'jobs', 'events'],
      'embeddable-elements': [],
      catalogue: [],
      console: [],
    });
  });

  it('refuse to load without the pieces they need', async () => {
    const app = Fastify();
    await expect(
      app.register(notificationsPlugin, { databaseUrl: 'postgres://nowhere.invalid/none' }),
    ).rejects.toMatchObject({
      code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED',
      message: "The dependency 'database' of plugin 'notifications' is not registered",
    });
    await app.close();
  });
});

describe('the app', () => {
  it('has every piece loaded', async () => {
    const app = await startTestApp();
    try {
      for (const name of Object.keys(plugins)) expect(app.hasPlugin(name), name).toBe(true);
    } finally {
      await app.close();
    }
  });
});
