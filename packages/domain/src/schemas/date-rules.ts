import { addDays, formatDateCL, santiagoDay } from '../format/dates';

/*
 * The one set of rules for dates a person could not mean, used by every schema that takes one:
 * each refusal is Spanish and names its field. Days are Santiago calendar days ('YYYY-MM-DD'); a
 * date-time counts by its day (an ISO instant with a zone by its Santiago day), so a value later
 * today is not "the future" here — the server checks the instant where minutes matter.
 */

/** The earliest plausible year of a receipt's conformity date and of an implantation. */
export const EARLIEST_YEAR = { recepcion: 2000, implante: 1900 } as const;

export const DATE_RULE_MESSAGES = {
  notBeforeToday: (field: string) => `${field} no puede ser anterior a hoy`,
  notInFuture: (field: string) => `${field} no puede ser futura`,
  notBeforeYear: (field: string, year: number) => `${field} no puede ser anterior al año ${year}`,
  notBefore: (field: string, other: string) => `${field} no puede ser anterior a ${other}`,
  atMostDaysAhead: (field: string, days: number) =>
    `${field} no puede ser más de ${days} ${days === 1 ? 'día' : 'días'} después de hoy`,
} as const;

/** The calendar day a date or date-time names; null when it is empty or not a date. */
export function dateRuleDay(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value.trim())) return null;
  const text = value.trim();
  // An instant with its zone (Z or ±hh:mm) is the Santiago day it falls on; a local value is its own day.
  if (/T.*(Z|[+-]\d{2}:?\d{2})$/.test(text)) {
    const time = Date.parse(text);
    return Number.isNaN(time) ? null : santiagoDay(new Date(time));
  }
  return text.slice(0, 10);
}

export interface DateRules {
  notBeforeToday?: boolean;
  notInFuture?: boolean;
  notBeforeYear?: number;
  /** Not after today plus this many days. */
  atMostDaysAhead?: number;
  /** Not before another date of the same form: its value and its name. */
  notBefore?: { value: string | null | undefined; name: string };
}

/** The refusal of a date by `rules`, naming `field` (as a person reads it: 'La fecha requerida'); null when it holds. */
export function dateRuleIssue(
  value: string | null | undefined,
  field: string,
  rules: DateRules,
  today: string = santiagoDay(),
): string | null {
  const day = dateRuleDay(value);
  if (day === null) return null;
  if (rules.notBeforeYear !== undefined && Number(day.slice(0, 4)) < rules.notBeforeYear)
    return DATE_RULE_MESSAGES.notBeforeYear(field, rules.notBeforeYear);
  if (rules.notBeforeToday && day < today) return DATE_RULE_MESSAGES.notBeforeToday(field);
  if (rules.notInFuture && day > today) return DATE_RULE_MESSAGES.notInFuture(field);
  if (rules.atMostDaysAhead !== undefined && day > addDays(today, rules.atMostDaysAhead))
    return DATE_RULE_MESSAGES.atMostDaysAhead(field, rules.atMostDaysAhead);
  const other = dateRuleDay(rules.notBefore?.value);
  if (rules.notBefore && other !== null && day < other) return DATE_RULE_MESSAGES.notBefore(field, rules.notBefore.name);
  return null;
}

/**
 * An implantation: not in the future, not before 1900 and, when the unit's receipt is known, not
 * before the day the unit was received (the schema knows no receipt; the server passes it).
 */
export function implantDateIssue(
  value: string | null | undefined,
  receivedOn: string | null = null,
  today: string = santiagoDay(),
): string | null {
  const received = dateRuleDay(receivedOn);
  return dateRuleIssue(
    value,
    'La fecha de implantación',
    {
      notInFuture: true,
      notBeforeYear: EARLIEST_YEAR.implante,
      ...(received ? { notBefore: { value: received, name: `la recepción del dispositivo (${formatDateCL(received)})` } } : {}),
    },
    today,
  );
}

/** An explant comes after its implant (as instants: the same day is fine, the same minute or before is not). */
export function explantDateIssue(value: string, implantedAt: string): string | null {
  const explant = Date.parse(value);
  const implant = Date.parse(implantedAt);
  if (Number.isNaN(explant) || Number.isNaN(implant)) return null;
  return explant <= implant ? EXPLANT_BEFORE_IMPLANT : null;
}
export const EXPLANT_BEFORE_IMPLANT = 'La fecha de explante debe ser posterior a la de implantación';
