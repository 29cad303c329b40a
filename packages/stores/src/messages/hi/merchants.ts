import type { Translation } from '../catalogue.js';
import type {
  earningReport as enEarningReport,
  merchants as enMerchants,
  settlement as enSettlement,
} from '../merchants.js';

/** Hindi of merchants.ts. */
export const merchants: Translation<typeof enMerchants> = {
  title: 'मर्चेंट मैनेजमेंट',
  fetchFailed: 'मर्चेंट लोड नहीं हो सके',
  empty: 'कोई मर्चेंट नहीं मिला',
  fields: {
    storeName: 'स्टोर का नाम',
    merchantName: 'मर्चेंट का नाम',
    whatsappNumber: 'WhatsApp',
    gstNumber: 'GST नंबर',
  },
  actions: {
    productTools: 'प्रोडक्ट टूल',
    productsCsv: 'प्रोडक्ट की CSV डाउनलोड करें',
    earningReport: 'कमाई की रिपोर्ट',
    settle: 'कमाई सेटल करें',
    documents: 'दस्तावेज़ देखें',
  },
  productsCsvDownloaded: 'प्रोडक्ट की CSV डाउनलोड हो गई!',
  productsCsvFailed: 'प्रोडक्ट की CSV डाउनलोड नहीं हो सकी!',
  documents: {
    storePhoto: 'स्टोर की फ़ोटो',
    gstPhoto: 'GST की फ़ोटो',
    panPhoto: 'PAN की फ़ोटो',
    bankPassbookOrBlankCheckPhoto: 'बैंक पासबुक या ब्लैंक चेक',
  },
};

export const earningReport: Translation<typeof enEarningReport> = {
  title: 'कमाई की रिपोर्ट',
  titleOf: (storeName: string) => `${storeName} की कमाई की रिपोर्ट`,
  period: 'अवधि',
  particularDate: 'कोई एक तारीख',
  dateRange: 'तारीखों की रेंज',
  date: 'तारीख',
  startDate: 'शुरू की तारीख',
  endDate: 'आखिरी तारीख',
  download: 'डाउनलोड करें',
  noDeliveredOrder: 'कोई ऑर्डर डिलीवर नहीं हुआ है!',
  futureDate: 'तारीख आगे की नहीं हो सकती।',
  endBeforeStart: 'आखिरी तारीख शुरू की तारीख से पहले की नहीं हो सकती।',
  dateOrRange: 'या तो कोई एक तारीख चुनें या रेंज, दोनों नहीं।',
  rangeIncomplete: 'शुरू और आखिरी, दोनों तारीखें चुनें।',
};

export const settlement: Translation<typeof enSettlement> = {
  titleOf: (storeName: string) => `${storeName} की कमाई सेटल करें`,
  transactionId: 'ट्रांज़ैक्शन आईडी',
  merchantId: 'मर्चेंट आईडी',
  amount: 'रकम (₹)',
  settle: 'सेटल करें',
  transactionIdRequired: 'ट्रांज़ैक्शन आईडी डालना ज़रूरी है।',
  merchantIdRequired: 'मर्चेंट आईडी डालना ज़रूरी है।',
  settled: 'कमाई सेटल हो गई',
  failed: 'मर्चेंट की रकम सेटल नहीं हो सकी',
  earned: 'कुल कमाई',
  settledSoFar: 'अब तक सेटल हुआ',
  due: 'अभी बकाया',
  dueFetchFailed: 'मर्चेंट की कमाई लोड नहीं हो सकी',
};
