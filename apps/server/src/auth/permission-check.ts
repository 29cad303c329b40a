import {
  ANY_LIST,
  type CallContract,
  errorCodes,
  isPermission,
  type ListKind,
  type ListSource,
  listKinds,
  notAllowedMessage,
  type Permission,
  SIGNED_IN,
} from '@satchel/api';
import type { FastifyRequest } from 'fastify';
import { HttpError, refusal } from '../http/http-error.js';
import type { SignedInAdmin } from './sessions.js';

/** The list of the record a call names by id (a bulk run's); undefined when there is none. */
export type RecordList = (request: FastifyRequest) => Promise<string | undefined>;

type Hook = (request: FastifyRequest) => Promise<void>;

/** The hooks that check a call's permission: before its input is read, and once it is valid. */
export interface PermissionHooks {
  readonly onRequest?: Hook;
  readonly preHandler?: Hook;
}

const isListKind = (value: unknown): value is ListKind =>
  typeof value === 'string' && (listKinds as readonly string[]).includes(value);

/** The list a validated request names, where its call says it names one. */
function listNamed(source: Exclude<ListSource, 'record'>, request: FastifyRequest): unknown {
  const params = request.params as Readonly<Record<string, unknown>> | undefined;
  const body = request.body as Readonly<Record<string, unknown>> | undefined;
  if (source === 'params.list') return params?.list;
  if (source === 'body.list') return body?.list;
  return typeof body?.action === 'string' ? body.action.split('.')[0] : undefined;
}

/** The refusal of a call the operator's role does not allow, naming the role and the permission. */
const notAllowed = (admin: SignedInAdmin, permission: string) =>
  new HttpError(403, notAllowedMessage(admin.role.name, permission), {}, errorCodes.notPermitted);

function refuseUnless(admin: SignedInAdmin, permission: string): void {
  if (!admin.permissions.has(permission as Permission)) throw notAllowed(admin, permission);
}

/** An operator whose role requires two-step sign-in, not set up yet, may only set it up. */
const refuseBeforeTwoStep = async (request: FastifyRequest) => {
  if (request.admin!.twoStepSetupRequired) {
    throw refusal(403, errorCodes.twoStepSetupRequired);
  }
};

/** `first`, then `then` when there is one. */
const inTurn =
  (first: Hook, then: Hook | undefined): Hook =>
  async (request) => {
    await first(request);
    await then?.(request);
  };

/**
 * How a call's permission is checked, the one place a role's refusal (403) is decided
 * (register-call.ts runs these after the token's check): an operator who must still set up
 * two-step sign-in is refused every call but those that set it up (`beforeTwoStep`), then the
 * call's own permission.
 */
export function permissionHooks(call: CallContract, recordList?: RecordList): PermissionHooks {
  const hooks = rolePermissionHooks(call, recordList);
  if (!call.auth || call.beforeTwoStep) return hooks;
  return { ...hooks, onRequest: inTurn(refuseBeforeTwoStep, hooks.onRequest) };
}

/**
 * How a call's role permission is checked. A fixed permission is checked on
 * request, before the body is read, from the permissions remembered with the session. A
 * permission on the list the request names is checked on request too, for the action on any
 * list at all, then, once the input is valid, for the named list; `recordList` finds the list
 * of a record named by id.
 */
function rolePermissionHooks(call: CallContract, recordList?: RecordList): PermissionHooks {
  if (!call.auth) return {};
  const { permission } = call;
  if (permission === SIGNED_IN) return {};
  if (typeof permission === 'string') {
    return { onRequest: async (request) => refuseUnless(request.admin!, permission) };
  }
  const { list, action } = permission;
  if (list === 'record' && recordList === undefined) {
    throw new Error(
      `${call.method} ${call.path}: its permission's list is a record's; say how to find it`,
    );
  }
  const onAnyList = listKinds.map((kind) => `${kind}:${action}` as Permission);
  return {
    onRequest: async (request) => {
      const admin = request.admin!;
      if (!onAnyList.some((each) => admin.permissions.has(each))) {
        throw notAllowed(admin, `${ANY_LIST}:${action}`);
      }
    },
    preHandler: async (request) => {
      const kind = list === 'record' ? await recordList!(request) : listNamed(list, request);
      // A record that is not there is the handler's to answer (404). A record of a section
      // that is no list (a school) needs the action on its section's resource.
      if (isListKind(kind) || isPermission(`${kind}:${action}`)) {
        refuseUnless(request.admin!, `${kind}:${action}`);
      }
    },
  };
}
