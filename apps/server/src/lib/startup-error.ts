/**
 * A reason the server cannot start that the operator can fix (a secret too short, a data folder
 * it cannot write). `server.ts` prints its message, one Spanish line naming the file and what to
 * do, instead of a stack trace, and exits non-zero.
 */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}
