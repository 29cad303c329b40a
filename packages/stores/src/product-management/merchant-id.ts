import { messages } from '../messages/index.js';

/** Ids are 24 lowercase hexadecimal characters (design.md §4); typed ids may be uppercase. */
const merchantIdPattern = /^[0-9a-f]{24}$/i;

/** The merchant-id rule of spec part 1 §5: undefined when valid, else "Invalid ID format". */
export const validateMerchantId = (id: string): string | undefined =>
  merchantIdPattern.test(id.trim()) ? undefined : messages.productManagement.invalidId;
