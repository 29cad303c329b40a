import type { banners as en } from '../banners.js';
import type { Translation } from '../catalogue.js';
import { users } from './users.js';

/** Hindi of banners.ts, with the banner rules' messages of @satchel/api. */
export const banners: Translation<typeof en> = {
  title: 'बैनर',
  fetchFailed: 'बैनर लोड नहीं हो सके',
  empty: 'कोई बैनर नहीं मिला',
  created: 'बैनर बन गया!',
  updated: 'बैनर अपडेट हो गया!',
  deleted: 'बैनर हटा दिया गया',
  deletionFailed: 'बैनर हटाया नहीं जा सका',
  saveFailed: 'बैनर सेव नहीं हो सका',
  rules: {
    bannerUrlRequired: 'बैनर इमेज का लिंक डालना ज़रूरी है।',
    bannerUrlFormat:
      'बैनर इमेज का लिंक कोई वेब लिंक (https://…) या सेव की गई फ़ाइल (/files/…) होना चाहिए।',
    titleRequired: 'बैनर का टाइटल डालना ज़रूरी है।',
    categoryRequired: 'वह कैटेगरी चुनें जिस पर बैनर ले जाए।',
    productRequired: 'वह प्रोडक्ट चुनें जिस पर बैनर ले जाए।',
    noTargetForNone: 'none टाइप का बैनर कहीं नहीं ले जाता: इसमें कोई रीडायरेक्ट टारगेट नहीं होता।',
  },
  add: 'बैनर जोड़ें',
  update: 'बैनर अपडेट करें',
  fields: {
    image: 'इमेज',
    title: 'टाइटल',
    type: 'टाइप',
    target: 'कहाँ ले जाता है',
    status: 'स्टेटस',
    bannerUrl: 'बैनर इमेज का लिंक',
  },
  bannerUrlPlaceholder: 'https://…',
  types: { category: 'कैटेगरी', product: 'प्रोडक्ट', none: 'कोई नहीं' },
  statuses: { active: 'सक्रिय', inactive: 'निष्क्रिय' },
  imageOf: (title: string) => `बैनर ${title}`,
  leadsNowhere: 'कहीं नहीं',
  noTargetForNone: 'ले जाता है: कहीं नहीं',
  previewCaption: 'प्रीव्यू',
  previewEmpty: 'लिंक डालते ही इमेज यहाँ दिखेगी।',
  preview: 'बैनर इमेज का प्रीव्यू',
  previewLoading: 'इमेज लोड हो रही है…',
  previewFailed: 'इस लिंक की इमेज लोड नहीं हो रही। लिंक जाँचें।',
  searchTargets: { category: 'कैटेगरी खोजें', product: 'प्रोडक्ट खोजें' },
  searchTargetsPlaceholder: { category: 'कैटेगरी का नाम', product: 'प्रोडक्ट का टाइटल' },
  targetsFound: { category: 'मिली कैटेगरी', product: 'मिले प्रोडक्ट' },
  noTargetsFound: (query: string) =>
    query === '' ? 'चुनने के लिए कुछ नहीं है' : `“${query}” से कुछ मेल नहीं खाता`,
  chosenTarget: (label: string) => `चुना गया: ${label}`,
  noTargetChosen: 'अभी कुछ नहीं चुना गया',
  searchFailed: users.searchFailed,
  edit: 'बदलें',
  delete: 'हटाएँ',
  deleteTitle: 'बैनर हटाएँ',
  deleteQuestion: (title: string) => `क्या आप सच में बैनर ${title} हटाना चाहते हैं?`,
};
