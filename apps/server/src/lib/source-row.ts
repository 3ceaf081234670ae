/**
 * An inventory row a document may take units from, with the units not committed
 * (quantity − reserved_quantity) as `available`: what a dispatch or a movement chooses its sources
 * among.
 */
export interface SourceRow {
  product_id: number;
  location_id: number;
  lot_number: string;
  serial_number: string;
  expiry_date: string;
  entry_date: string;
  available: number;
}
