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
