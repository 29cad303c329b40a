import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from './api-base.js';

export const OPENAPI_PATH = '/api/docs/openapi.json';

/** The areas the calls are tagged by (each contract's `tags`), in the console's sidebar order. */
const areas = [
  { name: 'admin', description: 'Signing in and out, and the signed-in administrator.' },
  {
    name: 'account',
    description:
      "The signed-in operator's own account: two-step sign-in, password, other sessions, sign-in history.",
  },
  {
    name: 'team',
    description: 'The operators: invitations, disabling, and their open sessions.',
  },
  {
    name: 'roles',
    description:
      'Roles and the permissions they hold (`resource:action`); each operation states the ' +
      'permission it needs (`x-permission`), refused with 403 `role.not_permitted`.',
  },
  { name: 'users', description: 'The marketplace’s customers.' },
  { name: 'merchants', description: 'Merchants, their documents, earnings and settlements.' },
  { name: 'drivers', description: 'Delivery drivers, their documents and settlements.' },
  { name: 'products', description: 'Products and variants, and their CSV imports.' },
  { name: 'categories', description: 'Product categories.' },
  { name: 'banners', description: 'The banners shown in the marketplace’s apps.' },
  { name: 'coupons', description: 'Coupons and the users they are assigned to.' },
  { name: 'schools', description: 'Schools and their branches.' },
  { name: 'bundles', description: 'The product bundles of a class of a school branch.' },
  { name: 'competitions', description: 'Competitions and the products linked to them.' },
  { name: 'sales', description: 'Revenue, sold products and merchant performance per period.' },
  { name: 'orders', description: 'Orders, their details and the merchants that supply them.' },
  {
    name: 'search',
    description: 'Records of every kind the role may read, by id, phone, name, code or SKU.',
  },
  {
    name: 'events',
    description: 'The change stream that keeps the console’s lists live (server-sent events).',
  },
  { name: 'exports', description: 'Every row of a list matching its filters, as a CSV file.' },
  { name: 'views', description: 'Saved views of a list, and each operator’s list settings.' },
  { name: 'bulk-runs', description: 'One change to every row matching a list’s filters.' },
  {
    name: 'history',
    description: 'Who changed what: every change’s entry, a record’s history, the Audit list.',
  },
  { name: 'dashboard', description: 'Today at a glance and the work waiting for operators.' },
  { name: 'settings', description: 'The settings an Administrator changes.' },
  {
    name: 'approvals',
    description:
      'Settlements above the approval threshold, approved or rejected by a second operator.',
  },
];

/**
 * The OpenAPI document and its viewer, under /api/docs. The document is generated from the
 * routes, hence from the contract; register this before any route.
 */
const docs: FastifyPluginAsync = async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Satchel Admin API',
        version: '1',
        description: `Every call lives under ${API_BASE}. Errors answer \`{message}\`.`,
        // The back office's own API, for the marketplace's internal tools; not published.
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // The paths are absolute (they start with API_BASE), so the server is the origin the
      // document is read from, whatever host, port or proxy serves it.
      servers: [{ url: '/', description: 'The server this document was read from' }],
      tags: areas,
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
  });
  // The viewer loads its scripts from files under /api/docs/static and needs no inline script,
  // so the site-wide CSP (security-headers.ts) applies to it unchanged.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
};

export const docsPlugin = fp(docs, { name: 'docs', fastify: '5.x' });
