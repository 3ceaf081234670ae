import { isExpired, santiagoDay } from '@bodega/domain';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { commitments, stockIdentity } from '../ledger';
import { linkReceipt, receiptStocked } from '../purchasing';
import type { IngresoDetailLine, IngresoSummary } from '@bodega/domain';
import {
  assertReceiptZoneCapacity,
  checkReceipt,
  duplicateReference,
  failOnSerials,
  requirePending,
  serialIssues,
  text,
  unitLines,
  unitsByZone,
} from './receipt-checks';
import { withLotExpiries } from './receipt-lots';
import { placeLines } from './receipt-placement';
import type { ReceiptContext, ReceiptHeader, ReceiptLine } from './receipt.types';
import { ingresoDetails, ingresoSummary } from './ingreso-list.repository';
import {
  insertReceipt,
  insertReceiptLines,
  openStorageList,
  receiptLines,
  setLinePlacement,
  transitionReceipt,
} from './receipt-documents.repository';
import { referenceTaken } from './receipt-refs.repository';
import type { Tx } from '../../db/handle';

/* A receipt's way into stock: simplified (at once), traditional (Pendiente, then processed). */

export function detailValues(
  transactionId: number,
  line: ReceiptLine,
  placement: { location_id: number | null; status: 'pending' | 'stored' },
) {
  return {
    transaction_id: transactionId,
    product_id: line.product_id,
    quantity: line.quantity,
    lot_number: text(line.lot_number),
    serial_number: text(line.serial_number),
    expiry_date: line.expiry_date ?? null,
    destination_location_id: placement.location_id,
    status: placement.status,
    forma_adquisicion: text(line.forma_adquisicion),
    fecha_recepcion_conforme: text(line.fecha_recepcion_conforme),
    numero_registro_sanitario: text(line.numero_registro_sanitario),
    numero_inventario_activo_fijo: text(line.numero_inventario_activo_fijo),
    barcode_type: text(line.barcode_type),
    auto_filled: line.auto_filled ? 1 : 0,
    // Exactly as scanned: no trim, no normalisation (the audit compares it with the label).
    udi_raw: line.udi_raw ? line.udi_raw : null,
    unit_cost_cents: line.unit_cost == null ? null : Math.round(line.unit_cost * 100),
  };
}

export async function insertHeader(
  c: ReceiptContext,
  header: ReceiptHeader,
  status: 'Pendiente' | 'Completado',
  mode: 'simplified' | 'traditional',
  userId: number | null,
): Promise<number> {
  const reference = header.reference.trim();
  if (await referenceTaken(c.trx, reference)) throw duplicateReference(reference);
  try {
    const id = await insertReceipt(c.trx, {
      reference,
      status,
      supplier: text(header.supplier),
      warehouse_id: header.warehouse_id ?? null,
      zone_id: header.zone_id ?? null,
      notes: text(header.notes),
      mode,
      user_id: userId,
      now: nowIso(),
    });
    // The supplier entity and the purchase order it receives.
    await linkReceipt(c.trx, id, header);
    return id;
  } catch (error) {
    throw isUniqueViolation(error) ? duplicateReference(reference) : error;
  }
}

export async function writeStock(
  c: ReceiptContext,
  transaction: { id: number; reference: string },
  lines: ReadonlyArray<{ line: ReceiptLine; location_id: number }>,
  userId: number | null,
): Promise<number> {
  await c.stock.lockProducts(lines.map(({ line }) => line.product_id));
  // Again under the products' locks: a concurrent receipt of the same serial may have committed
  // since checkReceipt(c, ) looked.
  // Both callers send the receipt's stored lines, keyed `details.N` as its edit form is.
  failOnSerials(
    await serialIssues(
      c,
      lines.map(({ line }) => line),
      'details',
    ),
  );
  // One batched ledger call: a 500-line receipt is a handful of statements, not 1 500.
  await c.stock.addMany(
    lines.map(({ line, location_id }) => ({
      key: {
        product_id: line.product_id,
        location_id,
        lot_number: line.lot_number,
        serial_number: line.serial_number,
        expiry_date: line.expiry_date,
      },
      quantity: line.quantity,
    })),
    'RECEPTION',
    {
      user_id: userId,
      reference_type: 'reception',
      reference_id: transaction.id,
      reference: transaction.reference,
      description: `Ingreso ${transaction.reference}`,
    },
  );
  // Units that arrive expired (checkReceipt let them into quality control or returns only) are held at once.
  const today = santiagoDay();
  for (const { line, location_id } of lines) {
    if (!isExpired(line.expiry_date, today)) continue;
    const key = stockIdentity({ ...line, location_id });
    const row = await c.trx
      .selectFrom('inventory')
      .select('id')
      .where('product_id', '=', key.product_id)
      .where('location_id', '=', key.location_id)
      .where('lot_number', '=', key.lot_number)
      .where('serial_number', '=', key.serial_number)
      .where('expiry_date', '=', key.expiry_date)
      .executeTakeFirstOrThrow();
    await commitments(c.trx).hold(
      row.id,
      line.quantity,
      { reason_type: 'vencido', reason_id: transaction.id, notes: `Recibido vencido (${transaction.reference})` },
      userId,
    );
  }
  // Average costs and the purchase order, in this transaction.
  await receiptStocked(
    c.trx,
    transaction.id,
    lines.map(({ line, location_id }) => ({ ...line, location_id })),
  );
  const units = lines.reduce((sum, { line }) => sum + line.quantity, 0);
  return units;
}

