import { csvRowMessages } from '../domain/csv-row-messages.js';
import { formatRupees } from '../domain/money.js';
import { errorCodes } from './error-codes.js';
import type { DriverSettlementType } from './settlement-request.js';

/**
 * The server's words for the refusals the console words itself, by code: those whose code says
 * all there is to say, and those that name what the call sent or the console knows (a name, a
 * code, a limit, an amount due), as functions of those values. The server answers with them; the
 * console shows its catalogue's text for the code, which in English is this one by reference and
 * in Hindi its translation (docs/i18n.md). Any other refusal the console shows as the server
 * worded it.
 */
export const refusalMessages = {
  [errorCodes.passwordWrong]: 'Your current password is not right',
  [errorCodes.credentialsWrong]: 'Invalid username or password',
  [errorCodes.tooManyAttempts]: 'Too many failed sign-in attempts. Try again later.',
  [errorCodes.codeRequired]: 'Enter the code from your authenticator app',
  [errorCodes.codeInvalid]: 'That code is not right, or was used already',
  [errorCodes.twoStepSetupRequired]:
    'Your role requires two-step sign-in: set it up before anything else.',
  [errorCodes.approvalOwnRequest]:
    'You requested this settlement: another operator must approve it',
  [errorCodes.couponInUse]: 'A coupon that orders used cannot be deleted; deactivate it instead',
  [errorCodes.internal]: 'Internal server error',
  [errorCodes.couponNotFound]: 'Coupon not found',
  [errorCodes.bannerNotFound]: 'Banner not found',
  [errorCodes.competitionNotFound]: 'Competition not found',
  [errorCodes.schoolNotFound]: 'School not found',
  [errorCodes.bundleNotFound]: 'Bundle not found',
  [errorCodes.merchantNotFound]: 'Merchant not found',
  [errorCodes.driverNotFound]: 'Driver not found',
  [errorCodes.productNotFound]: 'Product not found',
  [errorCodes.viewNotFound]: 'View not found',
  [errorCodes.roleNotFound]: 'Role not found',
  [errorCodes.operatorNotFound]: 'Operator not found',
  [errorCodes.userNotFound]: 'User not found',
  [errorCodes.branchNotFound]: 'Branch not found',
  [errorCodes.bulkNotFound]: 'Bulk run not found',
  [errorCodes.exportNotFound]: 'Export not found',
  [errorCodes.importNotFound]: 'Import not found',
  [errorCodes.approvalNotFound]: 'Settlement request not found',
  [errorCodes.historyEntryNotFound]: 'History entry not found',
  [errorCodes.historyRecordGone]: 'This record no longer exists',
  [errorCodes.bundleItemGone]: 'A product or merchant of the bundle no longer exists',
  [errorCodes.exportLinkInvalid]: 'This download link is not valid or has expired',
  [errorCodes.fileLinkInvalid]: 'This link to a document is not valid or has expired',
  [errorCodes.signInBusy]: 'Too many sign-ins at once. Try again in a moment.',
  [errorCodes.schoolHasBundles]: 'A school that has bundles cannot be deleted',
  [errorCodes.branchHasBundles]: 'A branch that has bundles cannot be removed',
  [errorCodes.bundleInOrders]: 'A bundle that orders refer to cannot be deleted',
  [errorCodes.roleInUse]: 'Operators hold this role; give them another first',
  [errorCodes.roleLastAdministrator]:
    'This is the last enabled Administrator: give another operator the Administrator role first',
  [errorCodes.operatorLastAdministrator]:
    'This is the last enabled Administrator; it cannot be disabled',
  [errorCodes.operatorDisableSelf]: 'You cannot disable yourself',
  [errorCodes.orderCancelled]: 'Merchants cannot be assigned to a cancelled order',
  [errorCodes.roleUnknown]: 'There is no such role',
  [errorCodes.sessionNotFound]: 'Session not found, or already ended',
  [errorCodes.bulkFinished]: 'This run has already finished',
  [errorCodes.bulkRunning]: 'This run is still going; cancel it first',
  [errorCodes.bulkReverted]: 'This run was already reverted',
  [errorCodes.linkInvalid]:
    'This link is not valid: it was used, or it has expired. Ask for a new one.',
  [errorCodes.passwordSame]: 'The new password is the one you have; choose another',
  [errorCodes.setupCodeWrong]: 'That code is not right: enter the six digits your app shows now',
  [errorCodes.setupNotStarted]: 'Start the setup first: there is no code to check against',
  [errorCodes.twoStepOn]: 'Two-step sign-in is on already; turn it off first to set it up again',
  [errorCodes.twoStepOff]: 'Two-step sign-in is off already',
  [errorCodes.twoStepKept]: 'Your role requires two-step sign-in: it cannot be turned off',
  [errorCodes.roleDuplicateName]: (name: string) => `A role named ${name} already exists`,
  [errorCodes.rolesFull]: (most: number) => `There are already ${most} roles; delete one first`,
  [errorCodes.operatorDuplicateName]: (username: string) =>
    `An operator named ${username} already exists`,
  [errorCodes.categoryDuplicateName]: (name: string) => `A category named ${name} already exists`,
  [errorCodes.viewDuplicateName]: (name: string) =>
    `You already have a view named ${name} for this list`,
  [errorCodes.viewsFull]: (most: number) =>
    `A list keeps at most ${most} views of yours; delete one first`,
  [errorCodes.viewNotOwner]: (owner: string) =>
    `Only ${owner}, who saved this view, can change or delete it`,
  [errorCodes.couponDuplicateCode]: (code: string) => `The coupon code ${code} is already in use`,
  [errorCodes.transactionRecorded]: (transactionId: string) =>
    `Transaction ID ${transactionId} is already recorded`,
  /** `due` as the server keeps rupees: two decimals, no grouping ('9400.00'). */
  [errorCodes.merchantOverDue]: (due: string) =>
    `The amount is more than the ₹${due} due to this merchant`,
  [errorCodes.driverOverDue]: (type: DriverSettlementType, due: number) =>
    type === 'earning'
      ? `The amount is more than the ${formatRupees(due)} of earnings due to this driver`
      : `The amount is more than the ${formatRupees(due)} of collected cash this driver has to hand in`,
  /** `due` in rupees, as the server sends it in the answer's `values`. */
  [errorCodes.approvalNotPayable]: (due: number) =>
    `Only ${formatRupees(due)} is due now: this request can no longer be paid as asked; reject it`,
  [errorCodes.approvalTransactionRecorded]:
    'Its transaction ID is already recorded: this request can no longer be paid',
  [errorCodes.approvalRejected]: 'This request was rejected: it cannot be approved',
  [errorCodes.approvalAlreadyApproved]: 'This request was already approved',
  [errorCodes.approvalAlreadyRejected]: 'This request was already rejected',
  [errorCodes.csvHeaderMismatch]: 'The header does not match the template',
  /** `listed` of the `total` problems are in the answer's `errors`. */
  [errorCodes.csvProblems]: (total: number, listed: number) =>
    `Nothing was imported: the file has ${total === 1 ? '1 problem' : `${total} problems`}${
      listed < total ? ` (the first ${listed} are listed)` : ''
    }`,
  [errorCodes.csvUnclosedQuote]: (row: number) =>
    `Row ${row} cannot be read: ${csvRowMessages.unclosedQuote}`,
  [errorCodes.csvMalformedQuote]: (row: number) =>
    `Row ${row} cannot be read: ${csvRowMessages.malformedQuote}`,
  [errorCodes.csvRowTooLong]: (row: number, most: number) =>
    `Row ${row} cannot be read: ${csvRowMessages.rowTooLong(most)}`,
  [errorCodes.fileTooLarge]: (most: number) => `The file is larger than ${most} bytes`,
  [errorCodes.csvTooManyRows]: (most: number) => `The file has more than ${most} rows`,
  [errorCodes.csvTooManyColumns]: (most: number) =>
    `The header has more than ${most} columns: this is not a product CSV file`,
  [errorCodes.csvHeaderTooLong]: (most: number) =>
    `The first line (the header) is longer than ${most} characters or has no line end: this is not a product CSV file`,
  [errorCodes.csvNotText]:
    'The file is not CSV text: it has NUL bytes (a spreadsheet or UTF-16 file?). Save it as CSV (UTF-8)',
  [errorCodes.csvNotUnicode]: 'The file is not UTF-8 text. Save it as CSV (UTF-8)',
  [errorCodes.csvEmpty]: 'The file is empty',
  [errorCodes.csvNoRows]: 'The file has no rows',
  [errorCodes.importsBusy]: 'Other product files are being imported. Try again in a moment.',
} as const;
