import { describe, expect, it } from 'vitest';
import { analysisPeriod, lastDays, santiagoDayStart } from './periods';

describe('santiagoDayStart', () => {
  it('is 03:00 UTC in summer time and 04:00 UTC in winter time', () => {
    expect(santiagoDayStart('2026-01-15')).toBe('2026-01-15T03:00:00.000Z');
    expect(santiagoDayStart('2026-07-15')).toBe('2026-07-15T04:00:00.000Z');
  });
  it('starts at 01:00 local on the day the clocks jump from 24:00 (first Sunday of September 2026)', () => {
    expect(santiagoDayStart('2026-09-06')).toBe('2026-09-06T04:00:00.000Z');
  });
});

describe('analysisPeriod', () => {
  const now = '2026-11-25T15:00:00Z'; // 12:00 in Santiago

  it('last_30_days: the 30 days ending today, and the 30 before', () => {
    const period = analysisPeriod('last_30_days', now);
    expect(period).toMatchObject({ start_date: '2026-10-27', end_date: '2026-11-25', days: 30 });
    expect(period.previous).toMatchObject({ start_date: '2026-09-27', end_date: '2026-10-26', days: 30 });
    expect(period.from).toBe('2026-10-27T03:00:00.000Z');
    expect(period.to).toBe('2026-11-26T03:00:00.000Z');
  });

  it('this_month runs from the 1st; the previous period has the same number of days', () => {
    const period = analysisPeriod('this_month', now);
    expect(period).toMatchObject({ start_date: '2026-11-01', end_date: '2026-11-25', days: 25 });
    expect(period.previous).toMatchObject({ start_date: '2026-10-07', end_date: '2026-10-31', days: 25 });
  });

  it('this_quarter and this_year', () => {
    expect(analysisPeriod('this_quarter', now)).toMatchObject({ start_date: '2026-10-01', days: 56 });
    const year = analysisPeriod('this_year', now);
    expect(year).toMatchObject({ start_date: '2026-01-01', days: 329 });
    expect(year.previous).toMatchObject({ start_date: '2025-02-06', end_date: '2025-12-31', days: 329 });
  });

  it('uses the Santiago day: 01:00 UTC on the 1st is still the last day of the previous month', () => {
    expect(analysisPeriod('this_month', '2026-12-01T01:00:00Z')).toMatchObject({
      start_date: '2026-11-01',
      end_date: '2026-11-30',
    });
  });

  it('lastDays', () => {
    expect(lastDays(60, now)).toMatchObject({ start_date: '2026-09-27', end_date: '2026-11-25', days: 60 });
  });
});
