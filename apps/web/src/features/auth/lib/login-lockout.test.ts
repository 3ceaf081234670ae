import { LOGIN_LOCKOUT } from '@bodega/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { isLockedOut, lockoutRemainingMs, recordFailedAttempt, recordServerLockout, resetAttempts } from './login-lockout';

describe('login lockout', () => {
  beforeEach(() => localStorage.clear());

  it('locks on the fifth failure within 15 minutes', () => {
    const t0 = 1_000_000;
    for (let i = 1; i < LOGIN_LOCKOUT.maxAttempts; i++) {
      expect(recordFailedAttempt(localStorage, t0 + i * 1000)).toBe(false);
      expect(isLockedOut(localStorage, t0 + i * 1000)).toBe(false);
    }
    expect(recordFailedAttempt(localStorage, t0 + 10_000)).toBe(true);
    expect(isLockedOut(localStorage, t0 + 10_001)).toBe(true);
    expect(lockoutRemainingMs(localStorage, t0 + 10_000)).toBe(LOGIN_LOCKOUT.windowMs);
  });

  it('resets 15 minutes after the last attempt', () => {
    const t0 = 5_000_000;
    for (let i = 0; i < LOGIN_LOCKOUT.maxAttempts; i++) recordFailedAttempt(localStorage, t0);
    expect(isLockedOut(localStorage, t0 + LOGIN_LOCKOUT.windowMs - 1)).toBe(true);
    expect(isLockedOut(localStorage, t0 + LOGIN_LOCKOUT.windowMs)).toBe(false);
    expect(recordFailedAttempt(localStorage, t0 + LOGIN_LOCKOUT.windowMs)).toBe(false);
  });

  it('resets after a successful login and survives a damaged entry', () => {
    recordServerLockout(localStorage, 10);
    expect(isLockedOut(localStorage, 11)).toBe(true);
    resetAttempts(localStorage);
    expect(isLockedOut(localStorage, 12)).toBe(false);
    localStorage.setItem('loginAttempts', '{not json');
    expect(isLockedOut(localStorage, 13)).toBe(false);
  });
});
