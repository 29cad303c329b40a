import { persistentAtom } from '@nanostores/persistent';
import type { AdminInfo } from '@satchel/api';
import { atom, computed } from 'nanostores';

export interface Session {
  token: string | null;
  adminInfo: AdminInfo | null;
}

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

const isRole = (value: unknown): value is { id: string; name: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'string' &&
  typeof (value as { name?: unknown }).name === 'string';

/**
 * Stored admin info we can show; anything else (hand-edited, truncated) reads as absent. A role
 * and permissions kept unreadable read as none: the session check at start brings them back.
 */
const decodeAdminInfo = (stored: string): AdminInfo | undefined => {
  try {
    const value: unknown = JSON.parse(stored);
    const { id, username, role, permissions, twoStepSetupRequired } = (value ?? {}) as Partial<
      Record<keyof AdminInfo, unknown>
    >;
    if (typeof id !== 'string' || typeof username !== 'string') return undefined;
    return {
      id,
      username,
      ...(isRole(role) && { role: { id: role.id, name: role.name } }),
      ...(isTextList(permissions) && { permissions }),
      ...(twoStepSetupRequired === true && { twoStepSetupRequired }),
    };
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
