import { nowIso } from '../../lib/clock';
import { documentNumber, nextDocumentNumber } from '../../lib/document-sequence';
import { assertCarrierUsable } from './carriers/manage-carriers';
import type { Tx } from '../../db/handle';

export interface NewShipment {
  dock_id: number | null;
  dock_name: string | null;
  carrier: string;
  tracking_number?: string | null | undefined;
  vehicle_plate: string | null;
  ship_date: string;
  estimated_delivery: string;
  notes?: string | null | undefined;
  status: string;
}

/**
 * Writes a shipment (a manual one, or a dock's dispatch) with the next ENV- number, once its
 * carrier is known to be usable; returns its id and the instant it carries.
 */
export async function insertShipment(trx: Tx, values: NewShipment, userId: number): Promise<{ id: number; at: string }> {
  await assertCarrierUsable(trx, values.carrier);
  const number = documentNumber('ENV', await nextDocumentNumber(trx, 'shipments'));
  const at = nowIso();
  const { id } = await trx
    .insertInto('shipments')
    .values({
      shipment_number: number,
      dock_id: values.dock_id,
      dock_name: values.dock_name,
      carrier: values.carrier,
      tracking_number: values.tracking_number ?? null,
      vehicle_plate: values.vehicle_plate,
      ship_date: values.ship_date.slice(0, 10),
      estimated_delivery: values.estimated_delivery.slice(0, 10),
      notes: values.notes ?? null,
      status: values.status,
      delivered_at: null,
      archived_at: null,
      pdf_generated: 0,
      pdf_filename: null,
      pdf_generated_at: null,
      manifest_pdf: null,
      created_by: userId,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, at };
}
