/** Ids are 24 lowercase hexadecimal characters (design.md §4): the contract's pattern. */
export const RECORD_ID_PATTERN = '^[0-9a-f]{24}$';

const recordId = new RegExp(RECORD_ID_PATTERN);

/** Whether `id` is written as the server writes ids (no spaces, no capitals). */
export const isRecordId = (id: string): boolean => recordId.test(id);
