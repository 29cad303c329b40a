import type { Translation } from '../catalogue.js';
import type { errors as en } from '../errors.js';

/** Hindi of errors.ts: the refusals the console words itself, by their code. */
export const errors: Translation<typeof en> = {
  'auth.password_wrong': 'आपका मौजूदा पासवर्ड सही नहीं है',
  'auth.code_required': 'अपने ऑथेंटिकेटर ऐप का कोड डालें',
  'auth.code_invalid': 'यह कोड सही नहीं है, या पहले ही इस्तेमाल हो चुका है',
  'auth.two_step_setup_required': 'आपके रोल के लिए टू-स्टेप साइन-इन ज़रूरी है: कुछ और करने से पहले इसे सेट करें।',
  'approval.own_request': 'यह सेटलमेंट आपने माँगा था: इसे कोई दूसरा ऑपरेटर मंज़ूर करेगा',
  'coupon.in_use': 'जिस कूपन से ऑर्डर हुए हैं उसे हटाया नहीं जा सकता; उसे निष्क्रिय कर दें',
  'server.internal': 'सर्वर में अंदरूनी गड़बड़ी हुई',
};
