import { describe, expect, it } from 'vitest';
import { validateLogin } from './login-rules.js';

describe('validateLogin', () => {
  it('accepts a username and a password of at least 6 characters', () => {
    expect(validateLogin({ username: 'admin', password: 'secret' })).toEqual({});
  });

  it('requires both fields, blank after trimming counting as empty', () => {
    expect(validateLogin({ username: '', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
    expect(validateLogin({ username: '   ', password: ' \t ' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('rejects a password shorter than 6 characters', () => {
    expect(validateLogin({ username: 'admin', password: 'abcde' })).toEqual({
      password: 'Password must be at least 6 characters long',
    });
  });
});
