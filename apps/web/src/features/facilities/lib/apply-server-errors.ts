import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';

/** Puts the server's per-field messages (same texts as the form's schema) under their fields. */
export function applyServerErrors<Values extends FieldValues>(
  error: unknown,
  values: Values,
  setError: UseFormSetError<Values>,
): void {
  if (!(error instanceof ApiError)) return;
  for (const [field, message] of Object.entries(error.fields ?? {})) {
    if (field in values) setError(field as Path<Values>, { type: 'server', message });
  }
}
