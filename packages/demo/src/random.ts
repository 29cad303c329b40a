/**
 * The generator's only source of randomness: sfc32, a small, fast PRNG with good statistics,
 * seeded through a string hash. No Math.random anywhere, so a seed always gives the same data.
 */

/** A 32-bit hash of `parts` (cyrb-style mixing), used to seed independent streams. */
export function hash32(...parts: readonly (string | number)[]): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (const part of parts) {
    const text = `${part}\u0001`;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ code, 2654435761);
      h2 = Math.imul(h2 ^ code, 1597334677);
    }
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An item chosen with probability proportional to its weight. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T;
  /** `count` distinct items of `items`, in random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[];
  /** A string of `length` characters drawn from `alphabet`. */
  chars(alphabet: string, length: number): string;
}

/** A stream determined by `parts` alone, e.g. createRandom(seed, 'customer', 17). */
export function createRandom(...parts: readonly (string | number)[]): Random {
  let a = hash32(...parts, 'a');
  let b = hash32(...parts, 'b');
  let c = hash32(...parts, 'c');
  let d = 1;
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // The first outputs of a freshly seeded sfc32 are poorly mixed.
  for (let i = 0; i < 12; i++) next();

  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    weighted: (choices) => {
      let total = 0;
      for (const [, weight] of choices) total += weight;
      let point = next() * total;
      for (const [value, weight] of choices) {
        point -= weight;
        if (point < 0) return value;
      }
      return (choices[choices.length - 1] as (typeof choices)[number])[0];
    },
    sample: (items, count) => {
      const copy = items.slice();
      const wanted = Math.min(count, copy.length);
      for (let i = 0; i < wanted; i++) {
        const j = int(i, copy.length - 1);
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy.slice(0, wanted);
    },
    chars: (alphabet, length) => {
      let text = '';
      for (let i = 0; i < length; i++) text += alphabet[Math.floor(next() * alphabet.length)];
      return text;
    },
  };
}
