import { describe, expect, it } from 'vitest';
import { errorCodes } from './error-codes.js';

describe('errorCodes', () => {
  it('are each `area.what` in lower snake case, as the reliability suite accepts', () => {
    const misnamed = Object.values(errorCodes).filter((code) => !/^[a-z]+\.[a-z_]+$/.test(code));
    expect(misnamed).toEqual([]);
  });

  it('name each refusal once', () => {
    const codes = Object.values(errorCodes);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
