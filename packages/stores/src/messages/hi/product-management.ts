import { type CsvIssue, formatCount, pluralOf } from '@satchel/api';
import type { Translation } from '../catalogue.js';
import type { productManagement as en } from '../product-management.js';

/** Hindi of product-management.ts. */
export const productManagement: Translation<typeof en> = {
  title: 'प्रोडक्ट मैनेजमेंट',
  merchantId: 'मर्चेंट आईडी',
  merchantIdPlaceholder: 'मर्चेंट की 24 अक्षरों वाली आईडी डालें',
  fetch: 'मर्चेंट लाएँ',
  notActive: 'इस मर्चेंट का स्टेटस सक्रिय नहीं है',
  verify: 'मर्चेंट वेरिफ़ाई करें',
  verifiedLabel: 'वेरिफ़ाइड',
  verified: 'मर्चेंट वेरिफ़ाई हो गया',
  templates: 'टेम्पलेट',
  templateOf: {
    main: 'मेन प्रोडक्ट का टेम्पलेट',
    variant: 'वेरिएंट का टेम्पलेट',
    variant_update: 'वेरिएंट अपडेट का टेम्पलेट',
    assign: 'बल्क असाइन का टेम्पलेट',
  },
  templateFailed: 'टेम्पलेट डाउनलोड नहीं हो सका',
  upload: 'अपलोड करें',
  uploadsTo: (storeName: string, id: string) => `अपलोड ${storeName} (${id}) में जाएँगे`,
  fileKind: {
    main: 'नए मेन प्रोडक्ट',
    variant: 'नए वेरिएंट',
    variant_update: 'वेरिएंट अपडेट',
    assign: 'मर्चेंट को असाइन किए गए प्रोडक्ट',
  },
  rowsOf: (count: number) =>
    `${formatCount(count, 'hi-IN')} ${pluralOf(count, 'hi-IN', { one: 'पंक्ति', other: 'पंक्तियाँ' })}`,
  fixBeforeUpload: 'फ़ाइल के नीचे दी गई गड़बड़ियाँ ठीक करें, फिर “फिर से जाँचें” दबाएँ।',
  imported: 'बल्क ऑपरेशन पूरा हो गया',
  uploadFailed: 'CSV अपलोड नहीं हो सकी',
  issueLine: ({ row, column, message }: CsvIssue) =>
    `${row === 0 ? 'हेडर' : `पंक्ति ${row}`}${column ? `, ${column}` : ''}: ${message}`,
  moreIssues: (count: number) => `और ${formatCount(count, 'hi-IN')} गड़बड़ियाँ, फ़ाइल के नीचे दी गई हैं`,
  importProgress: (fileName: string, rows: number, percent: number) =>
    `${fileName}: ${formatCount(rows, 'hi-IN')} पंक्तियाँ पढ़ी गईं (${percent}%)`,
  importFailed: 'सर्वर पर इम्पोर्ट नहीं हो सका; फ़ाइल फिर से अपलोड करें',
  rules: {
    missingColumn: 'ज़रूरी कॉलम नहीं है',
    repeatedColumn: 'यह कॉलम एक से ज़्यादा बार आया है',
    extraCells: 'इस पंक्ति में हेडर के कॉलम से ज़्यादा सेल हैं',
    unknownColumn: (columns: readonly string[]) =>
      `अनजान कॉलम; इस फ़ाइल में ये कॉलम होते हैं: ${columns.join(', ')}`,
    required: 'ज़रूरी है',
    tooLong: (max: number) => `ज़्यादा से ज़्यादा ${max} अक्षर`,
    sku: 'सिर्फ़ अक्षर, अंक और . _ / -, शुरुआत अक्षर या अंक से',
    price: '0.01 से 10000000 तक की कीमत रुपये में, दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक',
    stock: '0 से 1000000 तक की पूरी संख्या',
    id: 'आईडी: 24 हेक्साडेसिमल अक्षर',
    image:
      'हर इमेज कोई http(s) लिंक या सेव की गई फ़ाइल (.png, .jpg, .jpeg, .webp, .svg, .gif) होनी चाहिए',
    tooManyImages: (most: number) => `ज़्यादा से ज़्यादा ${most} इमेज, | से अलग करके`,
    ownParent: 'कोई वेरिएंट खुद अपना पैरेंट नहीं हो सकता',
    updateType: 'price, stock या status में से एक',
    status: 'enabled या disabled में से एक',
    unclosedQuote: 'कोट (") से शुरू हुआ सेल बंद नहीं हुआ',
    malformedQuote: 'कोट वाले सेल में बंद करने वाले कोट के बाद कुछ और लिखा है',
    rowTooLong: (most: number) => `यह पंक्ति ${most} अक्षरों से लंबी है; क्या कोई कोट खुला रह गया है?`,
    repeatedSku: (row: number) => `यही SKU पंक्ति ${row} में भी है`,
    repeatedUpdate: (row: number) => `यही वेरिएंट और अपडेट टाइप पंक्ति ${row} में भी है`,
    repeatedAssignment: (row: number) => `यही प्रोडक्ट और मर्चेंट पंक्ति ${row} में भी है`,
    skuTaken: 'इस मर्चेंट का इसी SKU वाला प्रोडक्ट पहले से है',
    noCategory: (name: string) => `${name} नाम की कोई कैटेगरी नहीं है`,
    noStoredFile: (key: string) => `${key} नाम की कोई सेव की गई फ़ाइल नहीं है`,
    noParent: 'इस मर्चेंट का इस SKU वाला कोई मेन प्रोडक्ट नहीं है',
    noVariant: 'इस मर्चेंट का इस आईडी वाला कोई वेरिएंट नहीं है',
    noProduct: 'इस आईडी वाला कोई प्रोडक्ट नहीं है',
    noMerchant: 'इस आईडी वाला कोई मर्चेंट नहीं है',
    merchantInactive: 'इस मर्चेंट का स्टेटस सक्रिय नहीं है',
    ownProduct: 'यह मर्चेंट यह प्रोडक्ट पहले से अपने प्रोडक्ट के तौर पर बेचता है',
  },
};
