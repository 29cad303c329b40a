/**
 * The stable `code` of every error answer of this server (`area.what`, snake case): the console
 * decides on it, not on the message. A refusal without a code of its own takes its status's.
 */
export const errorCodes = {
  /** Input the call does not take: a field, a value, a file's content. */
  invalid: 'request.invalid',
  /** A body that is not JSON although its content type says so. */
  malformedJson: 'request.malformed_json',
  /** No body, although its content type says JSON. */
  emptyBody: 'request.empty_body',
  /** A URL that cannot be decoded. */
  badUrl: 'request.bad_url',
  /** A Content-Length that is not a length, or is not the body's. */
  badLength: 'request.bad_length',
  tooLarge: 'request.too_large',
  /** A body that stopped arriving, or arrives under the minimum rate. */
  tooSlow: 'request.too_slow',
  unsupportedMediaType: 'request.unsupported_media_type',
  /** An Idempotency-Key reused with another body. */
  keyReused: 'request.key_reused',
  rateLimited: 'request.rate_limited',
  /** No token, or one that is not (or no longer) good. */
  unauthorized: 'auth.required',
  forbidden: 'auth.forbidden',
  /** The caller's role lacks the call's permission (issue 30): the message names it. */
  notPermitted: 'role.not_permitted',
  notFound: 'resource.not_found',
  conflict: 'resource.conflict',
  unavailable: 'server.unavailable',
  internal: 'server.internal',
  couponDuplicateCode: 'coupon.duplicate_code',
  couponInUse: 'coupon.in_use',
  /** A merchant settlement's transaction ID recorded before. */
  transactionRecorded: 'merchant.transaction_recorded',
  /** A merchant settlement of more than is due to the merchant. */
  merchantOverDue: 'merchant.amount_over_due',
  /** A driver settlement of more than is due of its kind. */
  driverOverDue: 'driver.amount_over_due',
  /** A product CSV file with problems in its header or rows (`errors` lists them). */
  csvHeaderMismatch: 'csv.header_mismatch',
  csvProblems: 'csv.problems',
  /**
   * A product CSV row that cannot be parsed at all, by what is wrong with it (the answer's
   * `values`: the row, then the longest row read).
   */
  csvUnclosedQuote: 'csv.unclosed_quote',
  csvMalformedQuote: 'csv.malformed_quote',
  csvRowTooLong: 'csv.row_too_long',
  /** A file refused whole (`values`: the limit it is past, where it has one). */
  fileTooLarge: 'file.too_large',
  csvTooManyRows: 'csv.too_many_rows',
  csvTooManyColumns: 'csv.too_many_columns',
  csvHeaderTooLong: 'csv.header_too_long',
  csvNotText: 'csv.not_text',
  csvNotUnicode: 'csv.not_unicode',
  csvEmpty: 'csv.empty',
  csvNoRows: 'csv.no_rows',
  /** Product files sent while as many are being imported as the server imports at once (503). */
  importsBusy: 'csv.imports_busy',
  /** A merchant status not offered for that merchant (`merchantStatusesOffered`). */
  merchantStatusNotOffered: 'merchant.status_not_offered',
  /** A saved view changed or deleted by an operator who does not own it. */
  viewNotOwner: 'view.not_owner',
  /** A view name the operator already gave a view of the same list. */
  viewDuplicateName: 'view.duplicate_name',
  /** An operator's views of one list are as many as one keeps. */
  viewsFull: 'view.too_many',
  /** A role name another role has, in any case (issue 30). */
  roleDuplicateName: 'role.duplicate_name',
  /** As many roles as the console keeps (`roles.MAX_ROLES`). */
  rolesFull: 'role.too_many',
  /** A username another operator has. */
  operatorDuplicateName: 'operator.duplicate_name',
  /** A category name another category has. */
  categoryDuplicateName: 'category.duplicate_name',
  /** A settlement's requester approving it: a second operator must (issue 30). */
  approvalOwnRequest: 'approval.own_request',
  /** A requested settlement approved for more than is due now (its `values`: the due). */
  approvalNotPayable: 'approval.not_payable',
  /** A requested settlement approved whose transaction ID was recorded meanwhile. */
  approvalTransactionRecorded: 'approval.transaction_recorded',
  /** A requested settlement approved that another operator rejected meanwhile. */
  approvalRejected: 'approval.rejected',
  /** A requested settlement rejected that another operator decided meanwhile. */
  approvalAlreadyApproved: 'approval.already_approved',
  approvalAlreadyRejected: 'approval.already_rejected',
  /*
   * Records another operator deleted (or that an open page still names) and conflicts with what
   * other operators did meanwhile: a code each, so the console words them in its language.
   */
  couponNotFound: 'coupon.not_found',
  bannerNotFound: 'banner.not_found',
  competitionNotFound: 'competition.not_found',
  schoolNotFound: 'school.not_found',
  bundleNotFound: 'bundle.not_found',
  merchantNotFound: 'merchant.not_found',
  driverNotFound: 'driver.not_found',
  productNotFound: 'product.not_found',
  viewNotFound: 'view.not_found',
  roleNotFound: 'role.not_found',
  operatorNotFound: 'operator.not_found',
  /**
   * Records an operator meets only by an address typed by hand (or kept from before they were
   * deleted): a code each, as above.
   */
  userNotFound: 'user.not_found',
  branchNotFound: 'branch.not_found',
  bulkNotFound: 'bulk.not_found',
  exportNotFound: 'export.not_found',
  importNotFound: 'import.not_found',
  approvalNotFound: 'approval.not_found',
  historyEntryNotFound: 'history.entry_not_found',
  /** A history revert of a record deleted meanwhile. */
  historyRecordGone: 'history.record_gone',
  /** A bundle saved while another operator deleted one of its products or merchants. */
  bundleItemGone: 'bundle.item_gone',
  /** A download link of an export, or a link to a document, used after it expired. */
  exportLinkInvalid: 'export.link_invalid',
  fileLinkInvalid: 'file.link_invalid',
  /** Sign-ins turned away while the sign-in queue is full (503, retried). */
  signInBusy: 'auth.sign_in_busy',
  /** A school deleted, or a branch removed, while bundles are filed under it. */
  schoolHasBundles: 'school.has_bundles',
  branchHasBundles: 'branch.has_bundles',
  /** A bundle deleted that orders refer to. */
  bundleInOrders: 'bundle.in_orders',
  /** A role deleted that operators hold. */
  roleInUse: 'role.in_use',
  /** The last enabled Administrator given another role. */
  roleLastAdministrator: 'role.last_administrator',
  /** The last enabled Administrator disabled. */
  operatorLastAdministrator: 'operator.last_administrator',
  /** An operator disabling their own account. */
  operatorDisableSelf: 'operator.disable_self',
  /** Merchants assigned to an order cancelled meanwhile. */
  orderCancelled: 'order.cancelled',
  /** A role chosen for an operator that another operator deleted meanwhile. */
  roleUnknown: 'role.unknown',
  /** One of an operator's sessions ended meanwhile. */
  sessionNotFound: 'session.not_found',
  /** A bulk run cancelled after it finished. */
  bulkFinished: 'bulk.finished',
  /** A bulk run reverted before it finished. */
  bulkRunning: 'bulk.running',
  bulkReverted: 'bulk.reverted',
  /** A set-password link used, or expired. */
  linkInvalid: 'auth.link_invalid',
  /** The operator's own new password, the same as their current one. */
  passwordSame: 'auth.password_same',
  /** Two-step sign-in being set up: a wrong code, or no setup started (another tab ended it). */
  setupCodeWrong: 'auth.setup_code_wrong',
  setupNotStarted: 'auth.setup_not_started',
  /** Two-step sign-in set up or turned off when it already is (another tab did it). */
  twoStepOn: 'auth.two_step_on',
  twoStepOff: 'auth.two_step_off',
  /** Two-step sign-in turned off by an operator whose role requires it. */
  twoStepKept: 'auth.two_step_kept',
  /** A sign-in with an unknown username, a wrong password, or a disabled operator's. */
  credentialsWrong: 'auth.credentials_wrong',
  /** Sign-ins refused for a while after too many failed ones, by account or address. */
  tooManyAttempts: 'auth.too_many_attempts',
  /** A right password of an operator with two-step sign-in, sent without a code (issue 30). */
  codeRequired: 'auth.code_required',
  /** A one-time or recovery code that is wrong, or was used already. */
  codeInvalid: 'auth.code_invalid',
  /** The operator's role requires two-step sign-in, which they have not set up yet. */
  twoStepSetupRequired: 'auth.two_step_setup_required',
  /** The operator's own current password, asked again before a change of their account, is wrong. */
  passwordWrong: 'auth.password_wrong',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

const byStatus: Readonly<Record<number, ErrorCode>> = {
  400: errorCodes.invalid,
  401: errorCodes.unauthorized,
  403: errorCodes.forbidden,
  404: errorCodes.notFound,
  408: errorCodes.tooSlow,
  409: errorCodes.conflict,
  413: errorCodes.tooLarge,
  415: errorCodes.unsupportedMediaType,
  422: errorCodes.keyReused,
  429: errorCodes.rateLimited,
  503: errorCodes.unavailable,
};

/** The code of a refusal with `status` that has no code of its own. */
export const errorCodeOfStatus = (status: number): ErrorCode =>
  byStatus[status] ?? (status >= 500 ? errorCodes.internal : errorCodes.invalid);
