/** Texts every list shares: what the list object and its table bar say (issue #29). */
export const lists = {
  /** Acting on every row matching the filters. */
  bulk: {
    confirmTitle: 'Change all matching rows?',
    confirmMessage: (matching: number, changing: number, skipping: number) =>
      `${changing} of ${matching} matching ${matching === 1 ? 'row' : 'rows'} will change.` +
      (skipping > 0 ? ` ${skipping} cannot change and will be skipped.` : ''),
    progress: (done: number, total: number) => `Changing rows: ${done} of ${total} done`,
    queued: 'Changing rows: starting…',
    finished: (state: string, changed: number, skipped: number) =>
      `${state === 'done' ? 'Done' : state === 'cancelled' ? 'Cancelled' : 'Stopped'}: ${changed} changed, ${skipped} skipped`,
    skippedRow: (id: string, reason: string) => `${id}: ${reason}`,
    cancel: 'Cancel',
    revert: 'Revert',
    dismiss: 'Close',
    reverted: 'Reverted',
    actions: 'Change all matching rows',
    setAllTo: (value: string) => `All matching: ${value}`,
    enableAll: 'Enable all matching',
    disableAll: 'Disable all matching',
    assignCouponToAll: 'Assign coupon to all matching',
    assignToAll: 'The coupon goes to every user matching the filters.',
    previewFailed: 'Counting the matching rows failed',
    startFailed: 'Starting the change failed',
    statusFailed: 'Reading the progress failed',
    cancelFailed: 'Cancelling failed',
    revertFailed: 'Reverting failed',
  },
} as const;
