import type { Translation } from '../catalogue.js';
import type { common as en } from '../common.js';

/** Hindi of common.ts. */
export const common: Translation<typeof en> = {
  brand: 'Satchel Admin',
  loading: 'लोड हो रहा है',
  genericError: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  timeout: 'सर्वर ने जवाब देने में बहुत देर लगाई। कृपया फिर से कोशिश करें।',
  cancel: 'रद्द करें',
  close: 'बंद करें',
  assign: 'असाइन करें',
  selectAnOption: 'कोई विकल्प चुनें',
  documentsOf: (name: string) => `${name} के दस्तावेज़`,
  copied: 'कॉपी हो गया',
  id: 'आईडी',
  copyId: 'आईडी कॉपी करें',
  statusNotChanged: (row: string, reason: string) => `${row} का स्टेटस नहीं बदला: ${reason}`,
  invalidId: 'आईडी का फ़ॉर्मेट गलत है',
  amount: {
    required: 'रकम डालना ज़रूरी है।',
    positive: 'रकम 0 से ज़्यादा होनी चाहिए।',
    decimals: 'रकम में दशमलव के बाद ज़्यादा से ज़्यादा दो अंक हो सकते हैं।',
  },
  fields: {
    name: 'नाम',
    phone: 'फ़ोन',
    email: 'ईमेल',
    address: 'पता',
    status: 'स्टेटस',
    createdAt: 'बनने की तारीख',
    actions: 'कार्रवाई',
  },
  statusLabels: {
    active: 'सक्रिय',
    pending: 'पेंडिंग',
    inactive: 'निष्क्रिय',
    incomplete: 'अधूरा',
    suspended: 'निलंबित',
  },
};
