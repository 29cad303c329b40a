/** Every call of the contract lives under this path (design.md §4). */
export const API_BASE = '/api/v1';
