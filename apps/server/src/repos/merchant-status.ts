import { merchantStatusesOffered } from '@satchel/api';
import { type MerchantStatus, merchants } from '@satchel/db/schema';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The merchant rule (spec part 1 §4): a status must be among those offered for its merchant.
 * The one-row change refuses it and a bulk run skips the merchant, with the same reason.
 */

/** Why `status` is not offered for a merchant with this WhatsApp number; undefined when it is. */
export const merchantStatusRefusal = (
  whatsappNumber: string | null,
  status: string,
): string | undefined =>
  merchantStatusesOffered({ whatsappNumber }).includes(status as MerchantStatus)
    ? undefined
    : `${status} is not offered for a merchant without a WhatsApp number`;

/** The merchants `status` is not offered for, as a condition; undefined when it is for all. */
export const merchantStatusRefusedWhen = (status: string): SQL | undefined =>
  merchantStatusRefusal(null, status) === undefined
    ? undefined
    : sql`${merchants.whatsappNumber} is null`;
