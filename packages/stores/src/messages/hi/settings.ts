import { formatCount } from '@satchel/api';
import type { Translation } from '../catalogue.js';
import type { settings as en } from '../settings.js';

/** Hindi of settings.ts, with the settings rules' messages of @satchel/api. */
export const settings: Translation<typeof en> = {
  placeholder: 'सेटिंग्स जल्द ही यहाँ मिलेंगी।',
  title: 'सेटिंग्स',
  save: 'सेटिंग्स सेव करें',
  loadFailed: 'सेटिंग्स लोड नहीं हो सकीं',
  saveFailed: 'सेटिंग्स सेव नहीं हो सकीं',
  fields: {
    settlementApprovalThreshold: {
      label: 'सेटलमेंट मंज़ूरी की सीमा (₹)',
      help: 'इस रकम से ज़्यादा का सेटलमेंट तभी दिया जाता है जब कोई दूसरा ऑपरेटर उसे मंज़ूर करे। हर सेटलमेंट तुरंत देने के लिए खाली छोड़ दें।',
    },
    lateDeliveryHours: {
      label: 'कितने घंटे बाद डिलीवरी लेट मानी जाए',
      help: 'डिलीवरी पर निकला ऑर्डर, प्लेस होने के इतने घंटे बाद डैशबोर्ड पर लेट गिना जाता है।',
    },
  },
  rules: {
    required: 'कोई वैल्यू डालें',
    notNumber: 'कोई संख्या डालें',
    wholeHours: 'घंटे पूरी संख्या में डालें',
    paise: 'दशमलव के बाद ज़्यादा से ज़्यादा दो अंक रखें',
    range: (min: number, max: number) =>
      `${formatCount(min, 'hi-IN')} से ${formatCount(max, 'hi-IN')} तक की वैल्यू डालें`,
  },
};
