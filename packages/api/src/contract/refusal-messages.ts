import { errorCodes } from './error-codes.js';

/**
 * The server's words for the refusals whose code says all there is to say (no name, no amount
 * in them). The server answers with them; the console shows its catalogue's text for the code,
 * which in English is this one by reference and in Hindi its translation (docs/i18n.md). Any
 * other refusal the console shows as the server worded it.
 */
export const refusalMessages = {
  [errorCodes.passwordWrong]: 'Your current password is not right',
  [errorCodes.codeRequired]: 'Enter the code from your authenticator app',
  [errorCodes.codeInvalid]: 'That code is not right, or was used already',
  [errorCodes.twoStepSetupRequired]:
    'Your role requires two-step sign-in: set it up before anything else.',
  [errorCodes.approvalOwnRequest]:
    'You requested this settlement: another operator must approve it',
  [errorCodes.couponInUse]: 'A coupon that orders used cannot be deleted; deactivate it instead',
  [errorCodes.internal]: 'Internal server error',
} as const;
