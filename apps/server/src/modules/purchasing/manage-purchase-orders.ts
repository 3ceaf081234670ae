import {
  canEditPurchaseOrder,
  canSetPurchaseOrderStatus,
  PURCHASE_ORDER_STATUS_LABELS,
  type LowStockPurchaseOrder,
  type PurchaseOrder,
  type PurchaseOrderCreate,
  type PurchaseOrderStatus,
  type PurchaseOrderUpdate,
} from '@bodega/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { documentNumber, nextDocumentNumber } from '../../lib/document-sequence';
import { getPurchaseOrder } from './read-purchase-orders';
import type { Tx } from '../../db/handle';

/** 'OC-000042': the next number of the purchase-order sequence, taken in the caller's transaction. */
export async function nextPurchaseOrderNumber(trx: Tx): Promise<string> {
  return documentNumber('OC', await nextDocumentNumber(trx, 'purchase_order'));
}

/** The supplier and every line's product must exist: a 400 naming each bad field otherwise. */
async function checkReferences(db: Tx, input: PurchaseOrderUpdate): Promise<void> {
  const fields: Record<string, string> = {};
  const supplier = await db.selectFrom('suppliers').select('id').where('id', '=', input.supplier_id).executeTakeFirst();
  if (!supplier) fields.supplier_id = 'El proveedor no existe';
  const productIds = [...new Set(input.lines.map((l) => l.product_id))];
  const found = new Set(
    (await db.selectFrom('products').select('id').where('id', 'in', productIds).where('deleted_at', 'is', null).execute()).map(
      (p) => p.id,
    ),
  );
  input.lines.forEach((line, i) => {
    if (!found.has(line.product_id)) fields[`lines.${i}.product_id`] = 'Producto no encontrado';
  });
  if (Object.keys(fields).length) throw new AppError('VALIDATION_ERROR', Object.values(fields)[0], fields);
}

async function insertLines(trx: Transaction<Database>, orderId: number, lines: PurchaseOrderUpdate['lines']) {
  await trx
    .insertInto('purchase_order_lines')
    .values(
      lines.map((line) => ({
        purchase_order_id: orderId,
        product_id: line.product_id,
        quantity: line.quantity,
        expected_cost_cents: line.expected_cost == null ? null : Math.round(line.expected_cost * 100),
      })),
    )
    .execute();
}

const notesOf = (notes: string | null | undefined) => (notes?.trim() ? notes.trim() : null);
const statusText = (status: PurchaseOrderStatus) => PURCHASE_ORDER_STATUS_LABELS[status].toLowerCase();

export async function createPurchaseOrder(
  db: Kysely<Database>,
  input: PurchaseOrderCreate,
  userId: number | null,
): Promise<PurchaseOrder> {
  await checkReferences(db, input);
  const id = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const orderNumber = await nextPurchaseOrderNumber(trx);
    const { id } = await trx
      .insertInto('purchase_orders')
      .values({
        order_number: orderNumber,
        supplier_id: input.supplier_id,
        status: input.status,
        notes: notesOf(input.notes),
        user_id: userId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertLines(trx, id, input.lines);
    return id;
  });
  return getPurchaseOrder(db, id);
}

/** A draft's supplier, notes and lines; the lines are replaced in one transaction. */
export async function updatePurchaseOrder(db: Kysely<Database>, id: number, input: PurchaseOrderUpdate): Promise<PurchaseOrder> {
  const order = await getPurchaseOrder(db, id);
  const refuse = (status: PurchaseOrderStatus) =>
    new AppError(
      'INVALID_STATE',
      `Solo se puede editar una orden en borrador; la orden ${order.order_number} está ${statusText(status)}`,
      undefined,
      { status },
    );
  if (!canEditPurchaseOrder(order.status)) throw refuse(order.status);
  await checkReferences(db, input);
  await db.transaction().execute(async (trx) => {
    // The status is checked again inside the write: a send or a receipt in between wins.
    const done = await trx
      .updateTable('purchase_orders')
      .set({ supplier_id: input.supplier_id, notes: notesOf(input.notes), updated_at: nowIso() })
      .where('id', '=', id)
      .where('status', '=', 'borrador')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw refuse((await getPurchaseOrder(db, id)).status);
    await trx.deleteFrom('purchase_order_lines').where('purchase_order_id', '=', id).execute();
    await insertLines(trx, id, input.lines);
  });
  return getPurchaseOrder(db, id);
}

/** 'Crear Orden de Compra' of the low-stock table: one line at the product's average cost. */
export async function purchaseOrderFromLowStock(db: Kysely<Database>, input: LowStockPurchaseOrder, userId: number | null) {
  const product = await db
    .selectFrom('products')
    .select(['id', 'average_cost_cents', 'unit_price_cents'])
    .where('id', '=', input.product_id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!product) throw new AppError('VALIDATION_ERROR', 'Producto no encontrado', { product_id: 'Producto no encontrado' });
  const cents = product.average_cost_cents ?? product.unit_price_cents;
  return createPurchaseOrder(
    db,
    {
      supplier_id: input.supplier,
      notes: input.notes,
      status: 'borrador',
      lines: [
        {
          product_id: input.product_id,
          quantity: input.quantity,
          expected_cost: cents == null ? null : Math.round(Number(cents) / 100),
        },
      ],
    },
    userId,
  );
}

export async function setPurchaseOrderStatus(db: Tx, id: number, status: PurchaseOrderStatus) {
  const order = await getPurchaseOrder(db, id);
  if (!canSetPurchaseOrderStatus(order.status, status))
    throw new AppError(
      'INVALID_STATE',
      `No se puede cambiar una orden ${statusText(order.status)} a ${statusText(status)}`,
      undefined,
      {
        status: order.status,
      },
    );
  const done = await db
    .updateTable('purchase_orders')
    .set({ status, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', order.status)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1)
    throw new AppError('INVALID_STATE', 'La orden de compra cambió de estado; vuelva a intentarlo');
  return getPurchaseOrder(db, id);
}
