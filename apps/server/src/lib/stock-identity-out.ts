/** The lot, serial and expiry of a stock row as responses show them: null where the column holds '' (none). */
export function stockIdentityOut(row: { lot_number: string; serial_number: string; expiry_date: string }): {
  lot_number: string | null;
  serial_number: string | null;
  expiry_date: string | null;
} {
  return {
    lot_number: row.lot_number || null,
    serial_number: row.serial_number || null,
    expiry_date: row.expiry_date || null,
  };
}
