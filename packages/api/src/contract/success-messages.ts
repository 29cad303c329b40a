import { pluralOf } from '../domain/counting.js';
import { formatRupees } from '../domain/money.js';
import type { DriverSettlementType, SettlementRequest } from './settlement-request.js';

/**
 * The server's words for the calls that succeed, each its answer's `message` (logs and API users
 * read it). The console shows its catalogue's text for the call it made instead
 * (`messages.successes`): in English these by reference, so English reads as the server wrote
 * it, and in Hindi their translation (docs/i18n.md). Texts with values take what the console
 * knows of the call too.
 */
export const successMessages = {
  login: 'Login successful',
  settingsSaved: 'Settings saved',
  roleCreated: 'Role created',
  roleSaved: 'Role saved',
  roleDeleted: 'Role deleted',
  roleChanged: 'Role changed',
  operatorStatus: (disabled: boolean) => (disabled ? 'Operator disabled' : 'Operator enabled'),
  passwordSet: 'Password set. You can sign in now.',
  sessionEnded: 'Session ended',
  passwordChanged: (othersSignedOut: boolean) =>
    othersSignedOut ? 'Password changed; you are signed out everywhere else' : 'Password changed',
  signedOutOthers: (count: number) =>
    `Signed out of ${count} other ${pluralOf(count, 'en-IN', { one: 'session', other: 'sessions' })}`,
  twoStepRule: (role: string, required: boolean) =>
    required
      ? `${role} operators must now use two-step sign-in`
      : `${role} operators no longer need two-step sign-in`,
  driverSettled: (type: DriverSettlementType, amount: number, driver: string) =>
    type === 'earning'
      ? `Paid ${formatRupees(amount)} of earnings to ${driver}`
      : `Received ${formatRupees(amount)} of collected cash from ${driver}`,
  settlementRequested: (amount: number) =>
    `Settlement of ${formatRupees(amount)} requested: it is paid once another operator approves it`,
  approved: (request: SettlementRequest) =>
    `Approved: ${formatRupees(request.amount)} paid to ${request.payee.name}`,
  alreadyApproved: 'This settlement was already approved and paid',
  requestRejected: 'Settlement request rejected',
} as const;
