import type { Translation } from '../catalogue.js';
import type { findAnything as enFindAnything } from '../find-anything.js';

/** Hindi of find-anything.ts. */
export const findAnything: Translation<typeof enFindAnything> = {
  open: 'कुछ भी खोजें',
  failed: 'खोज नहीं हो सकी',
  groups: {
    users: 'यूज़र',
    merchants: 'मर्चेंट',
    drivers: 'डिलीवरी बॉय',
    orders: 'ऑर्डर',
    products: 'प्रोडक्ट',
    schools: 'स्कूल',
    competitions: 'प्रतियोगिताएँ',
    sections: 'सेक्शन',
    actions: 'एक्शन',
  },
  actions: {
    createCoupon: 'कूपन बनाएँ',
    settleDriver: 'डिलीवरी बॉय का सेटलमेंट करें',
    addSchool: 'स्कूल जोड़ें',
    onboardCompetition: 'प्रतियोगिता जोड़ें',
  },
};
