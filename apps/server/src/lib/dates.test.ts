import { describe, expect, it } from 'vitest';
import { santiagoDayEndUtc, santiagoDayStartUtc } from './dates';

describe('Santiago day bounds', () => {
  it('starts a summer day at 03:00 UTC and a winter day at 04:00 UTC', () => {
    expect(santiagoDayStartUtc('2026-01-15')).toBe('2026-01-15T03:00:00.000Z');
    expect(santiagoDayStartUtc('2026-07-15')).toBe('2026-07-15T04:00:00.000Z');
  });
  it('ends a day where the next one starts', () => {
    expect(santiagoDayEndUtc('2026-07-15')).toBe('2026-07-16T04:00:00.000Z');
    expect(santiagoDayEndUtc('2026-12-31')).toBe('2027-01-01T03:00:00.000Z');
  });
});
