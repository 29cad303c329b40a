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
    // A refusal that names what it refused keeps the server's words.
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
});
