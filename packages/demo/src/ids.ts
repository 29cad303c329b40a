import { hash32 } from './random.js';

const hex = (value: number, digits: number) => value.toString(16).padStart(digits, '0');

/**
 * Deterministic record ids shaped like MongoDB ObjectIds (24 lowercase hex characters, the
 * format design.md §4 fixes): the creation second, five bytes that name the seed and the kind
 * of record, and a three-byte counter. Distinct (seed, kind, index) give distinct ids.
 */
export function createIdMaker(seed: number, kind: string) {
  const middleFor = (block: number) => {
    const high = hash32(seed, kind, block, 'id') & 0xff;
    const low = hash32(seed, kind, block, 'id2');
    return hex(high, 2) + hex(low, 8);
  };
  const middles: string[] = [];
  return (index: number, createdAt: Date): string => {
    // The counter holds 2^24 values; each further block gets other middle bytes.
    const block = Math.floor(index / 0x1000000);
    middles[block] ??= middleFor(block);
    const seconds = Math.floor(createdAt.getTime() / 1000) >>> 0;
    return hex(seconds, 8) + middles[block] + hex(index % 0x1000000, 6);
  };
}
