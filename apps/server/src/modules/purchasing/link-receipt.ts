import { canReceivePurchaseOrder, pesosToCents, statusAfterReceipt } from '@bodega/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { isPostgres } from '../../lib/stock-locks';
import { applyReceiptCosts } from '../ledger';

/**
 * The receipt's side of suppliers and purchase orders, kept out of the receipt core:
 * `linkReceipt` right after the receipt's header is written, `receiptStocked` right after its
 * units entered stock, both in the receipt's transaction.
 */
export async function linkReceipt(
  trx: Transaction<Database>,
  transactionId: number,
  header: {
    supplier_id?: number | null | undefined;
    purchase_order_id?: number | null | undefined;
    supplier?: string | null | undefined;
  },
): Promise<void> {
  if (!header.supplier_id && !header.purchase_order_id) return;
  let supplierId = header.supplier_id ?? null;
  if (header.purchase_order_id) {
    const order = await trx
      .selectFrom('purchase_orders')
      .select(['id', 'order_number', 'status', 'supplier_id'])
      .where('id', '=', header.purchase_order_id)
      .executeTakeFirst();
    if (!order)
      throw new AppError('VALIDATION_ERROR', 'La orden de compra no existe', {
        purchase_order_id: 'La orden de compra no existe',
      });
    if (!canReceivePurchaseOrder(order.status))
      throw new AppError('INVALID_STATE', `La orden de compra ${order.order_number} no se puede recibir en su estado actual`);
    if (supplierId && supplierId !== order.supplier_id) {
      const message = 'El proveedor no es el de la orden de compra';
      throw new AppError('VALIDATION_ERROR', message, { supplier_id: message });
    }
    supplierId = order.supplier_id;
  }
  const supplier = await trx.selectFrom('suppliers').select(['id', 'name']).where('id', '=', supplierId!).executeTakeFirst();
  if (!supplier) throw new AppError('VALIDATION_ERROR', 'El proveedor no existe', { supplier_id: 'El proveedor no existe' });
  await trx
    .updateTable('transactions')
    .set({
      supplier_id: supplier.id,
      purchase_order_id: header.purchase_order_id ?? null,
      // The name is kept beside the id, so lists that read the free-text supplier keep showing it.
      supplier: header.supplier?.trim() ? header.supplier.trim() : supplier.name,
    })
    .where('id', '=', transactionId)
    .execute();
}

/** Average costs move and the purchase order counts the received units. */
export async function receiptStocked(
  trx: Transaction<Database>,
  transactionId: number,
  lines: ReadonlyArray<{
    product_id: number;
    quantity: number;
    unit_cost?: number | null | undefined;
    location_id?: number | undefined;
  }>,
): Promise<void> {
  await applyReceiptCosts(
    trx,
    lines.map((line) => ({
      product_id: line.product_id,
      quantity: line.quantity,
      unit_cost_cents: line.unit_cost == null ? null : pesosToCents(line.unit_cost),
      location_id: line.location_id,
    })),
  );
  const header = await trx
    .selectFrom('transactions')
    .select('purchase_order_id')
    .where('id', '=', transactionId)
    .executeTakeFirst();
  if (header?.purchase_order_id) await receivePurchaseOrderUnits(trx, header.purchase_order_id, lines);
}

async function receivePurchaseOrderUnits(
  trx: Transaction<Database>,
  purchaseOrderId: number,
  lines: ReadonlyArray<{ product_id: number; quantity: number }>,
): Promise<void> {
  // Concurrent receipts of one order: the order row's lock serialises them on PostgreSQL.
  if (isPostgres(trx))
    await trx.selectFrom('purchase_orders').select('id').where('id', '=', purchaseOrderId).forUpdate().execute();
  const orderLines = await trx
    .selectFrom('purchase_order_lines')
    .select(['id', 'product_id', 'quantity', 'received_quantity'])
    .where('purchase_order_id', '=', purchaseOrderId)
    .orderBy('id')
    .execute();
  const rows = orderLines.map((row) => ({ ...row, received_quantity: Number(row.received_quantity), added: 0 }));
  for (const line of lines) {
    const same = rows.filter((row) => row.product_id === line.product_id);
    if (same.length === 0) continue;
    let left = line.quantity;
    for (const row of same) {
      const take = Math.min(left, Math.max(0, row.quantity - row.received_quantity));
      row.received_quantity += take;
      row.added += take;
      left -= take;
    }
    // Units beyond what was ordered are counted on the product's last line.
    if (left > 0) {
      same[same.length - 1]!.received_quantity += left;
      same[same.length - 1]!.added += left;
    }
  }
  for (const row of rows) {
    if (row.added > 0)
      await trx
        .updateTable('purchase_order_lines')
        .set({ received_quantity: row.received_quantity })
        .where('id', '=', row.id)
        .execute();
  }
  await trx
    .updateTable('purchase_orders')
    .set({ status: statusAfterReceipt(rows), updated_at: nowIso() })
    .where('id', '=', purchaseOrderId)
    .execute();
}
