import { santiagoDayEndUtc, santiagoDayStartUtc } from '../../lib/dates';

const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/;

/**
 * The required date as an instant (ISO, UTC). A date-time with a zone is that instant; one without
 * a zone (a datetime-local input) is that wall-clock time in Santiago; a bare day is the end of
 * that Santiago day (due by the end of the day).
 */
export function requiredDateUtc(text: string | null | undefined): string | null {
  if (!text) return null;
  if (text.length === 10) return new Date(Date.parse(santiagoDayEndUtc(text)) - 1).toISOString();
  if (HAS_ZONE.test(text)) return new Date(text).toISOString();
  const day = text.slice(0, 10);
  const [hours = '0', minutes = '0', seconds = '0'] = text.slice(11).split(':');
  const offset = (Number(hours) * 3600 + Number(minutes) * 60 + Number.parseFloat(seconds)) * 1000;
  return new Date(Date.parse(santiagoDayStartUtc(day)) + offset).toISOString();
}
