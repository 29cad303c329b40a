import { signInRules, successMessages } from '@satchel/api';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../http/register-call.js';
import { rolesTwoStep, setRoleTwoStep } from '../repos/two-step.js';
import { roleNotFound } from './roles.js';

/**
 * Which roles must sign in with a one-time code (issue 30). A switch changed reaches every
 * instance's remembered sessions (migration 0024's trigger on roles), so it holds from the
 * operators' next call.
 */
export const signInRuleRoutes: FastifyPluginAsync = async (app) => {
  const { db, signedInAdmins } = app;

  registerCall(app, signInRules.list, async () => ({ data: await rolesTwoStep(db) }));

  registerCall(app, signInRules.setTwoStepRequired, async ({ params, body }) => {
    const role = await setRoleTwoStep(db, params.id, body.twoStepRequired);
    if (!role) throw roleNotFound();
    signedInAdmins.clear();
    return {
      message: successMessages.twoStepRule(role.name, role.twoStepRequired),
      data: role,
    };
  });
};
