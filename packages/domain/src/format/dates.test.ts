import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatDateCL,
  formatDateTimeCL,
  santiagoDay,
  santiagoDateTimeInput,
  santiagoHour,
  santiagoInputToIso,
  santiagoInstant,
} from './dates';

describe('dates in America/Santiago', () => {
  it.each([
    // Summer time (UTC−3) and winter time (UTC−4).
    ['2025-01-15T12:00:00Z', '15-01-2025', '15-01-2025 09:00'],
    ['2025-07-15T12:00:00Z', '15-07-2025', '15-07-2025 08:00'],
    // Just after midnight UTC is still the previous day in Santiago.
    ['2025-03-01T02:30:00Z', '28-02-2025', '28-02-2025 23:30'],
    [new Date('2025-12-31T23:59:00-03:00'), '31-12-2025', '31-12-2025 23:59'],
    [Date.UTC(2025, 5, 1, 16, 5), '01-06-2025', '01-06-2025 12:05'],
  ])('%s', (input, date, dateTime) => {
    expect(formatDateCL(input)).toBe(date);
    expect(formatDateTimeCL(input)).toBe(dateTime);
  });

  it('never shifts a date-only string', () => {
    expect(formatDateCL('2025-03-31')).toBe('31-03-2025');
    expect(formatDateTimeCL('2025-03-31')).toBe('31-03-2025');
  });

  it.each([
    // Summer (UTC−3) and winter (UTC−4) time.
    ['2025-01-15T12:00:00.000Z', '2025-01-15T09:00'],
    ['2025-07-15T12:07:00.000Z', '2025-07-15T08:07'],
    ['2025-03-01T02:30:00.000Z', '2025-02-28T23:30'],
  ])('turns %s into the Santiago input %s and back', (iso, input) => {
    expect(santiagoDateTimeInput(iso)).toBe(input);
    expect(santiagoInputToIso(input)).toBe(iso);
  });

  it('leaves an input that names no time unchanged, for the schema to refuse', () => {
    for (const bad of ['', '2025-13-01T10:00', '2025-01-01T24:00', '2025-01-01', 'ayer']) {
      expect(santiagoInputToIso(bad)).toBe(bad);
    }
    expect(santiagoDateTimeInput(null)).toBe('');
    expect(santiagoDateTimeInput('2025-03-31')).toBe('');
  });

  it.each([null, undefined, '', 'no es fecha'])('empty text for %s', (input) => {
    expect(formatDateCL(input)).toBe('');
    expect(formatDateTimeCL(input)).toBe('');
  });

  it('gives the Santiago calendar day', () => {
    expect(santiagoDay(new Date('2025-03-01T02:30:00Z'))).toBe('2025-02-28');
    expect(santiagoDay('2025-03-31')).toBe('2025-03-31');
    expect(() => santiagoDay('nope')).toThrow(RangeError);
    expect(santiagoDay()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('gives the right day minute by minute around midnight and both clock changes, one call after another', () => {
    const reference = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Santiago',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    // 2025-04-06 the clock goes back (UTC−3 → UTC−4), 2025-09-07 forward, and an ordinary midnight.
    for (const start of ['2025-04-05T23:00:00Z', '2025-09-06T22:00:00Z', '2025-06-15T00:00:00Z']) {
      const from = Date.parse(start);
      for (let minute = 0; minute <= 10 * 60; minute += 7) {
        const instant = new Date(from + minute * 60_000);
        expect(santiagoDay(instant)).toBe(reference.format(instant));
        expect(santiagoDay(instant.getTime())).toBe(reference.format(instant));
      }
    }
    expect(santiagoDay(new Date('2025-03-01T02:30:00Z'))).toBe('2025-02-28');
    expect(() => santiagoDay(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('counts calendar days and adds days', () => {
    expect(daysBetween('2025-01-01', '2025-01-31')).toBe(30);
    expect(daysBetween('2025-03-01', '2025-02-28')).toBe(-1);
    // Across the April daylight-saving change.
    expect(daysBetween('2025-04-01', '2025-04-10')).toBe(9);
    expect(addDays('2025-02-27', 3)).toBe('2025-03-02');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  });

  it('reads the Santiago hour and finds the instant of a Santiago hour, in summer and winter time', () => {
    // Summer (UTC−3) and winter (UTC−4).
    expect(santiagoHour(new Date('2026-01-15T06:30:00Z'))).toBe(3);
    expect(santiagoHour(new Date('2026-07-15T06:30:00Z'))).toBe(2);
    expect(santiagoInstant('2026-01-15', 3).toISOString()).toBe('2026-01-15T06:00:00.000Z');
    expect(santiagoInstant('2026-07-15', 3).toISOString()).toBe('2026-07-15T07:00:00.000Z');
    expect(santiagoInstant('2026-07-15', 0).toISOString()).toBe('2026-07-15T04:00:00.000Z');
    expect(() => santiagoHour('nope')).toThrow(RangeError);
  });
});
