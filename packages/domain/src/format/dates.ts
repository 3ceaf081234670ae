export const APP_TIME_ZONE = 'America/Santiago';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

export type DateInput = Date | string | number;

const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

interface DateParts {
  year: string;
  month: string;
  day: string;
  hour: string | null;
  minute: string | null;
}

/**
 * Calendar parts in Santiago. A date-only string ('2025-03-31') is a calendar day, not an
 * instant, so it is never shifted by the time zone.
 */
function partsOf(input: DateInput | null | undefined): DateParts | null {
  if (input == null || input === '') return null;
  if (typeof input === 'string') {
    const day = DATE_ONLY.exec(input.trim());
    if (day) return { year: day[1]!, month: day[2]!, day: day[3]!, hour: null, minute: null };
  }
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, string> = {};
  for (const part of partsFormat.formatToParts(date)) parts[part.type] = part.value;
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '00',
    minute: parts.minute ?? '00',
  };
}

/**
 * The one date format of every screen, document and workbook: 'dd-mm-aaaa' in Santiago, whatever
 * the time zone of the browser or server. Empty string for missing or invalid input.
 */
export function formatDateCL(input: DateInput | null | undefined): string {
  const p = partsOf(input);
  return p ? `${p.day}-${p.month}-${p.year}` : '';
}

/** Date and time in Santiago where the time matters: '31-03-2025 14:05'. A date-only string has no time. */
export function formatDateTimeCL(input: DateInput | null | undefined): string {
  const p = partsOf(input);
  if (!p) return '';
  return p.hour === null ? `${p.day}-${p.month}-${p.year}` : `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}`;
}

/** Santiago's wall clock of an instant as a datetime-local input's value: 'YYYY-MM-DDTHH:mm'. */
export function santiagoDateTimeInput(input: DateInput | null | undefined): string {
  const p = partsOf(input);
  if (!p || p.hour === null) return '';
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/**
 * The instant (ISO, UTC) a Santiago wall-clock value 'YYYY-MM-DDTHH:mm' names, as a datetime-local
 * input gives it: the browser's own time zone plays no part. Invalid text is returned unchanged, for
 * the schema to refuse.
 */
export function santiagoInputToIso(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return value;
  const [, day, hour, minute] = match;
  if (Number(hour) > 23 || Number(minute) > 59 || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return value;
  return new Date(santiagoInstant(day!, Number(hour)).getTime() + Number(minute) * 60_000).toISOString();
}

let lastDayHour = Number.NaN;
let lastDay = '';

/** The calendar day in Santiago as 'YYYY-MM-DD' (date-only strings are returned as they are). */
export function santiagoDay(input: DateInput = new Date()): string {
  // Every stock write asks for today's day; formatting through Intl costs more than the rest of
  // this function, so the last instant's day is kept for its UTC hour: Santiago's offset has been
  // a whole number of hours (UTC−3 or UTC−4) since 1970, so its day changes only on the hour.
  const time = input instanceof Date ? input.getTime() : typeof input === 'number' ? input : Number.NaN;
  if (time >= 0) {
    const hour = Math.floor(time / 3_600_000);
    if (hour !== lastDayHour) {
      lastDay = dayText(partsOf(time));
      lastDayHour = hour;
    }
    return lastDay;
  }
  return dayText(partsOf(input));
}

function dayText(p: DateParts | null): string {
  if (!p) throw new RangeError('Fecha inválida');
  return `${p.year}-${p.month}-${p.day}`;
}

function dayNumber(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year!, month! - 1, date!) / 86_400_000;
}

/** Whole calendar days from `from` to `to` in Santiago (negative when `to` is earlier). */
export function daysBetween(from: DateInput, to: DateInput): number {
  return Math.round(dayNumber(santiagoDay(to)) - dayNumber(santiagoDay(from)));
}

/** 'YYYY-MM-DD' plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(dayNumber(santiagoDay(day)) * 86_400_000 + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

/** The hour of the day in Santiago (0–23) of an instant. */
export function santiagoHour(input: DateInput = new Date()): number {
  const p = partsOf(input);
  if (!p || p.hour === null) throw new RangeError('Fecha inválida');
  return Number(p.hour);
}

/**
 * The instant at which Santiago's clock reads `hour`:00 on `day` ('YYYY-MM-DD'). Santiago is UTC−3
 * or UTC−4: the one offset whose local time matches is taken (on the night the clock goes back
 * and the hour happens twice, the first; when it goes forward and the hour does not exist, the
 * hour after).
 */
export function santiagoInstant(day: string, hour: number): Date {
  const midnightUtc = dayNumber(day) * 86_400_000 + hour * 3_600_000;
  for (const offsetHours of [3, 4, 5]) {
    const candidate = new Date(midnightUtc + offsetHours * 3_600_000);
    if (santiagoDay(candidate) === day && santiagoHour(candidate) >= hour) return candidate;
  }
  return new Date(midnightUtc + 4 * 3_600_000);
}
