import { ApiError, errorCodes, refusalMessages, transportMessages } from '@satchel/api';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogue as english } from '../messages/en.js';
import { catalogue as hindi } from '../messages/hi/index.js';
import { installCatalogue } from '../messages/index.js';
import { refusalText } from './failures.js';

afterEach(() => installCatalogue('en', english));

describe('what the operator reads of a refusal', () => {
  it("is the server's words in English", () => {
    const wrong = refusalMessages[errorCodes.passwordWrong];
    expect(refusalText(new ApiError(400, wrong, { code: errorCodes.passwordWrong }))).toBe(wrong);
    expect(refusalText(new ApiError(409, 'A role named Ops already exists'))).toBe(
      'A role named Ops already exists',
    );
    expect(refusalText(new ApiError(0, transportMessages.timeout))).toBe(transportMessages.timeout);
    expect(refusalText(new TypeError('x is undefined'))).toBe(transportMessages.generic);
  });

  it("is the catalogue's text for its code in Hindi, else the server's message", () => {
    installCatalogue('hi', hindi);
    const wrong = new ApiError(400, refusalMessages[errorCodes.passwordWrong], {
      code: errorCodes.passwordWrong,
    });
    expect(refusalText(wrong)).toBe(hindi.messages.errors['auth.password_wrong']);
    // A refusal that names what it refused keeps the server's words unless the call knows it.
    const taken = new ApiError(409, 'A role named Ops already exists', {
      code: errorCodes.roleDuplicateName,
    });
    expect(refusalText(taken)).toBe('A role named Ops already exists');
    // So does one the server worded otherwise than usual for its code.
    const unusual = new ApiError(500, 'Database down', { code: errorCodes.internal });
    expect(refusalText(unusual)).toBe('Database down');
    expect(refusalText(new ApiError(0, transportMessages.timeout))).toBe(hindi.messages.timeout);
    expect(refusalText(new ApiError(0, transportMessages.generic))).toBe(
      hindi.messages.genericError,
    );
  });

  it('words a refusal that names a value in Hindi with the values the call knows', () => {
    installCatalogue('hi', hindi);
    const taken = new ApiError(409, 'A role named Ops already exists', {
      code: errorCodes.roleDuplicateName,
    });
    expect(refusalText(taken, { [errorCodes.roleDuplicateName]: ['Ops'] })).toBe(
      'Ops नाम का रोल पहले से है',
    );
    // Values other than the ones the server named (a stale amount due): its words, not a wrong text.
    const overDue = new ApiError(400, 'The amount is more than the ₹9400.00 due to this merchant', {
      code: errorCodes.merchantOverDue,
    });
    expect(refusalText(overDue, { [errorCodes.merchantOverDue]: ['9400.00'] })).toBe(
      'रकम इस मर्चेंट के बकाया ₹9400.00 से ज़्यादा है',
    );
    expect(refusalText(overDue, { [errorCodes.merchantOverDue]: ['100.00'] })).toBe(
      overDue.message,
    );
    const cash = new ApiError(
      400,
      'The amount is more than the ₹1,200.00 of collected cash this driver has to hand in',
      { code: errorCodes.driverOverDue },
    );
    expect(refusalText(cash, { [errorCodes.driverOverDue]: ['cashCollected', 1200] })).toBe(
      'रकम इस ड्राइवर से लेने बाकी जमा कैश ₹1,200.00 से ज़्यादा है',
    );
    const full = new ApiError(409, 'A list keeps at most 50 views of yours; delete one first', {
      code: errorCodes.viewsFull,
    });
    expect(refusalText(full, { [errorCodes.viewsFull]: [50] })).toBe(
      'एक लिस्ट में आपके ज़्यादा से ज़्यादा 50 व्यू रह सकते हैं; पहले कोई एक हटाएँ',
    );
  });

  it('words a refusal in Hindi with the values the server sent, which the console cannot know', () => {
    const notDue = new ApiError(
      409,
      'Only ₹8,800.00 is due now: this request can no longer be paid as asked; reject it',
      { code: errorCodes.approvalNotPayable, values: [8800] },
    );
    expect(refusalText(notDue)).toBe(notDue.message);
    const many = new ApiError(
      400,
      'Nothing was imported: the file has 12000 problems (the first 10000 are listed)',
      { code: errorCodes.csvProblems, values: [12000, 10000] },
    );
    expect(refusalText(many)).toBe(many.message);
    installCatalogue('hi', hindi);
    expect(refusalText(notDue)).toBe(
      'अभी सिर्फ़ ₹8,800.00 बकाया है: यह माँग अब जितनी माँगी गई थी उतनी चुकाई नहीं जा सकती; इसे नामंज़ूर करें',
    );
    expect(refusalText(many)).toBe(
      'कुछ भी इम्पोर्ट नहीं हुआ: फ़ाइल में 12000 गड़बड़ियाँ हैं (पहली 10000 दिखाई गई हैं)',
    );
    // Values that do not make the server's words (another server's): its words, never a wrong text.
    const other = new ApiError(409, notDue.message, {
      code: errorCodes.approvalNotPayable,
      values: [100],
    });
    expect(refusalText(other)).toBe(notDue.message);
  });

  it("words a product CSV file's refusals in Hindi with the server's values", () => {
    const refused = [
      [
        400,
        'Row 7 cannot be read: Quoted field unterminated',
        errorCodes.csvUnclosedQuote,
        [7],
        'पंक्ति 7 पढ़ी नहीं जा सकी: कोट (") से शुरू हुआ सेल बंद नहीं हुआ',
      ],
      [
        400,
        'Row 2 cannot be read: Trailing quote on quoted field is malformed',
        errorCodes.csvMalformedQuote,
        [2],
        'पंक्ति 2 पढ़ी नहीं जा सकी: कोट वाले सेल में बंद करने वाले कोट के बाद कुछ और लिखा है',
      ],
      [
        400,
        'Row 3 cannot be read: it is longer than 262144 characters; is a quote left open?',
        errorCodes.csvRowTooLong,
        [3, 262144],
        'पंक्ति 3 पढ़ी नहीं जा सकी: यह पंक्ति 262144 अक्षरों से लंबी है; क्या कोई कोट खुला रह गया है?',
      ],
      [
        413,
        'The file is larger than 20971520 bytes',
        errorCodes.fileTooLarge,
        [20971520],
        'फ़ाइल 20971520 बाइट से बड़ी है',
      ],
      [
        413,
        'The file has more than 100000 rows',
        errorCodes.csvTooManyRows,
        [100000],
        'फ़ाइल में 100000 से ज़्यादा पंक्तियाँ हैं',
      ],
      [
        400,
        'The header has more than 64 columns: this is not a product CSV file',
        errorCodes.csvTooManyColumns,
        [64],
        'हेडर में 64 से ज़्यादा कॉलम हैं: यह प्रोडक्ट CSV फ़ाइल नहीं है',
      ],
      [
        400,
        'The first line (the header) is longer than 4096 characters or has no line end: this is not a product CSV file',
        errorCodes.csvHeaderTooLong,
        [4096],
        'पहली लाइन (हेडर) 4096 अक्षरों से लंबी है या खत्म ही नहीं होती: यह प्रोडक्ट CSV फ़ाइल नहीं है',
      ],
      [
        415,
        'The file is not CSV text: it has NUL bytes (a spreadsheet or UTF-16 file?). Save it as CSV (UTF-8)',
        errorCodes.csvNotText,
        undefined,
        'फ़ाइल CSV टेक्स्ट नहीं है: इसमें NUL बाइट हैं (स्प्रेडशीट या UTF-16 फ़ाइल?)। इसे CSV (UTF-8) के रूप में सेव करें',
      ],
      [
        415,
        'The file is not UTF-8 text. Save it as CSV (UTF-8)',
        errorCodes.csvNotUnicode,
        undefined,
        'फ़ाइल UTF-8 टेक्स्ट नहीं है। इसे CSV (UTF-8) के रूप में सेव करें',
      ],
      [400, 'The file is empty', errorCodes.csvEmpty, undefined, 'फ़ाइल खाली है'],
      [400, 'The file has no rows', errorCodes.csvNoRows, undefined, 'फ़ाइल में कोई पंक्ति नहीं है'],
      [
        503,
        'Other product files are being imported. Try again in a moment.',
        errorCodes.importsBusy,
        undefined,
        'दूसरी प्रोडक्ट फ़ाइलें इम्पोर्ट हो रही हैं। थोड़ी देर में फिर कोशिश करें।',
      ],
    ] as const;
    const errorOf = ([status, message, code, values]: (typeof refused)[number]) =>
      new ApiError(status, message, { code, ...(values && { values: [...values] }) });
    for (const refusal of refused) expect(refusalText(errorOf(refusal))).toBe(refusal[1]);
    installCatalogue('hi', hindi);
    for (const refusal of refused) expect(refusalText(errorOf(refusal))).toBe(refusal[4]);
  });

  it('words the fixed refusals an operator meets in Hindi, by their own codes', () => {
    const fixed = [
      [
        401,
        'Invalid username or password',
        errorCodes.credentialsWrong,
        'यूज़रनेम या पासवर्ड सही नहीं है',
      ],
      [
        429,
        'Too many failed sign-in attempts. Try again later.',
        errorCodes.tooManyAttempts,
        'साइन इन की बहुत सारी कोशिशें नाकाम रहीं। कुछ देर बाद फिर कोशिश करें।',
      ],
      [404, 'Coupon not found', errorCodes.couponNotFound, 'कूपन नहीं मिला'],
      [404, 'Banner not found', errorCodes.bannerNotFound, 'बैनर नहीं मिला'],
      [404, 'Competition not found', errorCodes.competitionNotFound, 'प्रतियोगिता नहीं मिली'],
      [404, 'School not found', errorCodes.schoolNotFound, 'स्कूल नहीं मिला'],
      [404, 'Bundle not found', errorCodes.bundleNotFound, 'बंडल नहीं मिला'],
      [404, 'Merchant not found', errorCodes.merchantNotFound, 'मर्चेंट नहीं मिला'],
      [404, 'Driver not found', errorCodes.driverNotFound, 'ड्राइवर नहीं मिला'],
      [404, 'Product not found', errorCodes.productNotFound, 'प्रोडक्ट नहीं मिला'],
      [404, 'View not found', errorCodes.viewNotFound, 'व्यू नहीं मिला'],
      [404, 'Role not found', errorCodes.roleNotFound, 'रोल नहीं मिला'],
      [404, 'Operator not found', errorCodes.operatorNotFound, 'ऑपरेटर नहीं मिला'],
      [404, 'User not found', errorCodes.userNotFound, 'यूज़र नहीं मिला'],
      [404, 'Branch not found', errorCodes.branchNotFound, 'ब्रांच नहीं मिली'],
      [404, 'Bulk run not found', errorCodes.bulkNotFound, 'बल्क बदलाव नहीं मिला'],
      [404, 'Export not found', errorCodes.exportNotFound, 'एक्सपोर्ट नहीं मिला'],
      [404, 'Import not found', errorCodes.importNotFound, 'इम्पोर्ट नहीं मिला'],
      [404, 'Settlement request not found', errorCodes.approvalNotFound, 'सेटलमेंट की माँग नहीं मिली'],
      [404, 'History entry not found', errorCodes.historyEntryNotFound, 'हिस्ट्री की एंट्री नहीं मिली'],
      [
        409,
        'This record no longer exists',
        errorCodes.historyRecordGone,
        'यह रिकॉर्ड अब मौजूद नहीं है',
      ],
      [
        400,
        'A product or merchant of the bundle no longer exists',
        errorCodes.bundleItemGone,
        'बंडल का कोई प्रोडक्ट या मर्चेंट अब मौजूद नहीं है',
      ],
      [
        403,
        'This download link is not valid or has expired',
        errorCodes.exportLinkInvalid,
        'यह डाउनलोड लिंक सही नहीं है, या इसकी मियाद खत्म हो गई है',
      ],
      [
        403,
        'This link to a document is not valid or has expired',
        errorCodes.fileLinkInvalid,
        'दस्तावेज़ का यह लिंक सही नहीं है, या इसकी मियाद खत्म हो गई है',
      ],
      [
        503,
        'Too many sign-ins at once. Try again in a moment.',
        errorCodes.signInBusy,
        'एक साथ बहुत सारे साइन इन हो रहे हैं। थोड़ी देर में फिर कोशिश करें।',
      ],
      [
        409,
        'A school that has bundles cannot be deleted',
        errorCodes.schoolHasBundles,
        'जिस स्कूल में बंडल हैं उसे हटाया नहीं जा सकता',
      ],
      [
        409,
        'A branch that has bundles cannot be removed',
        errorCodes.branchHasBundles,
        'जिस ब्रांच में बंडल हैं उसे हटाया नहीं जा सकता',
      ],
      [
        409,
        'A bundle that orders refer to cannot be deleted',
        errorCodes.bundleInOrders,
        'जिस बंडल से ऑर्डर जुड़े हैं उसे हटाया नहीं जा सकता',
      ],
      [
        409,
        'Operators hold this role; give them another first',
        errorCodes.roleInUse,
        'यह रोल कुछ ऑपरेटरों के पास है; पहले उन्हें कोई दूसरा रोल दें',
      ],
      [
        409,
        'This is the last enabled Administrator: give another operator the Administrator role first',
        errorCodes.roleLastAdministrator,
        'यह आखिरी चालू एडमिनिस्ट्रेटर है: पहले किसी दूसरे ऑपरेटर को एडमिनिस्ट्रेटर रोल दें',
      ],
      [
        409,
        'This is the last enabled Administrator; it cannot be disabled',
        errorCodes.operatorLastAdministrator,
        'यह आखिरी चालू एडमिनिस्ट्रेटर है; इसे बंद नहीं किया जा सकता',
      ],
      [
        409,
        'You cannot disable yourself',
        errorCodes.operatorDisableSelf,
        'आप खुद को बंद नहीं कर सकते',
      ],
      [
        409,
        'Merchants cannot be assigned to a cancelled order',
        errorCodes.orderCancelled,
        'कैंसिल हुए ऑर्डर में मर्चेंट असाइन नहीं किए जा सकते',
      ],
      [400, 'There is no such role', errorCodes.roleUnknown, 'ऐसा कोई रोल नहीं है'],
      [
        404,
        'Session not found, or already ended',
        errorCodes.sessionNotFound,
        'सेशन नहीं मिला, या पहले ही खत्म हो चुका है',
      ],
      [
        409,
        'This run has already finished',
        errorCodes.bulkFinished,
        'यह बल्क बदलाव पहले ही पूरा हो चुका है',
      ],
      [
        409,
        'This run is still going; cancel it first',
        errorCodes.bulkRunning,
        'यह बल्क बदलाव अभी चल रहा है; पहले इसे रद्द करें',
      ],
      [
        409,
        'This run was already reverted',
        errorCodes.bulkReverted,
        'यह बल्क बदलाव पहले ही पहले जैसा किया जा चुका है',
      ],
      [
        400,
        'This link is not valid: it was used, or it has expired. Ask for a new one.',
        errorCodes.linkInvalid,
        'यह लिंक अब काम नहीं करता: इसका इस्तेमाल हो चुका है, या इसकी मियाद खत्म हो गई है। नया लिंक माँगें।',
      ],
      [
        400,
        'The new password is the one you have; choose another',
        errorCodes.passwordSame,
        'नया पासवर्ड वही है जो अभी है; कोई दूसरा चुनें',
      ],
      [
        400,
        'That code is not right: enter the six digits your app shows now',
        errorCodes.setupCodeWrong,
        'यह कोड सही नहीं है: आपका ऐप अभी जो छह अंक दिखा रहा है, वे डालें',
      ],
      [
        400,
        'Start the setup first: there is no code to check against',
        errorCodes.setupNotStarted,
        'पहले सेटअप शुरू करें: अभी जाँचने के लिए कोई कोड नहीं है',
      ],
      [
        409,
        'Two-step sign-in is on already; turn it off first to set it up again',
        errorCodes.twoStepOn,
        'टू-स्टेप साइन-इन पहले से चालू है; इसे फिर से सेट करने के लिए पहले बंद करें',
      ],
      [409, 'Two-step sign-in is off already', errorCodes.twoStepOff, 'टू-स्टेप साइन-इन पहले से बंद है'],
      [
        409,
        'Your role requires two-step sign-in: it cannot be turned off',
        errorCodes.twoStepKept,
        'आपके रोल के लिए टू-स्टेप साइन-इन ज़रूरी है: इसे बंद नहीं किया जा सकता',
      ],
      [
        409,
        'Its transaction ID is already recorded: this request can no longer be paid',
        errorCodes.approvalTransactionRecorded,
        'इसकी ट्रांज़ैक्शन आईडी पहले ही दर्ज हो चुकी है: यह माँग अब चुकाई नहीं जा सकती',
      ],
      [
        409,
        'This request was rejected: it cannot be approved',
        errorCodes.approvalRejected,
        'यह माँग नामंज़ूर हो चुकी है: इसे मंज़ूर नहीं किया जा सकता',
      ],
      [
        409,
        'This request was already approved',
        errorCodes.approvalAlreadyApproved,
        'यह माँग पहले ही मंज़ूर हो चुकी है',
      ],
      [
        409,
        'This request was already rejected',
        errorCodes.approvalAlreadyRejected,
        'यह माँग पहले ही नामंज़ूर हो चुकी है',
      ],
    ] as const;
    for (const [status, english, code] of fixed) {
      expect(refusalText(new ApiError(status, english, { code }))).toBe(english);
    }
    installCatalogue('hi', hindi);
    for (const [status, english, code, text] of fixed) {
      expect(refusalText(new ApiError(status, english, { code }))).toBe(text);
    }
    // The same words with the status's generic code (the existing backend's, or an older
    // server's) stay the server's.
    expect(refusalText(new ApiError(404, 'Coupon not found', { code: errorCodes.notFound }))).toBe(
      'Coupon not found',
    );
  });

  it('keeps English word for word as the server says it, values or not', () => {
    for (const [code, values] of [
      [errorCodes.roleDuplicateName, ['Ops']],
      [errorCodes.couponDuplicateCode, ['SAVE10']],
      [errorCodes.viewNotOwner, ['meera']],
      [errorCodes.csvProblems, [12, 10]],
    ] as const) {
      const message = (refusalMessages[code] as (...given: readonly unknown[]) => string)(
        ...values,
      );
      expect(refusalText(new ApiError(409, message, { code }), { [code]: values })).toBe(message);
    }
  });
});
