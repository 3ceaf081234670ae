import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Which form field a server field name lands on, or null to leave it to the refusal banner.
 * The default keeps the names the form's values hold (`code`, `details.0.quantity` when `details`
 * is a value).
 */
export type ServerFieldMap = (serverField: string) => string | null;

/** A map that keeps a server field when its first segment is one of the form's value names. */
export function fieldsOf(values: FieldValues): ServerFieldMap {
  return (field) => (field.split('.')[0]! in values ? field : null);
}

/**
 * Puts the server's per-field messages (the same texts as the form's zod schema) under the
 * matching form fields, as `{ type: 'server' }` errors; returns how many landed.
 * Every form dialog and page form uses it through `useFormDialog` or directly.
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  mapField: ServerFieldMap = (field) => field,
): number {
  if (!(error instanceof ApiError) || !error.fields) return 0;
  let count = 0;
  for (const [serverField, message] of Object.entries(error.fields)) {
    const field = mapField(serverField);
    if (field === null) continue;
    setError(field as Path<Values>, { type: 'server', message });
    count++;
  }
  return count;
}
