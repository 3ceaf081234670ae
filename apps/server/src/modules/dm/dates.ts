import { INVALID_DATE } from '@bodega/domain';
import { AppError } from '../../lib/app-error';

/** A few minutes of clock difference between browser and server are not "the future". */
const SKEW_MS = 5 * 60 * 1000;

export function assertNotFuture(value: string, field: string, message: string): void {
  if (Date.parse(value) > Date.now() + SKEW_MS) throw new AppError('VALIDATION_ERROR', message, { [field]: message });
}

/** Stored timestamps are ISO strings in UTC, whatever the client sent; a non-date is a 400. */
export function toIso(value: string, field: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new AppError('VALIDATION_ERROR', INVALID_DATE, { [field]: INVALID_DATE });
  return new Date(time).toISOString();
}
