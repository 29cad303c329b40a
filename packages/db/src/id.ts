import { randomBytes } from 'node:crypto';

/** A new record id: 24 lowercase hexadecimal characters (design.md §4), like a Mongo ObjectId. */
export const newId = (): string => randomBytes(12).toString('hex');
