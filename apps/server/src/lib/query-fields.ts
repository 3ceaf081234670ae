import { isDateTime, wholeQuery } from '@bodega/domain';
import { z } from 'zod';

/** Query strings send an empty field as ''; a filter left empty is no filter. */
export const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * A list filter's date: a day 'YYYY-MM-DD' (read as that day in Santiago) or an ISO date-time.
 * A day that does not exist ('2025-02-30', '2025-13-01') is a 400 with the field's name, never a
 * 500 from the date arithmetic nor a silent roll-over into the next month.
 */
export function dateQuery(name: string) {
  return z.preprocess(emptyToUndefined, z.string().trim().refine(isDateTime, `${name} inválida (use AAAA-MM-DD)`).optional());
}

/** A day only ('YYYY-MM-DD'), for filters that compare whole days. */
export function dayQuery(message: string) {
  return z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .refine((text) => text.length === 10 && isDateTime(text), message)
      .optional(),
  );
}

/** A canonical whole number in a query string (the domain's parser: never `z.coerce`). */
export { wholeQuery };

/** `page` of a list: canonical whole number from 1, default 1. */
export function pageQuery(minMessage = 'La página debe ser mayor a 0') {
  return z.preprocess(emptyToUndefined, wholeQuery('La página debe ser un número entero', { min: 1, minMessage }).default(1));
}

/** `per_page` of a list: canonical whole number within 1 … max. */
export function perPageQuery(defaultValue: number, max = 100, messages: { message?: string; min?: string; max?: string } = {}) {
  return z.preprocess(
    emptyToUndefined,
    wholeQuery(messages.message ?? 'El tamaño de página debe ser un número entero', {
      min: 1,
      max,
      minMessage: messages.min ?? 'El tamaño de página debe ser mayor a 0',
      maxMessage: messages.max ?? `El tamaño de página no puede superar ${max}`,
    }).default(defaultValue),
  );
}

/** `page` and `per_page` of a list, to spread into its query schema. */
export function pagingQuery(defaultPerPage: number, max = 100) {
  return { page: pageQuery(), per_page: perPageQuery(defaultPerPage, max) };
}

/** A flag in a query string: true for 'true' or '1', false when absent or anything else allowed. */
export const booleanQuery = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .optional()
  .transform((value) => value === true || value === 'true' || value === '1');

/** `status=a,b`: a comma list of the given values (at most `max`), each one of them; absent when empty. */
export function commaListQuery<const T extends readonly [string, ...string[]]>(
  values: T,
  max: number,
  message = 'Estado no válido',
) {
  return z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : emptyToUndefined(value),
    z
      .array(z.enum(values, { error: message }))
      .max(max)
      .optional(),
  );
}
