import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, login, startTestApp } from './support/app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('POST /api/v1/admin/login', () => {
  it('signs in with the right password and answers a token and the admin info', async () => {
    const response = await login(app, ADMIN);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Login successful');
    expect(body.data.adminInfo).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      username: 'admin',
      role: { id: '000000000000000000000001', name: 'Administrator' },
      permissions: expect.arrayContaining(['settlements:settle', 'team:write']),
    });
    // 32 random bytes in base64url.
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('accepts a username with surrounding spaces', async () => {
    const response = await login(app, { ...ADMIN, username: `  ${ADMIN.username} ` });
    expect(response.statusCode).toBe(200);
  });

  it('issues a different token at every sign-in', async () => {
    const first = (await login(app, ADMIN)).json().data.token;
    const second = (await login(app, ADMIN)).json().data.token;
    expect(first).not.toBe(second);
  });

  it('refuses a wrong password with 401 and the same message as an unknown user', async () => {
    const wrongPassword = await login(app, { ...ADMIN, password: 'wrong password' });
    const unknownUser = await login(app, { username: 'nobody', password: ADMIN.password });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      message: 'Invalid username or password',
      code: 'auth.credentials_wrong',
    });
    expect(unknownUser.json()).toEqual(wrongPassword.json());
  });

  it('refuses blank fields with 400 naming the field', async () => {
    const blankUser = await login(app, { username: '   ', password: ADMIN.password });
    expect(blankUser.statusCode).toBe(400);
    expect(blankUser.json()).toEqual({ message: 'Username is required', code: expect.any(String) });

    const blankPassword = await login(app, { username: ADMIN.username, password: ' \t ' });
    expect(blankPassword.statusCode).toBe(400);
    expect(blankPassword.json()).toEqual({
      message: 'Password is required',
      code: expect.any(String),
    });
  });

  it('refuses missing fields and wrong types with 400 naming the field', async () => {
    const missing = await login(app, { username: ADMIN.username });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('password');

    const wrongType = await login(app, { username: 5, password: ADMIN.password });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({
      message: 'username must be a text',
      code: expect.any(String),
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Body is not valid JSON but content-type is set to 'application/json'",
      code: 'request.malformed_json',
    });
  });

  it('answers an unknown content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=admin',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: 'Unsupported Media Type',
      code: 'request.unsupported_media_type',
    });
  });

  it('answers a body over 1 MiB with 413', async () => {
    const response = await login(app, { username: 'admin', password: 'x'.repeat(1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'Request body is too large',
      code: 'request.too_large',
    });
  });
});
