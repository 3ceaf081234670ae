import { CLINICAL_SERVICE_LOCATION_TYPE, MOVEMENT_MESSAGES, type MovementDetail } from '@bodega/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { heldStockError } from '../ledger';
import { availableAt, locationsById, productsById } from './movement-stock.repository';

export function shortageMessage(
  product: { name: string; sku: string },
  locationCode: string,
  available: number,
  requested: number,
): string {
  return `Stock insuficiente de ${product.name} (${product.sku}) en ${locationCode}: disponible ${available}, solicitado ${requested}`;
}

/**
 * Checks every line against the database: products and locations exist, and each source holds
 * what its lines (summed per product and source) ask for. The web form checks the same with the
 * quantity it read; the server reads it again. Throws 400 naming product and location.
 */
export async function validateDetails(db: Kysely<Database>, details: readonly MovementDetail[]): Promise<void> {
  const products = await productsById(db, [...new Set(details.map((d) => d.product_id))]);
  const locations = await locationsById(db, [
    ...new Set(details.flatMap((d) => [d.source_location_id, d.destination_location_id])),
  ]);
  const fields: Record<string, string> = {};
  details.forEach((d, i) => {
    if (!products.has(d.product_id)) fields[`details.${i}.product_id`] = 'Producto no encontrado';
    if (!locations.has(d.source_location_id)) fields[`details.${i}.source_location_id`] = 'Ubicación de origen no encontrada';
    if (!locations.has(d.destination_location_id))
      fields[`details.${i}.destination_location_id`] = 'Ubicación de destino no encontrada';
  });
  if (Object.keys(fields).length) throw new AppError('VALIDATION_ERROR', Object.values(fields)[0], fields);
  details.forEach((d, i) => {
    for (const key of ['source_location_id', 'destination_location_id'] as const) {
      const location = locations.get(d[key])!;
      if (location.location_type === CLINICAL_SERVICE_LOCATION_TYPE)
        fields[`details.${i}.${key}`] = MOVEMENT_MESSAGES.clinicalServiceLocation(location.code);
    }
  });
  if (Object.keys(fields).length) throw new AppError('VALIDATION_ERROR', Object.values(fields)[0], fields);

  const requested = new Map<string, { quantity: number; index: number; detail: MovementDetail }>();
  details.forEach((d, index) => {
    const key = `${d.product_id}:${d.source_location_id}`;
    const entry = requested.get(key);
    if (entry) entry.quantity += d.quantity;
    else requested.set(key, { quantity: d.quantity, index, detail: d });
  });
  for (const { quantity, index, detail } of requested.values()) {
    const available = await availableAt(db, detail.product_id, detail.source_location_id);
    if (available < quantity) {
      const held = await heldStockError(db, { product_id: detail.product_id, location_id: detail.source_location_id }, quantity);
      if (held) throw held;
      const message = shortageMessage(
        products.get(detail.product_id)!,
        locations.get(detail.source_location_id)!.code,
        available,
        quantity,
      );
      throw new AppError(
        'VALIDATION_ERROR',
        message,
        { [`details.${index}.quantity`]: MOVEMENT_MESSAGES.maxAvailable(available) },
        { product_id: detail.product_id, location_id: detail.source_location_id, available, requested: quantity },
      );
    }
  }
}
