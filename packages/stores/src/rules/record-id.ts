import { messages } from '../messages/index.js';

/** Ids are 24 lowercase hexadecimal characters (design.md §4); typed ids may be uppercase. */
const recordIdPattern = /^[0-9a-f]{24}$/i;

/**
 * The id rule of spec part 1 §5 (merchant ids), for every id an operator types: undefined when
 * valid (spaces around it ignored), else "Invalid ID format".
 */
/** The id as the server knows it: typed ids may have spaces around them, or capitals. */
export const typedRecordId = (id: string): string => id.trim().toLowerCase();

export const validateRecordId = (id: string): string | undefined =>
  recordIdPattern.test(id.trim()) ? undefined : messages.invalidId;
