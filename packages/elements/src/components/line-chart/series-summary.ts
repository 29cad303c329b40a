/** One notable point of a series: its value and the day it falls on. */
export interface SeriesPoint {
  value: number;
  day: string;
}

/** What a screen reader hears instead of the drawing: first, last and highest values. */
export interface SeriesSummary {
  first: SeriesPoint | null;
  last: SeriesPoint | null;
  highest: SeriesPoint | null;
}

/** The date part of an ISO label: '2025-01-31T00:00:00+05:30' is shown as '2025-01-31'. */
export function dayOf(label: string | undefined): string {
  return label?.split('T')[0] ?? '';
}

export function summarise(
  values: readonly (number | null)[],
  labels: readonly string[],
): SeriesSummary {
  const points = values.flatMap((value, index) =>
    value == null ? [] : [{ value, day: dayOf(labels[index]) }],
  );
  return {
    first: points[0] ?? null,
    last: points.at(-1) ?? null,
    highest: points.reduce<SeriesPoint | null>(
      (best, point) => (best === null || point.value > best.value ? point : best),
      null,
    ),
  };
}
