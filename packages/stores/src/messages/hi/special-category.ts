import type { Translation } from '../catalogue.js';
import type { specialCategory as en } from '../special-category.js';

/** Hindi of special-category.ts. */
export const specialCategory: Translation<typeof en> = {
  title: 'मैनेजमेंट',
  tabs: 'मैनेजमेंट के हिस्से',
  school: 'स्कूल',
  competition: 'प्रतियोगिता',
  college: 'कॉलेज',
  collegeComingSoon: 'कॉलेज मैनेजमेंट जल्द आ रहा है।',
};
