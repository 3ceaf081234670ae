import { dmLineIssues, expiredReceiptRefusal, santiagoDay, serialLineIssues } from '@bodega/domain';
import { assertZoneCapacity } from './zone-capacity';
import { AppError } from '../../lib/app-error';
import type { Checked, ReceiptContext, ReceiptHeader, ReceiptLine } from './receipt.types';
import { receiptHeader } from './receipt-documents.repository';
import {
  locationsForReceipt,
  productsForReceipt,
  serialsInStock,
  warehouseExists,
  zonesForReceipt,
  type ZoneForReceipt,
} from './receipt-refs.repository';

/* What a receipt must satisfy before it is written: references, products, serials, medical-device data, zone capacity. */

export const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export function fail(fields: Record<string, string>): never {
  const first = Object.values(fields)[0]!;
  throw new AppError('VALIDATION_ERROR', first, fields);
}

export function duplicateReference(reference: string): AppError {
  const message = `Ya existe un ingreso con el número de orden ${reference}`;
  return new AppError('DUPLICATE', message, { reference: message });
}

/** The serials a line names with the field each is keyed by: its single serial, or one per unit. */
function lineSerials(line: ReceiptLine, field: string, index: number): Array<{ serial: string; key: string }> {
  if (line.serial_numbers?.length) {
    return line.serial_numbers.flatMap((value, k) => {
      const serial = text(value);
      return serial === null ? [] : [{ serial, key: `${field}.${index}.serial_numbers.${k}` }];
    });
  }
  const serial = text(line.serial_number);
  return serial === null ? [] : [{ serial, key: `${field}.${index}.serial_number` }];
}

/**
 * A serial number names one unit: it may appear once per product in a receipt (`invalid`, 400),
 * and not at all when that product already has it in stock, at a clinical service or implanted
 * (`taken`, 409). Field messages keyed like checkReceipt's.
 */
export async function serialIssues(
  c: ReceiptContext,
  lines: readonly ReceiptLine[],
  field: 'items' | 'details',
): Promise<{ invalid: Record<string, string>; taken: Record<string, string> }> {
  const invalid: Record<string, string> = {};
  const taken: Record<string, string> = {};
  const seen = new Set<string>();
  const pairs: Array<{ product_id: number; serial: string; key: string }> = [];
  lines.forEach((line, index) => {
    for (const { serial, key } of lineSerials(line, field, index)) {
      const id = `${line.product_id}|${serial}`;
      if (seen.has(id)) invalid[key] = `El número de serie ${serial} está repetido en este ingreso`;
      else pairs.push({ product_id: line.product_id, serial, key });
      seen.add(id);
    }
  });
  if (pairs.length === 0) return { invalid, taken };
  const inStock = await serialsInStock(c.trx, pairs);
  for (const pair of pairs) {
    if (inStock.has(`${pair.product_id}|${pair.serial}`)) {
      taken[pair.key] =
        `El número de serie ${pair.serial} ya existe para este producto (en inventario, en un servicio o implantado)`;
    }
  }
  return { invalid, taken };
}

/** 400 for bad serials of the payload, else 409 for serials that name units that already exist. */
export function failOnSerials(serials: { invalid: Record<string, string>; taken: Record<string, string> }): void {
  if (Object.keys(serials.invalid).length) fail(serials.invalid);
  const first = Object.values(serials.taken)[0];
  if (first) throw new AppError('DUPLICATE', first, serials.taken);
}

/** A line as stored and stocked: a line with one serial per unit becomes one line of quantity 1 per serial. */
export function unitLines<T extends ReceiptLine>(line: T): T[] {
  if (!line.serial_numbers?.length) return [line];
  return line.serial_numbers.map((serial) => ({ ...line, quantity: 1, serial_number: serial, serial_numbers: undefined }));
}

