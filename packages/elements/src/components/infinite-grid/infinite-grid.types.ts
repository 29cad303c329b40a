/** One item of the grid: any object; the grid reads its key from the field named by `itemKey`. */
export type SatGridItem = Record<string, unknown>;
