import { withLotExpiries } from './receipt-lots';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { linkReceipt } from '../purchasing';
import {
  assertReceiptZoneCapacity,
  checkReceipt,
  duplicateReference,
  requirePending,
  text,
  unitLines,
  unitsByZone,
} from './receipt-checks';
import type { ReceiptContext, ReceiptLine } from './receipt.types';
import { detailValues, processReceipt, readReceipt } from './receive-receipt';
import {
  cancelStorageList,
  deleteReceipt,
  deleteReceiptLines,
  insertReceiptLines,
  openStorageList,
  transitionReceipt,
  updateReceiptHeader,
} from './receipt-documents.repository';
import { referenceTaken } from './receipt-refs.repository';

/* A Pendiente receipt changed before it reaches stock: edited, cancelled or deleted. */

/**
 * The open storage list of a Pendiente receipt about to be cancelled or deleted: refused (409)
 * once that list has stored units, which are in stock by then.
 */
async function listWithoutStoredUnits(c: ReceiptContext, id: number, action: 'cancelar' | 'eliminar') {
  const list = await openStorageList(c.trx, id);
  if (list && Number(list.stored_items) > 0) {
    throw new AppError(
      'INVALID_STATE',
      `No se puede ${action}: la lista ${list.list_number} ya almacenó productos en inventario`,
      undefined,
      { storage_list_id: list.id },
    );
  }
  return list;
}

/** Pendiente → Cancelado; its open storage list is cancelled too unless it already stored units. */
export async function cancelReceipt(c: ReceiptContext, id: number) {
  await requirePending(c, id, 'cancelar');
  const list = await listWithoutStoredUnits(c, id, 'cancelar');
  const now = nowIso();
  if (list) await cancelStorageList(c.trx, list.id, now);
  if (!(await transitionReceipt(c.trx, id, 'Pendiente', 'Cancelado', now)))
    throw new AppError('INVALID_STATE', 'El ingreso cambió de estado mientras se cancelaba');
  return readReceipt(c.trx, id);
}

/** Edit while Pendiente: header and lines replaced; a status change runs process or cancel. */
export async function updateReceipt(
  c: ReceiptContext,
  id: number,
  input: {
    reference: string;
    supplier?: string | null | undefined;
    supplier_id?: number | null | undefined;
    notes?: string | null | undefined;
    status: string;
    details: readonly ReceiptLine[];
  },
  userId: number | null,
) {
  const header = await requirePending(c, id, 'editar');
  const list = await openStorageList(c.trx, id);
  if (list) {
    throw new AppError(
      'INVALID_STATE',
      `El ingreso tiene la lista de almacenamiento ${list.list_number} en curso; no se puede editar`,
      undefined,
      { storage_list_id: list.id },
    );
  }
  const reference = input.reference.trim();
  if (await referenceTaken(c.trx, reference, id)) throw duplicateReference(reference);
  input = { ...input, details: await withLotExpiries(c, input.details, 'details', { reference, user_id: userId }) };
  const checked = await checkReceipt(
    c,
    { reference, warehouse_id: header.warehouse_id, zone_id: header.zone_id },
    input.details,
    'details',
  );
  await assertReceiptZoneCapacity(
    c,
    unitsByZone(
      input.details.map((line) => ({
        zone_id: line.destination_location_id ? checked.locations.get(line.destination_location_id)!.zone_id : header.zone_id,
        quantity: line.quantity,
      })),
    ),
    header.zone_id,
  );
  try {
    await updateReceiptHeader(c.trx, id, { reference, supplier: text(input.supplier), notes: text(input.notes), now: nowIso() });
    if (input.supplier_id)
      await linkReceipt(c.trx, id, {
        supplier_id: input.supplier_id,
        purchase_order_id: header.purchase_order_id,
        supplier: input.supplier,
      });
  } catch (error) {
    throw isUniqueViolation(error) ? duplicateReference(reference) : error;
  }
  await deleteReceiptLines(c.trx, id);
  await insertReceiptLines(
    c.trx,
    input.details
      .flatMap((line) => unitLines(line))
      .map((line) => detailValues(id, line, { location_id: line.destination_location_id ?? null, status: 'pending' })),
  );
  if (input.status === 'Completado') return processReceipt(c, id, userId);
  if (input.status === 'Cancelado') return cancelReceipt(c, id);
  return readReceipt(c.trx, id);
}

/** Delete while Pendiente: nothing reached stock yet (a list that stored units blocks it). */
export async function removeReceipt(c: ReceiptContext, id: number): Promise<void> {
  await requirePending(c, id, 'eliminar');
  await listWithoutStoredUnits(c, id, 'eliminar');
  await deleteReceipt(c.trx, id);
}
