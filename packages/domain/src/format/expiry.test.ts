import { describe, expect, it } from 'vitest';
import { expiryBadge, isExpired } from './expiry';

describe('expiryBadge', () => {
  it.each([
    ['2025-03-09', -1, 'Vencido', 'error'],
    ['2025-03-10', 0, 'Vence hoy', 'error'],
    ['2025-03-11', 1, 'Vence mañana', 'error'],
    ['2025-03-12', 2, '2 días para vencer', 'error'],
    ['2025-03-17', 7, '7 días para vencer', 'error'],
    ['2025-03-18', 8, '8 días para vencer', 'warning'],
    ['2025-04-09', 30, '30 días para vencer', 'warning'],
    ['2025-04-10', 31, '31 días para vencer', 'success'],
    // A date column serialised as UTC midnight is still that calendar day.
    ['2025-03-11T00:00:00.000Z', 1, 'Vence mañana', 'error'],
  ])('%s', (expiry, days, label, color) => {
    expect(expiryBadge(expiry, '2025-03-10')).toEqual({ days, label, color });
  });

  it('counts from today in Santiago', () => {
    // 01:00 UTC on the 11th is still the 10th in Santiago.
    expect(expiryBadge('2025-03-11', new Date('2025-03-11T01:00:00Z')).label).toBe('Vence mañana');
    expect(expiryBadge(new Date('2999-01-01T12:00:00Z')).color).toBe('success');
  });
});

describe('isExpired', () => {
  it('is expired from the day after its expiry day, in Santiago days', () => {
    expect(isExpired('2026-11-21', '2026-11-22')).toBe(true);
    expect(isExpired('2026-11-22', '2026-11-22')).toBe(false);
    expect(isExpired('2026-11-22T00:00:00Z', '2026-11-22')).toBe(false);
    expect(isExpired('2027-01-01', '2026-11-22')).toBe(false);
    expect(isExpired(null, '2026-11-22')).toBe(false);
    expect(isExpired('', '2026-11-22')).toBe(false);
  });
});
