import { errorCodes, refusalMessages } from '@satchel/api';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../src/http/http-error.js';

describe('a refusal by its code', () => {
  it('is worded as the refusal messages word the code, with the status given', () => {
    const refused = refusal(404, errorCodes.viewNotFound);
    expect(refused).toMatchObject({
      statusCode: 404,
      message: 'View not found',
      code: 'view.not_found',
      headers: {},
    });
    expect(refused.values).toBeUndefined();
  });

  it('builds its words from the values given, and carries the values and headers asked for', () => {
    expect(refusal(409, errorCodes.viewsFull, 20)).toMatchObject({
      message: refusalMessages[errorCodes.viewsFull](20),
      code: errorCodes.viewsFull,
    });
    const overDue = refusal(400, errorCodes.driverOverDue, 'earning', 120, { values: [120] });
    expect(overDue.message).toBe(refusalMessages[errorCodes.driverOverDue]('earning', 120));
    expect(overDue.values).toEqual([120]);
    const busy = refusal(429, errorCodes.tooManyAttempts, { headers: { 'retry-after': '30' } });
    expect(busy).toMatchObject({ statusCode: 429, headers: { 'retry-after': '30' } });
    expect(busy.values).toBeUndefined();
  });
});
