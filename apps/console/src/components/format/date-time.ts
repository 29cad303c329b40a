import { BUSINESS_TIME_ZONE } from '@satchel/api';
import { locale } from '@satchel/stores';

/** Made on first use, once the boot has installed the language (its locale does not change). */
let dateTime: Intl.DateTimeFormat | undefined;

/**
 * A moment in India's time as operators read it in the installed language (2 Nov 2026, 10:15 am;
 * 2 नव॰ 2026, 10:15 am).
 */
export const formatDateTime = (iso: string): string => {
  dateTime ??= new Intl.DateTimeFormat(locale, {
    timeZone: BUSINESS_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return dateTime.format(new Date(iso));
};
