import type { Translation } from '../catalogue.js';
import type { driverSettlement as enDriverSettlement, drivers as enDrivers } from '../drivers.js';

/** Hindi of drivers.ts. */
export const drivers: Translation<typeof enDrivers> = {
  title: 'ड्राइवर',
  fetchFailed: 'ड्राइवर लोड नहीं हो सके',
  empty: 'कोई ड्राइवर नहीं मिला',
  fields: {
    whatsappNumber: 'WhatsApp',
    isAvailable: 'उपलब्ध',
    isOutForDelivery: 'डिलीवरी पर',
    earning: 'कमाई (बकाया)',
    cashCollected: 'जमा कैश (बकाया)',
    createdAt: 'जुड़ने की तारीख',
  },
  availability: { true: 'उपलब्ध', false: 'उपलब्ध नहीं' },
  yes: 'हाँ',
  no: 'नहीं',
  actions: {
    documents: 'दस्तावेज़ देखें',
    settle: 'रकम सेटल करें',
  },
  settleAmount: 'रकम सेटल करें',
  documents: {
    profilePicture: 'प्रोफ़ाइल फ़ोटो',
    drivingLicencePhoto: 'ड्राइविंग लाइसेंस',
    aadhaarPhoto: 'आधार कार्ड',
    vehicleRcPhoto: 'गाड़ी का रजिस्ट्रेशन (RC)',
  },
};

export const driverSettlement: Translation<typeof enDriverSettlement> = {
  title: 'ड्राइवर की रकम सेटल करें',
  settlementType: 'सेटलमेंट का टाइप',
  types: { earning: 'कमाई', cashCollected: 'जमा कैश' },
  driverId: 'ड्राइवर आईडी',
  amount: 'रकम (₹)',
  action: 'कार्रवाई',
  actionMeaning: 'ड्राइवर की कमाई लाएँ',
  totalEarning: 'कुल कमाई',
  settlementDue: 'सेटलमेंट बकाया',
  chooseTypeForDue: 'बकाया देखने के लिए सेटलमेंट का टाइप चुनें।',
  settle: 'सेटल करें',
  typeRequired: 'सेटलमेंट का टाइप चुनें।',
  driverIdRequired: 'ड्राइवर आईडी डालना ज़रूरी है।',
  aboveDue: (due: string) => `रकम ${due} के बकाया से ज़्यादा नहीं हो सकती।`,
  failed: 'ड्राइवर की रकम सेटल नहीं हो सकी',
  fetchFailed: 'ड्राइवर की सेटलमेंट रकम लोड नहीं हो सकी।',
};
