import { formatCount, pluralOf } from '@satchel/api';
import type { Translation } from '../catalogue.js';
import type { lists as en } from '../lists.js';

/** Hindi of lists.ts. */
export const lists: Translation<typeof en> = {
  views: {
    menu: 'व्यू',
    none: 'कोई व्यू नहीं',
    saveAs: 'व्यू इस नाम से सेव करें…',
    update: 'इस व्यू में बदलाव सेव करें',
    rename: 'व्यू का नाम बदलें…',
    share: 'सभी ऑपरेटर के साथ शेयर करें',
    unshare: 'शेयर करना बंद करें',
    setDefault: 'यह व्यू हमेशा खोलें',
    clearDefault: 'हमेशा बिना व्यू के खोलें',
    delete: 'व्यू हटाएँ',
    shared: 'शेयर किया गया',
    byOwner: (owner: string) => `${owner} का`,
    isDefault: 'डिफ़ॉल्ट',
    namePrompt: 'व्यू का नाम',
    save: 'सेव करें',
    shareAsked: 'इसे सभी ऑपरेटर के साथ शेयर करें',
    deleteConfirm: (name: string) => `व्यू ${name} हटाएँ?`,
    saved: (name: string) => `व्यू ${name} सेव हो गया`,
    renamed: (name: string) => `व्यू का नाम बदलकर ${name} कर दिया गया`,
    deleted: (name: string) => `व्यू ${name} हटा दिया गया`,
    defaultSet: (name: string) => `अब ${name} अपने-आप खुलेगा`,
    defaultCleared: 'अब लिस्ट बिना व्यू के खुलेगी',
    saveFailed: 'व्यू सेव नहीं हुआ',
    deleteFailed: 'व्यू नहीं हटा',
    defaultFailed: 'डिफ़ॉल्ट व्यू नहीं बदला',
  },
  columns: {
    saveFailed: 'कॉलम सेव नहीं हुए',
  },
  export: {
    button: 'एक्सपोर्ट करें',
    rows: (total: number) => `${formatCount(total, 'hi-IN')} पंक्तियाँ CSV में एक्सपोर्ट करें`,
    downloaded: (fileName: string) => `${fileName} डाउनलोड हो गई`,
    started: (total: number) =>
      `${formatCount(total, 'hi-IN')} पंक्तियाँ एक्सपोर्ट हो रही हैं: फ़ाइल तैयार होते ही डाउनलोड होगी`,
    progress: (fileName: string, written: number, total: number) =>
      `${fileName}: ${formatCount(total, 'hi-IN')} में से ${formatCount(written, 'hi-IN')} पंक्तियाँ`,
    ready: (fileName: string) => `${fileName} तैयार है`,
    download: 'डाउनलोड करें',
    failed: 'एक्सपोर्ट नहीं हो सका',
    lost: 'एक्सपोर्ट की खबर आनी बंद हो गई; इसे फिर से शुरू करें',
    yes: 'हाँ',
    no: 'नहीं',
  },
  bulk: {
    confirmTitle: 'मेल खाती सभी पंक्तियाँ बदलें?',
    confirmMessage: (matching: number, changing: number, skipping: number) =>
      `मेल खाती ${matching} ${pluralOf(matching, 'hi-IN', { one: 'पंक्ति', other: 'पंक्तियों' })} में से ${changing} बदलेंगी।` +
      (skipping > 0 ? ` ${skipping} बदल नहीं सकतीं और छोड़ दी जाएँगी।` : ''),
    progress: (done: number, total: number) => `पंक्तियाँ बदल रही हैं: ${total} में से ${done} हो गईं`,
    queued: 'पंक्तियाँ बदल रही हैं: शुरू हो रहा है…',
    finished: (state: string, changed: number, skipped: number) =>
      `${state === 'done' ? 'पूरा हुआ' : state === 'cancelled' ? 'रद्द किया गया' : 'रुक गया'}: ${changed} बदलीं, ${skipped} छोड़ी गईं`,
    skippedRow: (id: string, reason: string) => `${id}: ${reason}`,
    cancel: 'रद्द करें',
    revert: 'पहले जैसा करें',
    dismiss: 'बंद करें',
    reverted: 'पहले जैसा कर दिया गया',
    actions: 'मेल खाती सभी पंक्तियाँ बदलें',
    setAllTo: (value: string) => `मेल खाती सभी: ${value}`,
    enableAll: 'मेल खाती सभी चालू करें',
    disableAll: 'मेल खाती सभी बंद करें',
    assignCouponToAll: 'मेल खाते सभी को कूपन असाइन करें',
    assignToAll: 'कूपन फ़िल्टर से मेल खाने वाले हर यूज़र को मिलेगा।',
    previewFailed: 'मेल खाती पंक्तियाँ गिनी नहीं जा सकीं',
    startFailed: 'बदलाव शुरू नहीं हो सका',
    statusFailed: 'प्रोग्रेस पढ़ी नहीं जा सकी',
    cancelFailed: 'रद्द नहीं हो सका',
    revertFailed: 'पहले जैसा नहीं हो सका',
  },
};
