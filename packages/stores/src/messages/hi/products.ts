import type { Translation } from '../catalogue.js';
import type { products as en } from '../products.js';

/** Hindi of products.ts. */
export const products: Translation<typeof en> = {
  title: 'प्रोडक्ट',
  fetchFailed: 'प्रोडक्ट लोड नहीं हो सके',
  empty: 'कोई प्रोडक्ट नहीं मिला',
  disableFailed: 'प्रोडक्ट बंद नहीं हो सका',
  bulkAssign: 'बल्क असाइन',
  bulkAssignText:
    'मर्चेंट को मौजूदा प्रोडक्ट का सप्लायर बनाएँ, हर एक की अपनी कीमत और स्टॉक के साथ: हर प्रोडक्ट और मर्चेंट के लिए एक पंक्ति।',
  fields: {
    title: 'टाइटल',
    sku: 'SKU',
    brand: 'ब्रांड',
    productType: 'टाइप',
    parent: 'पैरेंट',
    parentProductId: 'पैरेंट प्रोडक्ट आईडी',
    merchant: 'मर्चेंट',
    price: 'कीमत',
    stock: 'स्टॉक',
    image: 'इमेज',
    adminDisabled: 'एडमिन ने बंद किया',
  },
  productTypes: {
    main: 'मेन',
    variant: 'वेरिएंट',
  },
  adminDisabledChoices: {
    true: 'बंद',
    false: 'चालू',
  },
  imageOf: (title: string) => `${title} की इमेज`,
};
