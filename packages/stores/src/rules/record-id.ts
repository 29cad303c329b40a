import { isRecordId } from '@satchel/api';
import { messages } from '../messages/index.js';

/**
 * The id rule of spec part 1 §5 (merchant ids), for every id an operator types: undefined when
 * valid (spaces around it ignored), else "Invalid ID format".
 */
/** The id as the server knows it: typed ids may have spaces around them, or capitals. */
export const typedRecordId = (id: string): string => id.trim().toLowerCase();

export const validateRecordId = (id: string): string | undefined =>
  isRecordId(typedRecordId(id)) ? undefined : messages.invalidId;
