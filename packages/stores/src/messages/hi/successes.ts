import { type drivers, formatRupees, pluralOf, type SettlementRequest } from '@satchel/api';
import type { Translation } from '../catalogue.js';
import type { successes as en } from '../successes.js';

/** Hindi of successes.ts: the toasts of the calls that succeeded. */
export const successes: Translation<typeof en> = {
  login: 'लॉगिन हो गया',
  settingsSaved: 'सेटिंग्स सेव हो गईं',
  roleCreated: 'रोल बन गया',
  roleSaved: 'रोल सेव हो गया',
  roleDeleted: 'रोल हटा दिया गया',
  roleChanged: 'रोल बदल दिया गया',
  operatorStatus: (disabled: boolean) =>
    disabled ? 'ऑपरेटर बंद कर दिया गया' : 'ऑपरेटर फिर से चालू कर दिया गया',
  passwordSet: 'पासवर्ड सेट हो गया। अब आप साइन इन कर सकते हैं।',
  sessionEnded: 'सेशन खत्म कर दिया गया',
  passwordChanged: (othersSignedOut: boolean) =>
    othersSignedOut ? 'पासवर्ड बदल गया; बाकी सभी जगह से आप साइन आउट हो गए हैं' : 'पासवर्ड बदल गया',
  signedOutOthers: (count: number) =>
    `${count} दूसरे ${pluralOf(count, 'hi-IN', { one: 'सेशन', other: 'सेशनों' })} से साइन आउट हो गए`,
  twoStepRule: (role: string, required: boolean) =>
    required
      ? `${role} ऑपरेटरों के लिए अब टू-स्टेप साइन-इन ज़रूरी है`
      : `${role} ऑपरेटरों के लिए अब टू-स्टेप साइन-इन ज़रूरी नहीं है`,
  driverSettled: (type: drivers.DriverSettlementType, amount: number, driver: string) =>
    type === 'earning'
      ? `${driver} को कमाई के ${formatRupees(amount, 'hi-IN')} दे दिए गए`
      : `${driver} से जमा कैश के ${formatRupees(amount, 'hi-IN')} ले लिए गए`,
  settlementRequested: (amount: number) =>
    `${formatRupees(amount, 'hi-IN')} के सेटलमेंट की माँग दर्ज हो गई: कोई दूसरा ऑपरेटर मंज़ूर करे, तब भुगतान होगा`,
  approved: (request: SettlementRequest) =>
    `मंज़ूर: ${request.payee.name} को ${formatRupees(request.amount, 'hi-IN')} का भुगतान हो गया`,
  alreadyApproved: 'यह सेटलमेंट पहले ही मंज़ूर होकर चुकाया जा चुका है',
  requestRejected: 'सेटलमेंट की माँग नामंज़ूर कर दी गई',
};