/** A receipt with its lines; 404 when it does not exist. */
export async function readReceipt(db: Tx, id: number): Promise<{ summary: IngresoSummary; details: IngresoDetailLine[] }> {
  const summary = await ingresoSummary(db, id);
  if (!summary) throw new AppError('NOT_FOUND', 'Ingreso no encontrado');
  return { summary, details: await ingresoDetails(db, id) };
}

/** Simplified mode: the receipt goes straight into stock, every line a RECEPTION event. */
export async function receiveSimplified(
  c: ReceiptContext,
  header: ReceiptHeader,
  sent: readonly ReceiptLine[],
  userId: number | null,
) {
  const lines = await withLotExpiries(c, sent, 'details', { reference: header.reference, user_id: userId });
  const checked = await checkReceipt(c, header, lines, 'details');
  const placements = await placeLines(c, checked.zone, lines, checked, 'details');
  await assertReceiptZoneCapacity(
    c,
    unitsByZone(lines.map((line, i) => ({ zone_id: placements[i]!.location.zone_id, quantity: line.quantity }))),
    header.zone_id,
  );
  const id = await insertHeader(c, header, 'Completado', 'simplified', userId);
  // One stored line per unit of a line that lists a serial per unit.
  const units = lines.flatMap((line, i) => unitLines(line).map((unit) => ({ line: unit, placement: placements[i]! })));
  await insertReceiptLines(
    c.trx,
    units.map(({ line, placement }) => detailValues(id, line, { location_id: placement.location.id, status: 'stored' })),
  );
  const received = await writeStock(
    c,
    { id, reference: header.reference.trim() },
    units.map(({ line, placement }) => ({ line, location_id: placement.location.id })),
    userId,
  );
  const { summary, details } = await readReceipt(c.trx, id);
  return {
    transaction: summary,
    details: details.map((detail, i) => ({ ...detail, placement_rule: units[i]!.placement.rule })),
    inventory_updated: true,
    units_received: received,
  };
}

/** Traditional mode: a Pendiente receipt; stock enters later through a storage list or "process". */
export async function createPendingReceipt(
  c: ReceiptContext,
  header: ReceiptHeader,
  sent: readonly ReceiptLine[],
  userId: number | null,
) {
  const lines = await withLotExpiries(c, sent, 'items', { reference: header.reference, user_id: userId });
  const checked = await checkReceipt(c, header, lines, 'items');
  await assertReceiptZoneCapacity(
    c,
    unitsByZone(
      lines.map((line) => ({
        zone_id: line.destination_location_id ? checked.locations.get(line.destination_location_id)!.zone_id : header.zone_id,
        quantity: line.quantity,
      })),
    ),
    header.zone_id,
  );
  const id = await insertHeader(c, header, 'Pendiente', 'traditional', userId);
  await insertReceiptLines(
    c.trx,
    lines
      .flatMap((line) => unitLines(line))
      .map((line) => detailValues(id, line, { location_id: line.destination_location_id ?? null, status: 'pending' })),
  );
  return readReceipt(c.trx, id);
}

/** Pendiente → Completado, writing every line to stock like a simplified receipt. */
export async function processReceipt(c: ReceiptContext, id: number, userId: number | null) {
  const header = await requirePending(c, id, 'procesar');
  const list = await openStorageList(c.trx, id);
  if (list) {
    throw new AppError(
      'INVALID_STATE',
      `El ingreso tiene la lista de almacenamiento ${list.list_number}; complete la lista para finalizar el ingreso`,
      undefined,
      { storage_list_id: list.id },
    );
  }
  const rows = await receiptLines(c.trx, id);
  const lines: ReceiptLine[] = rows.map(({ unit_cost_cents, ...row }) => ({
    ...row,
    auto_filled: row.auto_filled === 1,
    unit_cost: unit_cost_cents == null ? null : Number(unit_cost_cents) / 100,
  }));
  const checked = await checkReceipt(
    c,
    { reference: header.reference, zone_id: header.zone_id, warehouse_id: header.warehouse_id },
    lines,
    'details',
  );
  const placements = await placeLines(c, checked.zone, lines, checked, 'details');
  await assertReceiptZoneCapacity(
    c,
    unitsByZone(lines.map((line, i) => ({ zone_id: placements[i]!.location.zone_id, quantity: line.quantity }))),
    header.zone_id,
  );
  if (!(await transitionReceipt(c.trx, id, 'Pendiente', 'Completado', nowIso())))
    throw new AppError('INVALID_STATE', 'El ingreso cambió de estado mientras se procesaba');
  for (let i = 0; i < rows.length; i++) await setLinePlacement(c.trx, rows[i]!.id, placements[i]!.location.id, 'stored');
  await writeStock(
    c,
    header,
    lines.map((line, i) => ({ line, location_id: placements[i]!.location.id })),
    userId,
  );
  return readReceipt(c.trx, id);
}
