import type { Translation } from '../catalogue.js';
import type { users as en } from '../users.js';

/** Hindi of users.ts. */
export const users: Translation<typeof en> = {
  title: 'यूज़र मैनेजमेंट',
  fetchFailed: 'यूज़र लोड नहीं हो सके',
  empty: 'कोई यूज़र नहीं मिला',
  fields: {
    id: 'आईडी',
    lastLoggedAt: 'आखिरी लॉगिन',
  },
  previewWebsite: 'वेबसाइट का प्रीव्यू',
  websiteOf: (name: string) => `${name} की वेबसाइट`,
  websiteFrame: (name: string) => `${name} की वेबसाइट का प्रीव्यू`,
  openWebsite: 'वेबसाइट नए टैब में खोलें',
  insecureWebsite: 'यह साइट http:// इस्तेमाल करती है, इसलिए कंसोल के अंदर नहीं दिख सकती; इसे नए टैब में खोलें।',
  search: 'यूज़र खोजें',
  searchPlaceholder: 'नाम, फ़ोन या ईमेल',
  searchButton: 'खोजें',
  clearSearch: 'खोज हटाएँ',
  searchFailed: 'खोज नहीं हो सकी। कृपया फिर से कोशिश करें।',
  searchResults: (shown: number, total: number, query: string) =>
    shown < total
      ? `“${query}” से मेल खाते ${total} यूज़र में से पहले ${shown}`
      : `“${query}” से ${total} यूज़र मेल खाते हैं`,
  selectedCount: (count: number) => `${count} चुने गए`,
  assignCoupon: 'कूपन असाइन करें',
  assignTo: (count: number) => `कूपन चुने गए ${count} यूज़र को मिलेगा।`,
  assignmentSuccessful: 'असाइनमेंट हो गया',
  assignmentFailed: 'कूपन असाइन नहीं हो सका',
};
