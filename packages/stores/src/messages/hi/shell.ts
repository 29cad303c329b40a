import type { Translation } from '../catalogue.js';
import type {
  notBuiltYet as enNotBuiltYet,
  notFound as enNotFound,
  sectionNotAllowed as enSectionNotAllowed,
  sectionNotFound as enSectionNotFound,
  sections as enSections,
  shell as enShell,
} from '../shell.js';

/** Hindi of shell.ts. */
export const shell: Translation<typeof enShell> = {
  title: 'डैशबोर्ड',
  sidebar: 'साइडबार',
  toggleSidebar: 'साइडबार खोलें या बंद करें',
  menu: 'मेन्यू',
  profile: 'प्रोफ़ाइल',
  catalogue: 'एलिमेंट कैटलॉग',
  logout: 'लॉग आउट',
  loadPagesAtOnce: 'पेज तुरंत लोड करें',
  preferencesFailed: 'आपकी पसंद सेव नहीं हो सकी',
  theme: 'थीम',
  themes: { system: 'सिस्टम जैसी', light: 'लाइट', dark: 'डार्क' },
  language: 'भाषा',
};

export const sections: Translation<typeof enSections> = {
  dashboard: 'डैशबोर्ड',
  users: 'यूज़र',
  merchants: 'मर्चेंट',
  delivery: 'डिलीवरी बॉय',
  productManagement: 'प्रोडक्ट मैनेजमेंट',
  products: 'प्रोडक्ट',
  categories: 'कैटेगरी',
  banners: 'बैनर',
  coupon: 'कूपन मैनेजमेंट',
  specialCategory: 'स्पेशल कैटेगरी',
  salesTrack: 'सेल्स ट्रैक',
  orderManagement: 'ऑर्डर मैनेजमेंट',
  settings: 'सेटिंग्स',
  audit: 'ऑडिट',
  approvals: 'मंज़ूरियाँ',
};

export const notFound: Translation<typeof enNotFound> = {
  code: '404',
  title: 'पेज नहीं मिला',
  message: 'माफ़ कीजिए! आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है।',
  home: 'होम पर जाएँ',
};

export const notBuiltYet: Translation<typeof enNotBuiltYet> = 'यह सेक्शन अभी बना नहीं है।';

export const sectionNotFound: Translation<typeof enSectionNotFound> = '404 - पेज नहीं मिला';

export const sectionNotAllowed: Translation<typeof enSectionNotAllowed> = {
  title: 'अनुमति नहीं है',
  message: (role: string | undefined) =>
    `आपके रोल${role ? ` (${role})` : ''} में यह सेक्शन खोलने की अनुमति नहीं है। कोई एडमिनिस्ट्रेटर आपका रोल बदल सकता है।`,
};
