import { formatRupees, type SettlementRequest } from '@satchel/api';
import type { approvals as en } from '../approvals.js';
import type { Translation } from '../catalogue.js';

/** Hindi of approvals.ts. */
export const approvals: Translation<typeof en> = {
  title: 'मंज़ूरियाँ',
  intro:
    'मंज़ूरी की सीमा से ऊपर के सेटलमेंट यहाँ तब तक रुके रहते हैं, जब तक उन्हें माँगने वाले के अलावा कोई दूसरा ऑपरेटर मंज़ूर या नामंज़ूर न कर दे।',
  none: 'कोई सेटलमेंट मंज़ूरी के लिए रुका नहीं है।',
  loadFailed: 'मंज़ूरी के लिए रुके सेटलमेंट लोड नहीं हो सके',
  approveFailed: 'सेटलमेंट मंज़ूर नहीं हो सका',
  rejectFailed: 'सेटलमेंट नामंज़ूर नहीं हो सका',
  total: (shown: number, total: number) =>
    shown < total ? `${total} में से ${shown} रुके हुए, सबसे पुराने पहले` : `${total} रुके हुए, सबसे पुराने पहले`,
  columns: {
    age: 'कब से रुका है',
    requestedBy: 'किसने माँगा',
    payee: 'किसे देना है',
    what: 'सेटलमेंट',
    amount: 'रकम',
    actions: 'फ़ैसला',
  },
  payee: (request: SettlementRequest) =>
    `${request.payee.name} (${request.payee.kind === 'merchant' ? 'मर्चेंट' : 'ड्राइवर'})`,
  what: (request: SettlementRequest) =>
    request.transactionId !== null
      ? `ट्रांज़ैक्शन आईडी ${request.transactionId}`
      : request.driverType === 'earning'
        ? 'कमाई का भुगतान'
        : 'जमा किया गया कैश',
  approve: 'मंज़ूर करें',
  reject: 'नामंज़ूर करें',
  ownRequest: 'यह आपकी माँग है: इसे कोई दूसरा ऑपरेटर मंज़ूर करेगा',
  rejectTitle: (request: SettlementRequest) =>
    `${request.payee.name} को ${formatRupees(request.amount, 'hi-IN')} का भुगतान नामंज़ूर करें`,
  reason: 'वजह',
  reasonRequired: 'नामंज़ूर करने की वजह बताएँ',
  reasonTooLong: 'वजह 500 अक्षरों से कम रखें',
  cancel: 'रद्द करें',
};
