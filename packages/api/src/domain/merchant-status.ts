import type { MerchantStatus } from '../contract/merchants.js';

/**
 * The statuses a merchant may be given (spec part 1 §4): a merchant with a WhatsApp number may
 * also be made inactive; one known only by GST number may not. The console offers these, and a
 * bulk run skips a merchant whose new status is not among them.
 */
export const merchantStatusesOffered = (merchant: {
  readonly whatsappNumber: string | null;
}): MerchantStatus[] =>
  merchant.whatsappNumber
    ? ['active', 'pending', 'inactive', 'incomplete', 'suspended']
    : ['active', 'pending', 'incomplete', 'suspended'];
