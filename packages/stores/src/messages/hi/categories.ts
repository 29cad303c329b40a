import type { Translation } from '../catalogue.js';
import type { categories as en } from '../categories.js';

/** Hindi of categories.ts, with the category rules' messages of @satchel/api. */
export const categories: Translation<typeof en> = {
  title: 'कैटेगरी',
  fetchFailed: 'कैटेगरी लोड नहीं हो सकीं',
  empty: 'कोई कैटेगरी नहीं मिली',
  submitted: 'कैटेगरी जुड़ गई!',
  submitFailed: 'कैटेगरी नहीं जुड़ सकी',
  rules: {
    nameRequired: 'कैटेगरी का नाम डालना ज़रूरी है',
    displayNameRequired: 'डिस्प्ले नेम डालना ज़रूरी है',
    logoRequired: 'इमेज का लिंक या इमेज फ़ाइल देना ज़रूरी है',
    logoBoth: 'इमेज का लिंक या इमेज फ़ाइल में से एक ही दें, दोनों नहीं',
    logoUrlInvalid: 'इमेज का लिंक http:// या https:// से शुरू होने वाला वेब पता होना चाहिए',
    logoType: 'इमेज PNG, JPEG, WebP या SVG फ़ाइल होनी चाहिए',
    logoTooLarge: 'इमेज ज़्यादा से ज़्यादा 1 MB की हो सकती है',
  },
  addTitle: 'कैटेगरी जोड़ें',
  submit: 'कैटेगरी जोड़ें',
  fields: {
    logo: 'लोगो',
    name: 'नाम',
    displayName: 'डिस्प्ले नेम',
    logoUrl: 'इमेज का लिंक',
    logoFile: 'इमेज फ़ाइल',
  },
  hints: {
    name: 'वह नाम जिससे मार्केटप्लेस कैटेगरी को पहचानता है, जैसे art-supplies',
    logoUrl: 'वेब पर लोगो का लिंक, नहीं तो कोई फ़ाइल चुनें',
    logoFile: 'PNG, JPEG, WebP या SVG, ज़्यादा से ज़्यादा 1 MB',
  },
  preview: 'लोगो का प्रीव्यू',
  noPreview: 'लिंक या फ़ाइल देते ही लोगो यहाँ दिखेगा',
  previewBroken: 'यह इमेज दिखाई नहीं जा सकती: लिंक या फ़ाइल जाँचें',
  logoOf: (displayName: string) => `${displayName} का लोगो`,
};
