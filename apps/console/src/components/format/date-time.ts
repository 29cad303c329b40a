import { BUSINESS_TIME_ZONE } from '@satchel/api';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: BUSINESS_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A moment in India's time as operators read it (2 Nov 2026, 10:15 am). */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));
