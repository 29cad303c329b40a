import { errorCodes } from '@satchel/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answeringPgRefusals, type PgRefusals } from '../../src/http/pg-refusals.js';
import { bareApp } from '../support/bare-app.js';

/** PostgreSQL's error as drizzle throws it: the driver's error is its cause. */
const refusedBy = (code: string, constraint: string) =>
  Promise.reject(
    new Error('Failed query', {
      cause: Object.assign(new Error('violation'), { code, constraint }),
    }),
  );

const refusals: PgRefusals = {
  unique: {
    coupons_code_key: {
      status: 409,
      message: 'The coupon code SAVE10 is already in use',
      code: errorCodes.couponDuplicateCode,
    },
  },
  foreignKey: { status: 409, message: 'A school that has bundles cannot be deleted' },
};

const failures: Record<string, () => Promise<never>> = {
  duplicate: () => refusedBy('23505', 'coupons_code_key'),
  'other-duplicate': () => refusedBy('23505', 'categories_name_key'),
  'in-use': () => refusedBy('23503', 'bundles_branch_id_fkey'),
  check: () => refusedBy('23514', 'coupons_value_check'),
};

const app = await bareApp();

beforeAll(async () => {
  app.get<{ Params: { failure: string } }>('/write/:failure', async (request) =>
    answeringPgRefusals(failures[request.params.failure]!(), refusals),
  );
  app.get('/write', async () => answeringPgRefusals(Promise.resolve({ written: true }), refusals));
  await app.ready();
});
afterAll(() => app.close());

const answer = async (url: string) => {
  const reply = await app.inject({ url });
  return { status: reply.statusCode, body: reply.json() };
};

describe('answeringPgRefusals, the one mapping of PostgreSQL refusals to HTTP', () => {
  it("answers a unique violation of a declared constraint with 409 and the refusal's code", async () => {
    expect(await answer('/write/duplicate')).toEqual({
      status: 409,
      body: { message: 'The coupon code SAVE10 is already in use', code: 'coupon.duplicate_code' },
    });
  });

  it("answers a foreign key violation with 409 and, without a code of its own, the status's", async () => {
    expect(await answer('/write/in-use')).toEqual({
      status: 409,
      body: { message: 'A school that has bundles cannot be deleted', code: 'resource.conflict' },
    });
  });

  it('leaves what it was not told of a server error, and a write that went through alone', async () => {
    expect(await answer('/write/other-duplicate')).toMatchObject({
      status: 500,
      body: { code: 'server.internal' },
    });
    expect(await answer('/write/check')).toMatchObject({ status: 500 });
    expect(await answer('/write')).toEqual({ status: 200, body: { written: true } });
  });
});
