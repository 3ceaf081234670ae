/** An inventory row with its location's code and description, as the screens that choose stock read it. */
export interface LocatedStockRow {
  product_id: number;
  location_id: number;
  location_code: string;
  location_description: string | null;
  lot_number: string;
  serial_number: string;
  expiry_date: string;
  entry_date: string;
  quantity: number;
}

/**
 * The select of a stock row with its location (aliases `i` inventory, `l` locations): a
 * `LocatedStockRow` with the row's id as `inventory_id` and its committed units.
 */
export const LOCATED_STOCK_COLUMNS = [
  'i.id as inventory_id',
  'i.product_id',
  'i.location_id',
  'l.code as location_code',
  'l.description as location_description',
  'i.lot_number',
  'i.serial_number',
  'i.expiry_date',
  'i.entry_date',
  'i.quantity',
  'i.reserved_quantity',
  'i.held_quantity',
] as const;
