import { type drivers, formatRupees, pluralOf } from '@satchel/api';
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
  'role.duplicate_name': (name: string) => `${name} नाम का रोल पहले से है`,
  'role.too_many': (most: number) => `पहले से ${most} रोल हैं; नया बनाने से पहले कोई एक हटाएँ`,
  'operator.duplicate_name': (username: string) => `${username} नाम का ऑपरेटर पहले से है`,
  'category.duplicate_name': (name: string) => `${name} नाम की कैटेगरी पहले से मौजूद है`,
  'view.duplicate_name': (name: string) => `इस लिस्ट में ${name} नाम का व्यू आपके पास पहले से है`,
  'view.too_many': (most: number) =>
    `एक लिस्ट में आपके ज़्यादा से ज़्यादा ${most} व्यू रह सकते हैं; पहले कोई एक हटाएँ`,
  'view.not_owner': (owner: string) => `यह व्यू ${owner} ने सेव किया था; इसे सिर्फ़ वही बदल या हटा सकते हैं`,
  'coupon.duplicate_code': (code: string) => `कूपन कोड ${code} पहले से इस्तेमाल में है`,
  'merchant.transaction_recorded': (transactionId: string) =>
    `ट्रांज़ैक्शन आईडी ${transactionId} पहले ही दर्ज हो चुकी है`,
  'merchant.amount_over_due': (due: string) => `रकम इस मर्चेंट के बकाया ₹${due} से ज़्यादा है`,
  'driver.amount_over_due': (type: drivers.DriverSettlementType, due: number) =>
    type === 'earning'
      ? `रकम इस ड्राइवर की बकाया कमाई ${formatRupees(due, 'hi-IN')} से ज़्यादा है`
      : `रकम इस ड्राइवर से लेने बाकी जमा कैश ${formatRupees(due, 'hi-IN')} से ज़्यादा है`,
  'csv.header_mismatch': 'हेडर टेम्पलेट से मेल नहीं खाता',
  'csv.problems': (total: number, listed: number) =>
    `कुछ भी इम्पोर्ट नहीं हुआ: फ़ाइल में ${total} ${pluralOf(total, 'hi-IN', { one: 'गड़बड़ी है', other: 'गड़बड़ियाँ हैं' })}${
      listed < total ? ` (पहली ${listed} दिखाई गई हैं)` : ''
    }`,
};
