import type { Translation } from '../catalogue.js';
import type { shortcuts as enShortcuts } from '../shortcuts.js';

/** Hindi of shortcuts.ts. */
export const shortcuts: Translation<typeof enShortcuts> = {
  title: 'कीबोर्ड शॉर्टकट',
  sequence: 'फिर',
  goTo: (section: string) => `${section} पर जाएँ`,
  nextRow: 'टेबल की अगली पंक्ति, या अगला कार्ड',
  previousRow: 'टेबल की पिछली पंक्ति, या पिछला कार्ड',
  openRow: 'पंक्ति या कार्ड खोलें: उसकी डिटेल, या उसका मुख्य एक्शन',
  selectRow: 'पंक्ति चुनें या चुनाव हटाएँ',
  showList: 'यह सूची दिखाएँ',
  notWhileTyping: 'किसी फ़ील्ड में टाइप करते समय शॉर्टकट काम नहीं करते।',
};
