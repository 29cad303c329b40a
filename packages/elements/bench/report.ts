import { writeFile } from '@web/test-runner-commands';

/** The median and 95th percentile of some timings. */
export function summary(samples: readonly number[]): { median: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95) };
}

/**
 * Logs a benchmark's Markdown report and writes it to bench-results/`name`.md, closed by when and
 * in which browser it was measured.
 */
export async function writeReport(name: string, lines: readonly string[]): Promise<void> {
  const browser =
    navigator.userAgent.match(/(Headless)?Chrome\/[\d.]+/)?.[0] ?? navigator.userAgent;
  const report = [
    ...lines,
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} in ${browser}, ${navigator.hardwareConcurrency} cores. Regenerate with \`pnpm --filter @satchel/elements bench\`.`,
    '',
  ].join('\n');
  console.log(report);
  await writeFile({ path: `../bench-results/${name}.md`, content: report });
}
