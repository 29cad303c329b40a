/** Sort order of the spec: -1 newest first, 1 oldest first. */
export type SatSortOrder = -1 | 1;
