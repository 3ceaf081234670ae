import { ApiError } from '../../../lib/api-client';

/** Spec 2 §9 toast durations (the dispatch figures, which this document gives for its screens). */
export const TOAST_SUCCESS_MS = 4000;
export const TOAST_ERROR_MS = 6000;
export const TOAST_INFO_MS = 4000;

/** The spec's message followed by the server's reason, e.g. which product and location lack stock. */
export function failureText(prefix: string, error: unknown): string {
  const reason = error instanceof ApiError ? error.message : '';
  return reason ? `${prefix}: ${reason}` : prefix;
}
