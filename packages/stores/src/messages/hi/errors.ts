import { type drivers, formatRupees, pluralOf } from '@satchel/api';
import type { Translation } from '../catalogue.js';
import type { errors as en } from '../errors.js';
import { productManagement } from './product-management.js';

/** Hindi of errors.ts: the refusals the console words itself, by their code. */
export const errors: Translation<typeof en> = {
  'auth.password_wrong': 'आपका मौजूदा पासवर्ड सही नहीं है',
  'auth.credentials_wrong': 'यूज़रनेम या पासवर्ड सही नहीं है',
  'auth.too_many_attempts': 'साइन इन की बहुत सारी कोशिशें नाकाम रहीं। कुछ देर बाद फिर कोशिश करें।',
  'auth.code_required': 'अपने ऑथेंटिकेटर ऐप का कोड डालें',
  'auth.code_invalid': 'यह कोड सही नहीं है, या पहले ही इस्तेमाल हो चुका है',
  'auth.two_step_setup_required': 'आपके रोल के लिए टू-स्टेप साइन-इन ज़रूरी है: कुछ और करने से पहले इसे सेट करें।',
  'approval.own_request': 'यह सेटलमेंट आपने माँगा था: इसे कोई दूसरा ऑपरेटर मंज़ूर करेगा',
  'coupon.in_use': 'जिस कूपन से ऑर्डर हुए हैं उसे हटाया नहीं जा सकता; उसे निष्क्रिय कर दें',
  'server.internal': 'सर्वर में अंदरूनी गड़बड़ी हुई',
  'coupon.not_found': 'कूपन नहीं मिला',
  'banner.not_found': 'बैनर नहीं मिला',
  'competition.not_found': 'प्रतियोगिता नहीं मिली',
  'school.not_found': 'स्कूल नहीं मिला',
  'bundle.not_found': 'बंडल नहीं मिला',
  'merchant.not_found': 'मर्चेंट नहीं मिला',
  'driver.not_found': 'ड्राइवर नहीं मिला',
  'product.not_found': 'प्रोडक्ट नहीं मिला',
  'view.not_found': 'व्यू नहीं मिला',
  'role.not_found': 'रोल नहीं मिला',
  'operator.not_found': 'ऑपरेटर नहीं मिला',
  'user.not_found': 'यूज़र नहीं मिला',
  'branch.not_found': 'ब्रांच नहीं मिली',
  'bulk.not_found': 'बल्क बदलाव नहीं मिला',
  'export.not_found': 'एक्सपोर्ट नहीं मिला',
  'import.not_found': 'इम्पोर्ट नहीं मिला',
  'approval.not_found': 'सेटलमेंट की माँग नहीं मिली',
  'history.entry_not_found': 'हिस्ट्री की एंट्री नहीं मिली',
  'history.record_gone': 'यह रिकॉर्ड अब मौजूद नहीं है',
  'bundle.item_gone': 'बंडल का कोई प्रोडक्ट या मर्चेंट अब मौजूद नहीं है',
  'export.link_invalid': 'यह डाउनलोड लिंक सही नहीं है, या इसकी मियाद खत्म हो गई है',
  'file.link_invalid': 'दस्तावेज़ का यह लिंक सही नहीं है, या इसकी मियाद खत्म हो गई है',
  'auth.sign_in_busy': 'एक साथ बहुत सारे साइन इन हो रहे हैं। थोड़ी देर में फिर कोशिश करें।',
  'school.has_bundles': 'जिस स्कूल में बंडल हैं उसे हटाया नहीं जा सकता',
  'branch.has_bundles': 'जिस ब्रांच में बंडल हैं उसे हटाया नहीं जा सकता',
  'bundle.in_orders': 'जिस बंडल से ऑर्डर जुड़े हैं उसे हटाया नहीं जा सकता',
  'role.in_use': 'यह रोल कुछ ऑपरेटरों के पास है; पहले उन्हें कोई दूसरा रोल दें',
  'role.last_administrator': 'यह आखिरी चालू एडमिनिस्ट्रेटर है: पहले किसी दूसरे ऑपरेटर को एडमिनिस्ट्रेटर रोल दें',
  'operator.last_administrator': 'यह आखिरी चालू एडमिनिस्ट्रेटर है; इसे बंद नहीं किया जा सकता',
  'operator.disable_self': 'आप खुद को बंद नहीं कर सकते',
  'order.cancelled': 'कैंसिल हुए ऑर्डर में मर्चेंट असाइन नहीं किए जा सकते',
  'role.unknown': 'ऐसा कोई रोल नहीं है',
  'session.not_found': 'सेशन नहीं मिला, या पहले ही खत्म हो चुका है',
  'bulk.finished': 'यह बल्क बदलाव पहले ही पूरा हो चुका है',
  'bulk.running': 'यह बल्क बदलाव अभी चल रहा है; पहले इसे रद्द करें',
  'bulk.reverted': 'यह बल्क बदलाव पहले ही पहले जैसा किया जा चुका है',
  'auth.link_invalid':
    'यह लिंक अब काम नहीं करता: इसका इस्तेमाल हो चुका है, या इसकी मियाद खत्म हो गई है। नया लिंक माँगें।',
  'auth.password_same': 'नया पासवर्ड वही है जो अभी है; कोई दूसरा चुनें',
  'auth.setup_code_wrong': 'यह कोड सही नहीं है: आपका ऐप अभी जो छह अंक दिखा रहा है, वे डालें',
  'auth.setup_not_started': 'पहले सेटअप शुरू करें: अभी जाँचने के लिए कोई कोड नहीं है',
  'auth.two_step_on': 'टू-स्टेप साइन-इन पहले से चालू है; इसे फिर से सेट करने के लिए पहले बंद करें',
  'auth.two_step_off': 'टू-स्टेप साइन-इन पहले से बंद है',
  'auth.two_step_kept': 'आपके रोल के लिए टू-स्टेप साइन-इन ज़रूरी है: इसे बंद नहीं किया जा सकता',
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
  'approval.not_payable': (due: number) =>
    `अभी सिर्फ़ ${formatRupees(due, 'hi-IN')} बकाया है: यह माँग अब जितनी माँगी गई थी उतनी चुकाई नहीं जा सकती; इसे नामंज़ूर करें`,
  'approval.transaction_recorded':
    'इसकी ट्रांज़ैक्शन आईडी पहले ही दर्ज हो चुकी है: यह माँग अब चुकाई नहीं जा सकती',
  'approval.rejected': 'यह माँग नामंज़ूर हो चुकी है: इसे मंज़ूर नहीं किया जा सकता',
  'approval.already_approved': 'यह माँग पहले ही मंज़ूर हो चुकी है',
  'approval.already_rejected': 'यह माँग पहले ही नामंज़ूर हो चुकी है',
  'csv.header_mismatch': 'हेडर टेम्पलेट से मेल नहीं खाता',
  'csv.problems': (total: number, listed: number) =>
    `कुछ भी इम्पोर्ट नहीं हुआ: फ़ाइल में ${total} ${pluralOf(total, 'hi-IN', { one: 'गड़बड़ी है', other: 'गड़बड़ियाँ हैं' })}${
      listed < total ? ` (पहली ${listed} दिखाई गई हैं)` : ''
    }`,
  'csv.unclosed_quote': (row: number) =>
    `पंक्ति ${row} पढ़ी नहीं जा सकी: ${productManagement.rules.unclosedQuote}`,
  'csv.malformed_quote': (row: number) =>
    `पंक्ति ${row} पढ़ी नहीं जा सकी: ${productManagement.rules.malformedQuote}`,
  'csv.row_too_long': (row: number, most: number) =>
    `पंक्ति ${row} पढ़ी नहीं जा सकी: ${productManagement.rules.rowTooLong(most)}`,
  'file.too_large': (most: number) => `फ़ाइल ${most} बाइट से बड़ी है`,
  'csv.too_many_rows': (most: number) => `फ़ाइल में ${most} से ज़्यादा पंक्तियाँ हैं`,
  'csv.too_many_columns': (most: number) =>
    `हेडर में ${most} से ज़्यादा कॉलम हैं: यह प्रोडक्ट CSV फ़ाइल नहीं है`,
  'csv.header_too_long': (most: number) =>
    `पहली लाइन (हेडर) ${most} अक्षरों से लंबी है या खत्म ही नहीं होती: यह प्रोडक्ट CSV फ़ाइल नहीं है`,
  'csv.not_text':
    'फ़ाइल CSV टेक्स्ट नहीं है: इसमें NUL बाइट हैं (स्प्रेडशीट या UTF-16 फ़ाइल?)। इसे CSV (UTF-8) के रूप में सेव करें',
  'csv.not_unicode': 'फ़ाइल UTF-8 टेक्स्ट नहीं है। इसे CSV (UTF-8) के रूप में सेव करें',
  'csv.empty': 'फ़ाइल खाली है',
  'csv.no_rows': 'फ़ाइल में कोई पंक्ति नहीं है',
  'csv.imports_busy': 'दूसरी प्रोडक्ट फ़ाइलें इम्पोर्ट हो रही हैं। थोड़ी देर में फिर कोशिश करें।',
};
