/**
 * Read-your-writes with read replicas (issue 32): the server answers a write with the primary's
 * write-ahead log position after it (`WRITTEN_AT_HEADER`); a client sends the last position it
 * was given with its reads (`READ_AFTER_HEADER`), and the server reads them from a replica only
 * once that replica has replayed it, so nobody sees their own change vanish.
 */
export const WRITTEN_AT_HEADER = 'satchel-written-at';
export const READ_AFTER_HEADER = 'satchel-read-after';

const WAL_POSITION = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;

/** `a` and `b` (positions as PostgreSQL writes them, `16/B374D848`) compared; -1, 0 or 1. */
const compare = (a: RegExpExecArray, b: RegExpExecArray): number => {
  for (const part of [1, 2]) {
    const difference =
      Number.parseInt(a[part] as string, 16) - Number.parseInt(b[part] as string, 16);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
};

/** The latest of the positions a client was given: what its reads must see. */
export function createReadAfter() {
  let latest: RegExpExecArray | null = null;
  return {
    /** Keeps `position` (a write's answer header) if it is later than the one kept. */
    written(position: string | null | undefined): void {
      const parsed = position ? WAL_POSITION.exec(position) : null;
      if (parsed && (!latest || compare(parsed, latest) > 0)) latest = parsed;
    },
    /** The header a read sends, once the client has written. */
    headers(): Record<string, string> {
      return latest ? { [READ_AFTER_HEADER]: latest[0] } : {};
    },
  };
}
