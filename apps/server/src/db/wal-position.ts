/**
 * A position in PostgreSQL's write-ahead log (a `pg_lsn`, written `16/B374D848`) as a number, so
 * positions compare: a replica has replayed a write once its replay position is at or past the
 * position the primary answered after that write's commit.
 */
export type WalPosition = bigint;

const WAL_POSITION = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;

/** `text` as a position, or null when it is not one (a client's header is any text). */
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
