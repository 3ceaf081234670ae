import { laterWalPosition, READ_AFTER_HEADER } from '@bodega/domain';

// The highest write position this tab has been told (see READ_AFTER_HEADER in packages/domain):
// sent back on every request so that a read served by a standby never misses the user's own write.
let lastWrite: string | undefined;

/** Headers for a request: the last write position seen, if any. */
export function readAfterWriteHeaders(): Record<string, string> {
  return lastWrite ? { [READ_AFTER_HEADER]: lastWrite } : {};
}

/** Keeps the position a response carries when it is later than the one kept. */
export function rememberWritePosition(response: Pick<Response, 'headers'>): void {
  lastWrite = laterWalPosition(lastWrite, response.headers.get(READ_AFTER_HEADER));
}
