import type { LotRow } from '../api/types';

/** A stock row for the tests: a lot in location 1 ('UB-1'), normal stock, nothing reserved or held. */
export function lotRow(fields: Pick<LotRow, 'id' | 'quantity' | 'lot_number'> & Partial<LotRow>): LotRow {
  return {
    location_id: 1,
    location_code: 'UB-1',
    location_description: null,
    serial_number: null,
    expiry_date: null,
    reserved_quantity: 0,
    held_quantity: 0,
    stock_status: { key: 'normal', label: 'Normal', color: 'success' },
    updated_at: '2026-01-01T00:00:00Z',
    ...fields,
  };
}
