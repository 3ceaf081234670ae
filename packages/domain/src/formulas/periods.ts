import { addDays, santiagoDay, type DateInput } from '../format/dates';

/** Time ranges of the analysis filters. */
export const TIME_RANGES = ['last_30_days', 'last_60_days', 'last_90_days', 'this_month', 'this_quarter', 'this_year'] as const;
export type TimeRange = (typeof TIME_RANGES)[number];
export const DEFAULT_ANALYTICS_TIME_RANGE: TimeRange = 'last_30_days';

export const TIME_RANGE_LABELS: Record<TimeRange, string> = {
  last_30_days: 'Últimos 30 días',
  last_60_days: 'Últimos 60 días',
  last_90_days: 'Últimos 90 días',
  this_month: 'Este mes',
  this_quarter: 'Este trimestre',
  this_year: 'Este año',
};

/** Rotation chart periods in days. */
export const ROTATION_DAYS = [30, 60, 90] as const;

export interface DayRange {
  /** First Santiago day, 'YYYY-MM-DD'. */
  start_date: string;
  /** Last Santiago day, inclusive. */
  end_date: string;
  days: number;
  /** First instant of start_date in Santiago, ISO UTC. */
  from: string;
  /** First instant after end_date in Santiago (exclusive bound), ISO UTC. */
  to: string;
}

export interface AnalysisPeriod extends DayRange {
  time_range: TimeRange;
  /** The days of the same length just before (KPIs compare against it). */
  previous: DayRange;
}

/**
 * The first instant of a Santiago calendar day, as an ISO UTC string. Santiago is UTC−3 or UTC−4;
 * on the day daylight time starts the clock jumps from 24:00 to 01:00, so that day starts at 01:00
 * local: the earliest of 03:00 and 04:00 UTC that already falls on the day.
 */
export function santiagoDayStart(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const midnightUtc = Date.UTC(year!, month! - 1, date!);
  for (const hours of [3, 4, 5]) {
    const candidate = new Date(midnightUtc + hours * 3_600_000);
    if (santiagoDay(candidate) === day) return candidate.toISOString();
  }
  return new Date(midnightUtc + 4 * 3_600_000).toISOString();
}

function dayRange(start: string, end: string): DayRange {
  const days = Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
  return { start_date: start, end_date: end, days, from: santiagoDayStart(start), to: santiagoDayStart(addDays(end, 1)) };
}

/**
 * The analysed days up to today (Santiago) and the previous period of the same length:
 * last_N_days are the N days ending today; this_month / this_quarter / this_year run from the
 * first day of the month / quarter / year to today.
 */
export function analysisPeriod(range: TimeRange, now: DateInput = new Date()): AnalysisPeriod {
  const today = santiagoDay(now);
  const [year, month] = today.split('-').map(Number) as [number, number];
  let start: string;
  switch (range) {
    case 'last_30_days':
      start = addDays(today, -29);
      break;
    case 'last_60_days':
      start = addDays(today, -59);
      break;
    case 'last_90_days':
      start = addDays(today, -89);
      break;
    case 'this_month':
      start = `${year}-${String(month).padStart(2, '0')}-01`;
      break;
    case 'this_quarter':
      start = `${year}-${String(Math.floor((month - 1) / 3) * 3 + 1).padStart(2, '0')}-01`;
      break;
    case 'this_year':
      start = `${year}-01-01`;
      break;
  }
  const current = dayRange(start, today);
  const previous = dayRange(addDays(start, -current.days), addDays(start, -1));
  return { time_range: range, ...current, previous };
}

/** The `days` Santiago days ending today (rotation chart). */
export function lastDays(days: number, now: DateInput = new Date()): DayRange {
  const today = santiagoDay(now);
  return dayRange(addDays(today, -(days - 1)), today);
}