/**
 * Checks what the schema cannot: warehouse and zone exist and belong together, every product
 * exists, destinations exist, and the priority medical-device rules with the product's flags
 * read from the database (a client cannot skip them by leaving its copy of the flags out).
 * `field` is the payload's array name, so messages are keyed like `items.3.numero_registro_sanitario`.
 */
export async function checkReceipt(
  c: ReceiptContext,
  header: ReceiptHeader,
  lines: readonly ReceiptLine[],
  field: 'items' | 'details',
): Promise<Checked> {
  const fields: Record<string, string> = {};
  if (header.warehouse_id && !(await warehouseExists(c.trx, header.warehouse_id)))
    fields.warehouse_id = 'La bodega seleccionada no existe';
  let zone: ZoneForReceipt | null = null;
  if (header.zone_id) {
    zone = (await zonesForReceipt(c.trx, [header.zone_id])).get(header.zone_id) ?? null;
    if (!zone) fields.zone_id = 'La zona seleccionada no existe';
    else if (header.warehouse_id && zone.warehouse_id !== header.warehouse_id)
      fields.zone_id = 'La zona no pertenece a la bodega seleccionada';
  }
  const products = await productsForReceipt(c.trx, [...new Set(lines.map((line) => line.product_id))]);
  const locations = await locationsForReceipt(c.trx, [
    ...new Set(lines.flatMap((line) => (line.destination_location_id ? [line.destination_location_id] : []))),
  ]);
  const today = santiagoDay();
  lines.forEach((line, index) => {
    const product = products.get(line.product_id);
    if (!product) {
      fields[`${field}.${index}.product_id`] = 'Producto no encontrado';
      return;
    }
    if (line.destination_location_id && !locations.has(line.destination_location_id)) {
      fields[`${field}.${index}.destination_location_id`] = 'La ubicación de destino no existe';
    }
    // Expired units only into quality control or returns, where they arrive held (writeStock).
    const destination = line.destination_location_id ? locations.get(line.destination_location_id) : undefined;
    const expired = expiredReceiptRefusal(line.expiry_date, destination?.location_type, today);
    if (expired) fields[`${field}.${index}.expiry_date`] = expired;
    const dm = {
      forma_adquisicion: line.forma_adquisicion,
      fecha_recepcion_conforme: line.fecha_recepcion_conforme,
      numero_registro_sanitario: line.numero_registro_sanitario,
    };
    for (const issue of dmLineIssues(dm, product)) fields[`${field}.${index}.${issue.path}`] = issue.message;
    for (const issue of serialLineIssues({ ...line }, product)) fields[`${field}.${index}.${issue.path}`] = issue.message;
  });
  const serials = await serialIssues(c, lines, field);
  Object.assign(fields, serials.invalid);
  if (Object.keys(fields).length) fail(fields);
  failOnSerials(serials);
  return { products, locations, zone };
}

/** The zone-capacity rule, shared with a product's initial stock (zone-capacity.ts). */
export function assertReceiptZoneCapacity(
  c: ReceiptContext,
  unitsByZone: Map<number, number>,
  chosenZoneId: number | null | undefined,
): Promise<void> {
  return assertZoneCapacity(c.trx, unitsByZone, chosenZoneId);
}

export function unitsByZone(entries: Iterable<{ zone_id: number | null | undefined; quantity: number }>): Map<number, number> {
  const map = new Map<number, number>();
  for (const entry of entries) if (entry.zone_id) map.set(entry.zone_id, (map.get(entry.zone_id) ?? 0) + entry.quantity);
  return map;
}

export async function requirePending(c: ReceiptContext, id: number, action: string) {
  const header = await receiptHeader(c.trx, id);
  if (!header) throw new AppError('NOT_FOUND', 'Ingreso no encontrado');
  if (header.status !== 'Pendiente')
    throw new AppError(
      'INVALID_STATE',
      `Solo se pueden ${action} ingresos pendientes; este ingreso está ${header.status}`,
      undefined,
      { status: header.status },
    );
  return header;
}
