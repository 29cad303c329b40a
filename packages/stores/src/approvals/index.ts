// The Approvals section's stores (issue 30), as `@satchel/stores` exports them under `approvals`.
export {
  $approving,
  $pendingApprovals,
  approvalsSection,
  approveRequest,
  openRejection,
  rejectionForm,
  reloadApprovals,
} from './approvals-list.js';
