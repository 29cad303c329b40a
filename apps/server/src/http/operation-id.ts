import type { CallContract } from '@satchel/api';
import * as api from '@satchel/api';

const isCall = (value: unknown): value is CallContract =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'response' in value;

/**
 * Every call of the contract by the name a client knows it by: its area's namespace and its own
 * export, as one identifier (`merchants.setStatus` → `merchantsSetStatus`), so that a generated
 * client's method names read like the contract.
 */
const operationIds = new Map<CallContract, string>(
  Object.entries(api).flatMap(([area, exports]) =>
    typeof exports === 'object' && exports !== null
      ? Object.entries(exports)
          .filter((entry): entry is [string, CallContract] => isCall(entry[1]))
          .map(([name, call]) => [call, `${area}${name[0]!.toUpperCase()}${name.slice(1)}`])
      : [],
  ),
);

/** The OpenAPI operationId of a call of the contract; one not exported by @satchel/api has none. */
export function operationIdOf(call: CallContract): string {
  const operationId = operationIds.get(call);
  if (!operationId) {
    throw new Error(`${call.method} ${call.path} is no call exported by @satchel/api`);
  }
  return operationId;
}
