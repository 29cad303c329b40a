/** The nearest-rank percentile `p` (0–100) of `values`. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(Math.max(rank, 1), sorted.length) - 1]!;
}

export const median = (values: readonly number[]) => percentile(values, 50);

/** The median and the 95th percentile a benchmark reports of a call's latencies. */
export interface Percentiles {
  readonly p50: number;
  readonly p95: number;
}

export const percentiles = (latencies: readonly number[]): Percentiles => ({
  p50: percentile(latencies, 50),
  p95: percentile(latencies, 95),
});
