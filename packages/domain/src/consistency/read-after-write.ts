/**
 * Reading one's own writes when reads may be served by a PostgreSQL hot standby: a write's answer
 * carries the primary's WAL position after it in this header, and the client sends the highest
 * position it has seen back on every request; the server answers a read from the standby only once
 * the standby has replayed that far.
 */
export const READ_AFTER_HEADER = 'x-bodega-lsn';

/** A WAL position 'X/Y' (two hexadecimal halves of up to 8 digits) as one number; undefined when malformed. */
export function parseWalPosition(text: string | null | undefined): bigint | undefined {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text ?? '');
  if (!match) return undefined;
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

/** The later of two positions (either may be absent or malformed); the text as received. */
export function laterWalPosition(current: string | undefined, next: string | null | undefined): string | undefined {
  const nextValue = parseWalPosition(next);
  if (nextValue === undefined) return current;
  const currentValue = parseWalPosition(current);
  return currentValue === undefined || nextValue > currentValue ? next! : current;
}
