import { search } from '@satchel/api';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../http/register-call.js';
import { searchRecords, searchTermsOf } from '../repos/search.js';

/** "Find anything" (issue 34): records of every kind the operator's role may read. */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  registerCall(app, search.find, async ({ query, admin }) => {
    const allowed = search.searchKinds.filter((kind) => admin.permissions.has(`${kind}:read`));
    return { hits: await searchRecords(db, searchTermsOf(query.q), allowed) };
  });
};
