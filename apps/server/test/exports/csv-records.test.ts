import { describe, expect, it } from 'vitest';
import { csvRecordCounter } from '../../src/exports/csv-records.js';

/** The records counted in `text` when it comes in pieces cut at `cuts` (byte offsets). */
function recordsIn(text: string, cuts: readonly number[]): number {
  const bytes = Buffer.from(text);
  const count = csvRecordCounter();
  let records = 0;
  let from = 0;
  for (const to of [...cuts, bytes.length]) {
    records += count(bytes.subarray(from, to));
    from = to;
  }
  return records;
}

describe('counting the records of a CSV file as it streams', () => {
  const file = 'a,b\n"two\nlines","say ""hi""\n"\nplain,₹1\n';

  it('counts a line feed inside quotes as part of its cell, and a doubled quote as a quote', () => {
    expect(recordsIn(file, [])).toBe(3);
  });

  it('counts the same however the chunks cut the file, inside a quote or a character', () => {
    const length = Buffer.byteLength(file);
    for (let cut = 1; cut < length; cut += 1) {
      expect(recordsIn(file, [cut]), `cut at ${cut}`).toBe(3);
      if (cut + 3 < length) expect(recordsIn(file, [cut, cut + 3]), `cuts at ${cut}`).toBe(3);
    }
  });
});
