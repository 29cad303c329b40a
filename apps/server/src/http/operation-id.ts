import type { CallContract } from '@satchel/api';
import * as api from '@satchel/api';

const isCall = (value: unknown): value is CallContract =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'response' in value;

/**
 * Every call of the contract by its area's namespace and its own export (`users`, `setStatus`).
 * A call also found in a table of calls (`listCalls.users`) keeps its own area's name.
 */
const callNames = new Map<CallContract, { readonly area: string; readonly name: string }>();
for (const [area, exports] of Object.entries(api)) {
  if (typeof exports !== 'object' || exports === null || area === 'listCalls') continue;
  for (const [name, call] of Object.entries(exports)) {
    if (isCall(call) && !callNames.has(call)) callNames.set(call, { area, name });
  }
}

const namesOf = (call: CallContract) => {
  const names = callNames.get(call);
  if (!names) {
    throw new Error(`${call.method} ${call.path} is no call exported by @satchel/api`);
  }
  return names;
};

/**
 * The OpenAPI operationId of a call of the contract: its area and name as one identifier
 * (`merchants.setStatus` → `merchantsSetStatus`), so that a generated client's method names read
 * like the contract. A call not exported by @satchel/api has none.
 */
export function operationIdOf(call: CallContract): string {
  const { area, name } = namesOf(call);
  return `${area}${name[0]!.toUpperCase()}${name.slice(1)}`;
}

/** The call as the contract names it (`users.setStatus`): what history records as the action. */
export function callNameOf(call: CallContract): string {
  const { area, name } = namesOf(call);
  return `${area}.${name}`;
}
