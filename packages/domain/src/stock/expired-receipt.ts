import { isExpired } from '../format/expiry';

/** Where units that arrive already expired may be received: they are kept there, held. */
export const EXPIRED_RECEIPT_LOCATION_TYPES = ['quality_control', 'returns'] as const;

export const EXPIRED_RECEIPT_MESSAGE = 'La fecha de vencimiento ya pasó';

/**
 * Whether a receipt line may carry this expiry into this location: an expiry before `today` is
 * refused (the message) unless the destination is quality control or returns, where the units
 * arrive held. Null when the line may be received.
 */
export function expiredReceiptRefusal(
  expiry: string | null | undefined,
  locationType: string | null | undefined,
  today?: string,
): string | null {
  if (!isExpired(expiry, today)) return null;
  return (EXPIRED_RECEIPT_LOCATION_TYPES as readonly string[]).includes(locationType ?? '') ? null : EXPIRED_RECEIPT_MESSAGE;
}
