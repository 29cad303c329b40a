// The product-management screen's stores, as `@satchel/stores` exports them under `productManagement`.

export { validateMerchantId } from '../rules/merchant-id.js';
export { type ProductCsvCheck, productCsvCheck } from './csv-check.js';
export {
  assignCsvUpload,
  type CsvUpload,
  merchantCsvUpload,
} from './csv-upload.js';
export { type ImportProgress, percentRead } from './queued-import.js';
export { $downloadingTemplate, downloadProductTemplate } from './templates.js';
export {
  $toolsMerchant,
  $toolsMerchantIdText,
  fetchToolsMerchant,
  openProductTools,
  productManagementSection,
  type ToolsMerchant,
  typeToolsMerchantId,
  verifyToolsMerchant,
} from './tools-merchant.js';
