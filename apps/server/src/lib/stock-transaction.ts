import { isTransientConflict } from './db-errors';

/** How many times a transaction runs before its deadlock or serialization failure reaches the client. */
export const TRANSACTION_ATTEMPTS = 6;

/** The wait before attempt `attempt + 1`: doubling from 4 ms, at most 160 ms, jittered to 50–150 %. */
function backoffMs(attempt: number): number {
  return Math.min(160, 4 * 2 ** (attempt - 1)) * (0.5 + Math.random());
}

/**
 * Runs a whole transaction again when PostgreSQL aborted it as a deadlock victim (40P01) or a
 * serialization failure (40001). Safe because the aborted attempt wrote nothing; the jitter keeps
 * two victims of one deadlock from meeting again at once. `deps.stockTransaction` (lib/deps.ts) runs every
 * stock transaction through here, so operations need no retry of their own.
 */
export async function retryTransientConflicts<T>(work: () => Promise<T>, attempts = TRANSACTION_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isTransientConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, backoffMs(attempt)));
    }
  }
}
