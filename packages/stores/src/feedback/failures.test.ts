import { ApiError } from '@satchel/api';
import { describe, expect, it } from 'vitest';
import { endedSession, isAnswer, isRefusal } from './failures.js';

const unknownOrder = { code: 'resource.not_found', message: 'Order not found!' } as const;

describe('a refusal', () => {
  it('is decided by the code when the answer has one, whatever its text', () => {
    expect(isRefusal(new ApiError(404, 'Gone', { code: 'resource.not_found' }), unknownOrder)).toBe(
      true,
    );
    expect(
      isRefusal(new ApiError(404, 'Order not found!', { code: 'server.internal' }), unknownOrder),
    ).toBe(false);
  });

  it("is decided by the spec's text when the answer has no code (the existing backend)", () => {
    expect(isRefusal(new ApiError(404, 'Order not found!'), unknownOrder)).toBe(true);
    expect(isRefusal(new ApiError(404, 'Order missing'), unknownOrder)).toBe(false);
    expect(isRefusal(new Error('Order not found!'), unknownOrder)).toBe(false);
  });

  it('with no code of its own is only ever the existing backend\'s ("nothing matched")', () => {
    expect(isAnswer(new ApiError(404, 'No users found'), 'No users found')).toBe(true);
    // Our server answers an empty page instead: a coded answer is never "nothing matched".
    expect(
      isAnswer(
        new ApiError(404, 'No users found', { code: 'resource.not_found' }),
        'No users found',
      ),
    ).toBe(false);
  });

  it('ends the session on a 401, coded or not', () => {
    expect(endedSession(new ApiError(401, 'jwt expired'))).toBe(true);
    expect(endedSession(new ApiError(401, 'Sign in', { code: 'auth.required' }))).toBe(true);
    expect(endedSession(new ApiError(403, 'No', { code: 'auth.forbidden' }))).toBe(false);
  });
});
