import { LOGIN_LOCKOUT } from '@bodega/domain';

/**
 * The client half of the login lockout: the failure count and the time of the last
 * failure persist in local storage and expire 15 minutes after the last failure or on success.
 * The server enforces the same limit; this only spares the user pointless attempts.
 */
const KEY = 'loginAttempts';

interface AttemptRecord {
  count: number;
  lastAttempt: number;
}

function read(storage: Storage, now: number): AttemptRecord {
  try {
    const parsed = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<AttemptRecord> | null;
    if (
      parsed &&
      typeof parsed.count === 'number' &&
      typeof parsed.lastAttempt === 'number' &&
      now - parsed.lastAttempt < LOGIN_LOCKOUT.windowMs
    ) {
      return { count: parsed.count, lastAttempt: parsed.lastAttempt };
    }
  } catch {
    // A damaged entry counts as no attempts.
  }
  return { count: 0, lastAttempt: 0 };
}

export function isLockedOut(storage: Storage = localStorage, now: number = Date.now()): boolean {
  return read(storage, now).count >= LOGIN_LOCKOUT.maxAttempts;
}

/** Counts one failed attempt; returns true when that attempt locks the form. */
export function recordFailedAttempt(storage: Storage = localStorage, now: number = Date.now()): boolean {
  const count = read(storage, now).count + 1;
  storage.setItem(KEY, JSON.stringify({ count, lastAttempt: now }));
  return count >= LOGIN_LOCKOUT.maxAttempts;
}

/** The server refused with 429: lock the form for the whole window. */
export function recordServerLockout(storage: Storage = localStorage, now: number = Date.now()): void {
  storage.setItem(KEY, JSON.stringify({ count: LOGIN_LOCKOUT.maxAttempts, lastAttempt: now }));
}

export function resetAttempts(storage: Storage = localStorage): void {
  storage.removeItem(KEY);
}

/** Milliseconds until the lock lifts, 0 when not locked. */
export function lockoutRemainingMs(storage: Storage = localStorage, now: number = Date.now()): number {
  const record = read(storage, now);
  return record.count >= LOGIN_LOCKOUT.maxAttempts ? record.lastAttempt + LOGIN_LOCKOUT.windowMs - now : 0;
}
