import type { Random } from './random.js';

/** Weighted choice among many items in O(log n): cumulative weights and a binary search. */
export function createPicker<T>(choices: readonly (readonly [T, number])[]) {
  if (choices.length === 0) throw new Error('a picker needs at least one choice');
  const items = choices.map(([item]) => item);
  const cumulative: number[] = [];
  let total = 0;
  for (const [, weight] of choices) {
    total += weight;
    cumulative.push(total);
  }
  return (random: Random): T => {
    const point = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle]! > point) high = middle;
      else low = middle + 1;
    }
    return items[low]!;
  };
}
