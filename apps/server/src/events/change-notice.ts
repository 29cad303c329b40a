import { events } from '@satchel/api';

type ChangeNotice = events.ChangeNotice;

import { Compile } from 'typebox/compile';

/** The channel migration 0020's triggers notify on. */
export const LIST_CHANGES = 'satchel_list_changes';

const isChangeNotice = Compile(events.ChangeNotice);

/** A notification's payload as a notice, or undefined for anything else (never trusted blindly). */
export function readChangeNotice(payload: string): ChangeNotice | undefined {
  try {
    const notice: unknown = JSON.parse(payload);
    return isChangeNotice.Check(notice) ? notice : undefined;
  } catch {
    return undefined;
  }
}
