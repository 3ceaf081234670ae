import { z } from 'zod';
import { MAX_ID } from './bounds';

/**
 * Conditional rules run even when another field is invalid, so a form shows every message at
 * once. Such a rule sees a value that may not have parsed, so it reads fields defensively.
 */
export const ALWAYS = { when: () => true } as const;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Empty for a conditional rule: missing, null or blank text. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A positive integer id; `message` covers missing, empty and non-numeric values. */
export function idField(message: string) {
  return z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
}

/**
 * An optional number above 0. An empty number input gives NaN in a form; that counts as "not
 * given" (null) rather than as an invalid value.
 */
export function optionalPositive(message: string) {
  // A preprocess rather than a z.nan() branch keeps the schema representable in JSON Schema (OpenAPI).
  return z.preprocess(
    (value) => (typeof value === 'number' && Number.isNaN(value) ? null : value),
    z.number({ error: message }).positive(message).nullable().optional(),
  );
}

export function requiredText(message: string, max = 255) {
  return z.string({ error: message }).trim().min(1, message).max(max, `No puede superar ${max} caracteres`);
}

export function optionalText(max = 255) {
  return z.string().trim().max(max, `No puede superar ${max} caracteres`).nullable().optional();
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

function validCalendarDay(text: string): boolean {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
}

/** 'YYYY-MM-DD' or an ISO date-time whose day exists in the calendar (no 30 February). */
export function isDateTime(text: string): boolean {
  return (DATE.test(text) || DATE_TIME.test(text)) && validCalendarDay(text) && !Number.isNaN(Date.parse(text));
}

export const INVALID_DATE = 'Fecha inválida';

/**
 * A calendar day, output as 'YYYY-MM-DD'. A full ISO date-time is accepted and cut to its first
 * 10 characters, the way the FEFO check compares expiry days.
 */
export function dateField(message: string, invalidMessage = INVALID_DATE) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine(isDateTime, invalidMessage)
    .transform((text) => text.slice(0, 10));
}

/** A date-time as a datetime-local input or ISO 8601 gives it; a plain date is accepted too. */
export function dateTimeField(message: string, invalidMessage = INVALID_DATE) {
  return z.string({ error: message }).trim().min(1, message).refine(isDateTime, invalidMessage);
}

/** Optional date: '' and null mean none (and come out as null). */
export function optionalDate(invalidMessage = INVALID_DATE) {
  return z
    .string({ error: invalidMessage })
    .trim()
    .refine((text) => text === '' || isDateTime(text), invalidMessage)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value == null ? value : value.slice(0, 10)));
}

export function optionalDateTime(invalidMessage = INVALID_DATE) {
  return z
    .string({ error: invalidMessage })
    .trim()
    .refine((text) => text === '' || isDateTime(text), invalidMessage)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));
}

/** Priority 1–5 of orders, tasks and waves. */
export function priorityField(defaultValue: number) {
  const message = 'La prioridad debe estar entre 1 y 5';
  return z.number({ error: message }).int(message).min(1, message).max(5, message).default(defaultValue);
}

export const COMMON_MESSAGES = {
  atLeastOneProduct: 'Debe agregar al menos un producto',
  barcodeRequired: 'El código de barras es requerido',
  completeRequired: 'Por favor complete todos los campos requeridos',
} as const;
