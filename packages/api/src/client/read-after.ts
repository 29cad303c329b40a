/**
 * Read-your-writes with read replicas (issue 32): the server answers a write with the primary's
 * write-ahead log position after it (`WRITTEN_AT_HEADER`); a client sends the last position it
 * was given with its reads (`READ_AFTER_HEADER`), and the server reads them from a replica only
 * once that replica has replayed it, so nobody sees their own change vanish.
 */
export const WRITTEN_AT_HEADER = 'satchel-written-at';
export const READ_AFTER_HEADER = 'satchel-read-after';

/**
 * A position in PostgreSQL's write-ahead log (a `pg_lsn`, written `16/B374D848`) as a number, so
 * positions compare: a replica has replayed a write once its replay position is at or past the
 * position the primary answered after that write's commit.
 */
export type WalPosition = bigint;

const WAL_POSITION = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;

/** `text` as a position, or null when it is not one (a header is any text). */
export function parseWalPosition(text: string | null | undefined): WalPosition | null {
  const match = text ? WAL_POSITION.exec(text) : null;
  if (!match) return null;
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

/** `position` as PostgreSQL writes it. */
export function formatWalPosition(position: WalPosition): string {
  const high = (position >> 32n).toString(16).toUpperCase();
  const low = (position & 0xffff_ffffn).toString(16).toUpperCase();
  return `${high}/${low}`;
}

/** The latest of the positions a client was given: what its reads must see. */
export function createReadAfter() {
  let latest: WalPosition | null = null;
  return {
    /** Keeps `position` (a write's answer header) if it is later than the one kept. */
    written(position: string | null | undefined): void {
      const parsed = parseWalPosition(position);
      if (parsed !== null && (latest === null || parsed > latest)) latest = parsed;
    },
    /** The header a read sends, once the client has written. */
    headers(): Record<string, string> {
      return latest === null ? {} : { [READ_AFTER_HEADER]: formatWalPosition(latest) };
    },
  };
}
