import { isDateTime } from '@bodega/domain';
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
