import { errorCodes } from '@satchel/api';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/http/http-error.js';
import { createTurns } from '../../src/http/turns.js';

describe('turns (the import slots)', () => {
  it('answers 503 with Retry-After to one that waits past its bound, and gives a turn back once', async () => {
    const turns = createTurns(2, 'Busy', errorCodes.importsBusy);
    const first = await turns.take(50);
    await turns.take(50);

    const refused = await turns.take(50).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({
      statusCode: 503,
      message: 'Busy',
      code: 'csv.imports_busy',
      headers: { 'retry-after': '1' },
    });

    const waiting = turns.take(60_000);
    first();
    // Giving the same turn back twice frees one turn, not two.
    first();
    await waiting;
    await expect(turns.take(50)).rejects.toMatchObject({ statusCode: 503 });
  });
});
