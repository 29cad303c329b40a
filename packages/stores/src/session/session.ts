import { persistentAtom } from '@nanostores/persistent';
import type { AdminInfo } from '@satchel/api';
import { atom, computed } from 'nanostores';

export interface Session {
  token: string | null;
  adminInfo: AdminInfo | null;
}

/** Stored admin info we can show; anything else (hand-edited, truncated) reads as absent. */
const decodeAdminInfo = (stored: string): AdminInfo | undefined => {
  try {
    const value: unknown = JSON.parse(stored);
    const { id, username } = (value ?? {}) as Partial<Record<keyof AdminInfo, unknown>>;
    return typeof id === 'string' && typeof username === 'string' ? { id, username } : undefined;
  } catch {
    return undefined;
  }
};

// Two keys, as the marketplace's console always stored them: `token` as plain text and
// `adminInfo` as JSON. Storing undefined removes the key.
const $token = persistentAtom<string | undefined>('token', undefined);
const $adminInfo = persistentAtom<AdminInfo | undefined>('adminInfo', undefined, {
  encode: (adminInfo) => (adminInfo === undefined ? undefined : JSON.stringify(adminInfo)),
  decode: decodeAdminInfo,
});

/** The signed-in administrator, kept in localStorage (and in step across tabs). */
export const $session = computed(
  [$token, $adminInfo],
  (token, adminInfo): Session => ({ token: token || null, adminInfo: adminInfo ?? null }),
);

/** Logged in when a token exists (spec part 1 §4). */
export const $isAuthenticated = computed($session, (session) => session.token !== null);

/** True until restoreSession() has checked what the browser kept. */
export const $restoring = atom(true);

/** A token without readable admin info (or the reverse): written halfway. */
export const isHalfWritten = ({ token, adminInfo }: Session): boolean =>
  (token === null) !== (adminInfo === null);

export function setSession(token: string, adminInfo: AdminInfo): void {
  $token.set(token);
  $adminInfo.set(adminInfo);
}

export function clearSession(): void {
  // Only the keys that are there: happy-dom's Storage throws on deleting an absent key.
  if ($token.get() !== undefined) $token.set(undefined);
  if ($adminInfo.get() !== undefined) $adminInfo.set(undefined);
}
