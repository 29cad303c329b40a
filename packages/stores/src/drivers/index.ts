// The drivers screen's stores, as `@satchel/stores` exports them under `drivers`.
export {
  $driverDocuments,
  closeDriverDocuments,
  openDriverDocuments,
} from './driver-documents.js';
export {
  $driverEarnings,
  $fetchingDriverEarnings,
  driverSettlementForm,
  fetchDriverEarnings,
  fetchTypedDriverEarnings,
  openDriverSettlement,
  settleDriver,
} from './driver-settlement.js';
export { type DriverSettlementValues, typedDriverId } from './driver-settlement-rules.js';
export { setDriverStatus } from './driver-status.js';
export { driversList } from './drivers-list.js';
