import { validateRecordId } from './record-id.js';

/** The merchant-id rule of spec part 1 §5: undefined when valid, else "Invalid ID format". */
export const validateMerchantId = validateRecordId;
