import {
  canEditPurchaseOrder,
  canSetPurchaseOrderStatus,
  openQuantity,
  PURCHASE_ORDER_STATUS_LABELS,
  type LowStockPurchaseOrder,
  type PurchaseOrder,
  type PurchaseOrderCreate,
  type PurchaseOrderListQuery,
  type PurchaseOrderStatus,
  type PurchaseOrderUpdate,
} from '@bodega/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { documentNumber, nextDocumentNumber } from '../../lib/document-sequence';
import { likePattern } from '../../lib/like-pattern';

type Tx = Kysely<Database> | Transaction<Database>;

/** 'OC-000042': the next number of the purchase-order sequence, taken in the caller's transaction. */
export async function nextPurchaseOrderNumber(trx: Tx): Promise<string> {
  return documentNumber('OC', await nextDocumentNumber(trx, 'purchase_order'));
}

export function purchaseOrdersService(db: Kysely<Database>) {
  async function views(ids: number[]): Promise<PurchaseOrder[]> {
    if (ids.length === 0) return [];
    const orders = await db
      .selectFrom('purchase_orders as o')
      .innerJoin('suppliers as s', 's.id', 'o.supplier_id')
      .selectAll('o')
      .select(['s.name as supplier_name', 's.rut as supplier_rut'])
      .where('o.id', 'in', ids)
      .execute();
    const lines = await db
      .selectFrom('purchase_order_lines as l')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .selectAll('l')
      .select(['p.name as product_name', 'p.sku as product_sku'])
      .where('l.purchase_order_id', 'in', ids)
      .orderBy('l.id')
      .execute();
    const receipts = await db
      .selectFrom('transactions')
      .select(['id', 'reference', 'status', 'created_at', 'purchase_order_id'])
      .where('purchase_order_id', 'in', ids)
      .orderBy('id')
      .execute();
    const byId = new Map(orders.map((o) => [o.id, o]));
    return ids.flatMap((id) => {
      const o = byId.get(id);
      if (!o) return [];
      const own = lines
        .filter((l) => l.purchase_order_id === id)
        .map((l) => {
          const received = Number(l.received_quantity);
          return {
            id: l.id,
            product_id: l.product_id,
            product: { id: l.product_id, name: l.product_name, sku: l.product_sku },
            quantity: l.quantity,
            received_quantity: received,
            open_quantity: openQuantity({ quantity: l.quantity, received_quantity: received }),
            expected_cost: l.expected_cost_cents == null ? null : Number(l.expected_cost_cents) / 100,
          };
        });
      return [
        {
          id: o.id,
          order_number: o.order_number,
          supplier: { id: o.supplier_id, name: o.supplier_name, rut: o.supplier_rut },
          status: o.status as PurchaseOrderStatus,
          notes: o.notes,
          total_quantity: own.reduce((sum, l) => sum + l.quantity, 0),
          received_quantity: own.reduce((sum, l) => sum + l.received_quantity, 0),
          expected_total: own.reduce((sum, l) => sum + l.quantity * (l.expected_cost ?? 0), 0),
          lines: own,
          receipts: receipts
            .filter((r) => r.purchase_order_id === id)
            .map((r) => ({ id: r.id, reference: r.reference, status: r.status, created_at: r.created_at })),
          created_at: o.created_at,
          updated_at: o.updated_at,
        },
      ];
    });
  }

  async function get(id: number): Promise<PurchaseOrder> {
    const [view] = await views([id]);
    if (!view) throw new AppError('NOT_FOUND', 'Orden de compra no encontrada');
    return view;
  }

  /** The supplier and every line's product must exist: a 400 naming each bad field otherwise. */
  async function checkReferences(input: PurchaseOrderUpdate): Promise<void> {
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

  async function create(input: PurchaseOrderCreate, userId: number | null): Promise<PurchaseOrder> {
    await checkReferences(input);
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
    return get(id);
  }

  /** A draft's supplier, notes and lines; the lines are replaced in one transaction. */
  async function update(id: number, input: PurchaseOrderUpdate): Promise<PurchaseOrder> {
    const order = await get(id);
    const refuse = (status: PurchaseOrderStatus) =>
      new AppError(
        'INVALID_STATE',
        `Solo se puede editar una orden en borrador; la orden ${order.order_number} está ${statusText(status)}`,
        undefined,
        { status },
      );
    if (!canEditPurchaseOrder(order.status)) throw refuse(order.status);
    await checkReferences(input);
    await db.transaction().execute(async (trx) => {
      // The status is checked again inside the write: a send or a receipt in between wins.
      const done = await trx
        .updateTable('purchase_orders')
        .set({ supplier_id: input.supplier_id, notes: notesOf(input.notes), updated_at: nowIso() })
        .where('id', '=', id)
        .where('status', '=', 'borrador')
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) throw refuse((await get(id)).status);
      await trx.deleteFrom('purchase_order_lines').where('purchase_order_id', '=', id).execute();
      await insertLines(trx, id, input.lines);
    });
    return get(id);
  }

  return {
    get,
    create,
    update,

    async list(query: PurchaseOrderListQuery) {
      let q = db.selectFrom('purchase_orders');
      if (query.status) q = q.where('status', '=', query.status);
      if (query.search) {
        const like = likePattern(query.search.toLowerCase());
        q = q.where((eb) =>
          eb.or([
            eb(sql`lower(order_number)`, 'like', sql`${like} escape '\\'`),
            eb(
              'supplier_id',
              'in',
              eb
                .selectFrom('suppliers')
                .select('id')
                .where(sql`lower(name)`, 'like', sql`${like} escape '\\'`),
            ),
          ]),
        );
      }
      const total = await q.select(sql<number>`cast(count(*) as integer)`.as('n')).executeTakeFirstOrThrow();
      const ids = await q
        .select('id')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page)
        .execute();
      return { rows: await views(ids.map((r) => r.id)), total: Number(total.n) };
    },

    /** 'Crear Orden de Compra' of the low-stock table: one line at the product's average cost. */
    async fromLowStock(input: LowStockPurchaseOrder, userId: number | null) {
      const product = await db
        .selectFrom('products')
        .select(['id', 'average_cost_cents', 'unit_price_cents'])
        .where('id', '=', input.product_id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!product) throw new AppError('VALIDATION_ERROR', 'Producto no encontrado', { product_id: 'Producto no encontrado' });
      const cents = product.average_cost_cents ?? product.unit_price_cents;
      return create(
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
    },

    async setStatus(id: number, status: PurchaseOrderStatus) {
      const order = await get(id);
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
      return get(id);
    },

    /** The ingreso 'Recibir' opens: the order's open lines at their expected cost. */
    async receiptDraft(id: number) {
      const order = await get(id);
      if (order.status === 'recibida' || order.status === 'cancelada')
        throw new AppError('INVALID_STATE', `La orden de compra ${order.order_number} ya está ${order.status}`);
      const open = order.lines.filter((line) => line.open_quantity > 0);
      const rows = open.length
        ? await db
            .selectFrom('products')
            .select([
              'id',
              'name',
              'sku',
              'barcode',
              'category',
              'cantidad_x_caja',
              'status',
              'es_dm_priorizado',
              'tipo_dm',
              'requiere_registro_sanitario',
            ])
            .where(
              'id',
              'in',
              open.map((line) => line.product_id),
            )
            .execute()
        : [];
      const products = new Map(
        rows.map((p) => [
          p.id,
          { ...p, es_dm_priorizado: p.es_dm_priorizado === 1, requiere_registro_sanitario: p.requiere_registro_sanitario === 1 },
        ]),
      );
      return {
        purchase_order_id: order.id,
        order_number: order.order_number,
        reference: `${order.order_number}-${order.receipts.length + 1}`,
        supplier_id: order.supplier.id,
        supplier: order.supplier.name,
        items: open.map((line) => ({
          product_id: line.product_id,
          product: products.get(line.product_id)!,
          quantity: line.open_quantity,
          unit_cost: line.expected_cost,
        })),
      };
    },
  };
}
