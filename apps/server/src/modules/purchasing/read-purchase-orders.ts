import {
  openQuantity,
  type PurchaseOrder,
  type PurchaseOrderListQuery,
  type PurchaseOrderStatus,
  type ReceiptDraft,
} from '@bodega/domain';
import { sql } from 'kysely';
import { AppError } from '../../lib/app-error';
import { likePattern } from '../../lib/like-pattern';
import { pageOffset } from '../../lib/sql-list';
import { PRODUCT_COLUMNS, toProduct } from '../products';
import type { Tx } from '../../db/handle';

/* Purchase orders as the API shows them: with lines and receipts, one page of the list, the receipt draft. */

export async function purchaseOrderViews(db: Tx, ids: number[]): Promise<PurchaseOrder[]> {
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
    .select(['p.name as product_name', 'p.sku as product_sku', 'p.requiere_serie'])
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
          requiere_serie: l.requiere_serie === 1,
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

export async function getPurchaseOrder(db: Tx, id: number): Promise<PurchaseOrder> {
  const [view] = await purchaseOrderViews(db, [id]);
  if (!view) throw new AppError('NOT_FOUND', 'Orden de compra no encontrada');
  return view;
}

export async function listPurchaseOrders(db: Tx, query: PurchaseOrderListQuery) {
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
    .offset(pageOffset(query.page, query.per_page))
    .execute();
  return {
    rows: await purchaseOrderViews(
      db,
      ids.map((r) => r.id),
    ),
    total: Number(total.n),
  };
}

/** The ingreso 'Recibir' opens: the order's open lines at their expected cost. */
export async function purchaseOrderReceiptDraft(db: Tx, id: number): Promise<ReceiptDraft> {
  const order = await getPurchaseOrder(db, id);
  if (order.status === 'recibida' || order.status === 'cancelada')
    throw new AppError('INVALID_STATE', `La orden de compra ${order.order_number} ya está ${order.status}`);
  const open = order.lines.filter((line) => line.open_quantity > 0);
  const rows = open.length
    ? await db
        .selectFrom('products')
        .select(PRODUCT_COLUMNS)
        .where(
          'id',
          'in',
          open.map((line) => line.product_id),
        )
        .execute()
    : [];
  // The products API's own view of each product: its status and tipo_dm as the enumerations say.
  const products = new Map(rows.map((row) => [row.id, toProduct(row)]));
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
}
