/** Times travel as ISO 8601 (design.md §4). */
export const isoTime = (time: Date): string => time.toISOString();
export const isoTimeOrNull = (time: Date | null): string | null => time?.toISOString() ?? null;
