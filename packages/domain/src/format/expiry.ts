import type { ChipColor } from '../stock/colours';
import { daysBetween, santiagoDay, type DateInput } from './dates';

/** Expiry badge thresholds in days. */
export const EXPIRY_THRESHOLDS = { error: 7, warning: 30 } as const;

export interface ExpiryBadge {
  /** Calendar days from today to the expiry day; negative when expired. */
  days: number;
  label: string;
  color: ChipColor;
}

export function expiryLabel(days: number): string {
  if (days < 0) return 'Vencido';
  if (days === 0) return 'Vence hoy';
  if (days === 1) return 'Vence mañana';
  return `${days} días para vencer`;
}

/** 7 days or fewer (expired included) error, 30 or fewer warning, otherwise success. */
export function expiryColor(days: number): ChipColor {
  if (days <= EXPIRY_THRESHOLDS.error) return 'error';
  if (days <= EXPIRY_THRESHOLDS.warning) return 'warning';
  return 'success';
}

/**
 * Badge for a lot's expiry date, counted in Santiago calendar days from `today`. An expiry
 * string is a calendar day: its first 10 characters count, as in the FEFO check, so a
 * '2025-03-31T00:00:00Z' from a date column is the 31st and not the 30th in Santiago.
 */
export function expiryBadge(expiry: DateInput, today: DateInput = new Date()): ExpiryBadge {
  const day = typeof expiry === 'string' && /^\d{4}-\d{2}-\d{2}/.test(expiry) ? expiry.slice(0, 10) : expiry;
  const days = daysBetween(today, day);
  return { days, label: expiryLabel(days), color: expiryColor(days) };
}

/**
 * Whether stock with this expiry has expired by `today` (a Santiago day 'YYYY-MM-DD'): its expiry
 * day is before today. It is still good on its expiry day ('Vence hoy'); no expiry never expires.
 */
export function isExpired(expiry: string | null | undefined, today: string = santiagoDay()): boolean {
  return typeof expiry === 'string' && expiry.length >= 10 && expiry.slice(0, 10) < today;
}
