import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';

/**
 * The server names fields as in its payload: the simplified receipt says `reference` and
 * `details.N.x` where the form says `order_number` and `items.N.x`.
 */
export function formFieldFor(serverField: string): string {
  if (serverField === 'reference') return 'order_number';
  return serverField.replace(/^details(?=\.|$)/, 'items');
}

/** Puts the server's `fields` messages under the matching form fields; returns how many landed. */
export function applyServerFieldErrors<V extends FieldValues>(error: unknown, setError: UseFormSetError<V>, rename = formFieldFor): number {
  if (!(error instanceof ApiError) || !error.fields) return 0;
  let count = 0;
  for (const [field, message] of Object.entries(error.fields)) {
    setError(rename(field) as Path<V>, { type: 'server', message });
    count++;
  }
  return count;
}
