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
