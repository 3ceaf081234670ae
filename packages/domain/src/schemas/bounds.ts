import { z } from 'zod';

/**
 * Bounds every schema keeps: ids are canonical positive integers that fit a
 * PostgreSQL `integer`; quantities are whole numbers up to MAX_QUANTITY per row; money is whole
 * Chilean pesos (CLP has no minor unit), never a binary fraction; measures are finite and physical.
 */
export const MAX_ID = 2_147_483_647;
export const MAX_QUANTITY = 1_000_000_000;
/** Largest amount in pesos of a price, cost or total (a billion-peso line times a thousand). */
export const MAX_MONEY = 1_000_000_000_000;

/** A positive decimal integer written canonically: no sign, no leading zero, no spaces, no exponent. */
export const CANONICAL_ID = /^[1-9][0-9]{0,9}$/;

export function isCanonicalId(text: string): boolean {
  return CANONICAL_ID.test(text) && Number(text) <= MAX_ID;
}

/**
 * An id in a path or query string: only the canonical decimal form reaches the handler
 * ('0x0B', ' 11', '011', '1.1e1' and '+11' are 400). A number (from a JSON body) passes when it is
 * a positive integer within MAX_ID.
 */
export function idParam(message = 'El identificador debe ser un número entero positivo') {
  return z.union([z.string({ error: message }), z.number({ error: message })], { error: message }).transform((value, ctx) => {
    const text = typeof value === 'number' ? (Number.isInteger(value) ? String(value) : '') : value;
    if (!isCanonicalId(text)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return Number(text);
  });
}

/** An optional id in a query string: '' means not given. */
export function optionalIdParam(message = 'El identificador debe ser un número entero positivo') {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), idParam(message).optional());
}

const CANONICAL_WHOLE = /^(0|[1-9][0-9]{0,9})$/;

/**
 * A whole number in a query string, written canonically ('15'; never '015', '1.5e1', '0x0F',
 * ' 15' or '+15', which JavaScript's Number and `z.coerce` would all read as 15), within
 * min … max. A number (from a JSON body) passes when it is an integer in range.
 */
export function wholeQuery(
  message: string,
  {
    min = 1,
    max = 1_000_000,
    minMessage = message,
    maxMessage = message,
  }: { min?: number; max?: number; minMessage?: string; maxMessage?: string } = {},
) {
  return z.union([z.string({ error: message }), z.number({ error: message })], { error: message }).transform((value, ctx) => {
    const text = typeof value === 'number' ? (Number.isInteger(value) ? String(value) : '') : value;
    if (!CANONICAL_WHOLE.test(text)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    const number = Number(text);
    if (number < min || number > max) {
      ctx.addIssue({ code: 'custom', message: number < min ? minMessage : maxMessage });
      return z.NEVER;
    }
    return number;
  });
}
/** A fraction of a unit (2.5) is refused as such, not as "must be above 0". */
export const WHOLE_QUANTITY_MESSAGE = 'La cantidad debe ser un número entero';

/** A whole quantity within [min, max] (default 1 … MAX_QUANTITY). */
export function quantityField(message: string, { min = 1, max = MAX_QUANTITY }: { min?: number; max?: number } = {}) {
  // The maximum first: 1e308 is also not a safe integer, and "too large" is the useful message.
  // Then what is below the range (0, -0.5) before a fraction within it (2.5, 0.5): the first
  // issue is the message a field shows.
  return (
    z
      .number({ error: message })
      .max(max, `No puede superar ${max.toLocaleString('es-CL')}`)
      .refine((value) => !(value < min && (value <= 0 || value <= min - 1)), message)
      // A message that already names whole numbers ('Los pallets deben ser un número entero…') is kept.
      .int(/entero/i.test(message) ? message : WHOLE_QUANTITY_MESSAGE)
      .min(min, message)
  );
}

/** Whole pesos within 0 … MAX_MONEY. */
export function moneyField(message: string, { min = 0 }: { min?: number } = {}) {
  return z
    .number({ error: message })
    .int('El monto debe ser un número entero de pesos')
    .min(min, message)
    .max(MAX_MONEY, `El monto no puede superar ${MAX_MONEY.toLocaleString('es-CL')}`);
}

/** A finite measure (cm, kg, m³…) within (0 or min) … max. */
export function measureField(
  message: string,
  max: number,
  { min = 0, exclusiveMin = true }: { min?: number; exclusiveMin?: boolean } = {},
) {
  const base = z.number({ error: message }).refine(Number.isFinite, message);
  return base
    .refine((value) => (exclusiveMin ? value > min : value >= min), message)
    .refine((value) => value <= max, `No puede superar ${max.toLocaleString('es-CL')}`);
}

/** Largest side of a product, location or zone, in centimetres (a kilometre). */
export const MAX_DIMENSION = 100_000;
/** Largest weight of a product, or weight factor of a location or zone (a hundred tonnes in kg). */
export const MAX_WEIGHT = 100_000;
/** Longest lead time of a supplier, in days (ten years). */
export const MAX_LEAD_TIME_DAYS = 3_650;

/**
 * An optional measure above 0 and at most `max`. An empty number input gives NaN in a form; that
 * counts as "not given" (null) rather than as an invalid value.
 */
export function optionalMeasure(message: string, max: number) {
  // A preprocess rather than a z.nan() branch keeps the schema representable in JSON Schema (OpenAPI).
  return z.preprocess(
    (value) => (typeof value === 'number' && Number.isNaN(value) ? null : value),
    z
      .number({ error: message })
      .positive(message)
      .max(max, `No puede superar ${max.toLocaleString('es-CL')}`)
      .nullable()
      .optional(),
  );
}

/** An optional whole quantity within 0 … max (a form's empty number input is "not given"). */
export function optionalQuantity(message: string, { min = 0, max = MAX_QUANTITY }: { min?: number; max?: number } = {}) {
  return z.preprocess(
    (value) => (typeof value === 'number' && Number.isNaN(value) ? null : value),
    quantityField(message, { min, max }).nullable().optional(),
  );
}
