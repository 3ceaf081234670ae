import { randomBytes } from 'node:crypto';

/**
 * Request ids unique across processes and restarts: a random prefix chosen when the process starts
 * and a counter. Shorter and cheaper than a UUID per request, which matters because the id is also
 * an answer header, and Node checks every character of every header it sends.
 */
export function requestIdGenerator(prefix = randomBytes(4).toString('hex')): () => string {
  let count = 0;
  return () => `${prefix}-${(++count).toString(36)}`;
}
