import type { BarcodeClassification } from '@bodega/domain';
import { AppError, type ErrorCode } from '../../lib/app-error';

/**
 * A code that looked like GS1 but could not be read as GS1 (check digit, unknown AI, …) is the
 * GS1 error's 400: its message on the form's `field`, its AI (when known) in the details.
 */
export function refuseGs1Error(result: BarcodeClassification, field: string): void {
  if (!result.gs1_error) return;
  throw new AppError(
    result.gs1_error.code as ErrorCode,
    result.gs1_error.message,
    { [field]: result.gs1_error.message },
    result.gs1_error.ai ? { ai: result.gs1_error.ai } : undefined,
  );
}
