import { APP_TIME_ZONE } from '@bodega/domain';

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: APP_TIME_ZONE, timeZoneName: 'longOffset' });

/** Minutes east of UTC in Santiago at an instant ('GMT-03:00' → -180). */
function santiagoOffsetMinutes(at: number): number {
  const name = offsetFormat.formatToParts(new Date(at)).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The UTC instant (ISO) when a calendar day 'YYYY-MM-DD' starts in Santiago. Date filters are
 * days as a Chilean user means them, while timestamps are stored in UTC.
 */
export function santiagoDayStartUtc(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const naive = Date.UTC(year!, month! - 1, date!);
  let instant = naive - santiagoOffsetMinutes(naive) * 60_000;
  // Near a DST change the offset at the guess and at the answer can differ by an hour.
  instant = naive - santiagoOffsetMinutes(instant) * 60_000;
  return new Date(instant).toISOString();
}

/** The UTC instant when the day after `day` starts in Santiago (exclusive upper bound). */
export function santiagoDayEndUtc(day: string): string {
  const next = new Date(`${day}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return santiagoDayStartUtc(next.toISOString().slice(0, 10));
}
