import { describe, expect, it } from 'vitest';
import { expiredReceiptRefusal } from './expired-receipt';

describe('expired receipt lines', () => {
  it('refuses an expiry before today except into quality control or returns; today and later are received', () => {
    const today = '2026-12-01';
    expect(expiredReceiptRefusal('2020-01-01', 'storage', today)).toBe('La fecha de vencimiento ya pasó');
    expect(expiredReceiptRefusal('2026-11-30', null, today)).toBe('La fecha de vencimiento ya pasó');
    expect(expiredReceiptRefusal('2020-01-01', 'quality_control', today)).toBeNull();
    expect(expiredReceiptRefusal('2020-01-01', 'returns', today)).toBeNull();
    expect(expiredReceiptRefusal('2026-12-01', 'storage', today)).toBeNull();
    expect(expiredReceiptRefusal(null, 'storage', today)).toBeNull();
  });
});
