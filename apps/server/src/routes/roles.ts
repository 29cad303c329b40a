import {
  errorCodes,
  refusalMessages,
  roles,
  successMessages,
  withImpliedReads,
} from '@satchel/api';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError, refusal } from '../http/http-error.js';
import { answeringPgRefusals, type PgRefusals } from '../http/pg-refusals.js';
import { registerCall } from '../http/register-call.js';
import type { Db } from '../repos/db.js';
import {
  createRole,
  findRole,
  listRoles,
  removeCustomRole,
  setAdministratorRole,
  updateCustomRole,
} from '../repos/roles.js';
import { operatorNotFound } from './team.js';

const duplicateName = (name: string | undefined): PgRefusals => ({
  unique: {
    roles_name_key: {
      status: 409,
      message: refusalMessages[errorCodes.roleDuplicateName](name ?? 'so'),
      code: errorCodes.roleDuplicateName,
    },
  },
});

export const roleNotFound = () => refusal(404, errorCodes.roleNotFound);
const builtInRefused = () =>
  new HttpError(409, 'A built-in role cannot be changed or deleted; make a custom role instead');

/** The role's answer after a change: as `list` shows it. */
async function roleAnswer(db: Db, id: string, message: string) {
  const role = await findRole(db, id);
  if (!role) throw roleNotFound();
  return { message, data: { ...role, permissions: [...role.permissions] } };
}

/**
 * Roles (issue 30): every role, custom roles made, changed and deleted, and the role an
 * operator holds. A change reaches every instance's remembered sessions (migration 0024's
 * trigger), so it holds from the operators' next call.
 */
export const roleRoutes: FastifyPluginAsync = async (app) => {
  const { db, signedInAdmins } = app;

  registerCall(app, roles.list, async () => ({
    data: (await listRoles(db)).map((role) => ({ ...role, permissions: [...role.permissions] })),
  }));

  registerCall(app, roles.create, async ({ body }) => {
    const name = body.name.trim();
    if (name === '') throw new HttpError(400, 'The role needs a name');
    if ((await listRoles(db)).length >= roles.MAX_ROLES) {
      throw refusal(409, errorCodes.rolesFull, roles.MAX_ROLES);
    }
    const id = await answeringPgRefusals(
      createRole(db, { name, permissions: withImpliedReads(body.permissions) }),
      duplicateName(name),
    );
    return roleAnswer(db, id, successMessages.roleCreated);
  });

  registerCall(app, roles.update, async ({ params, body }) => {
    const existing = await findRole(db, params.id);
    if (!existing) throw roleNotFound();
    if (existing.builtIn) throw builtInRefused();
    const name = body.name?.trim();
    if (name === '') throw new HttpError(400, 'The role needs a name');
    await answeringPgRefusals(
      updateCustomRole(db, params.id, {
        name,
        permissions: body.permissions && withImpliedReads(body.permissions),
      }),
      duplicateName(name),
    );
    // Other instances hear of it when it commits; this one must not wait for that.
    signedInAdmins.clear();
    return roleAnswer(db, params.id, successMessages.roleSaved);
  });

  registerCall(app, roles.remove, async ({ params }) => {
    const existing = await findRole(db, params.id);
    if (!existing) throw roleNotFound();
    if (existing.builtIn) throw builtInRefused();
    const removed = await answeringPgRefusals(removeCustomRole(db, params.id), {
      foreignKey: {
        status: 409,
        message: refusalMessages[errorCodes.roleInUse],
        code: errorCodes.roleInUse,
      },
    });
    if (!removed) throw roleNotFound();
    return { message: successMessages.roleDeleted };
  });

  registerCall(app, roles.assign, async ({ params, body }) => {
    const outcome = await answeringPgRefusals(setAdministratorRole(db, params.id, body.roleId), {
      foreignKey: {
        status: 400,
        message: refusalMessages[errorCodes.roleUnknown],
        code: errorCodes.roleUnknown,
      },
    });
    if (outcome === undefined) throw operatorNotFound();
    if (outcome === 'last-administrator') {
      throw refusal(409, errorCodes.roleLastAdministrator);
    }
    signedInAdmins.clear();
    return { message: successMessages.roleChanged, data: { id: params.id, roleId: body.roleId } };
  });
};
