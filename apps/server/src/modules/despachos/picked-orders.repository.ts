import { dispatchPriority, priorityRange, type DispatchPriority, type PickedOrder } from '@bodega/domain';
import { sql } from 'kysely';
import type { Tx } from '../../db/handle';

export interface PickedOrdersQuery {
  status?: 'picked' | 'shipped' | 'consolidated' | 'assigned_to_dock' | undefined;
  customer?: string | undefined;
  priority?: DispatchPriority | undefined;
  search?: string | undefined;
  page: number;
  per_page: number;
}

const like = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * GET /despachos/picked-orders: without a status, the picked (or shipped) orders in no
 * consolidation — what can still be consolidated; with consolidated or assigned_to_dock, those.
 */
export async function listPickedOrders(db: Tx, query: PickedOrdersQuery): Promise<{ data: PickedOrder[]; total: number }> {
  let base = db
    .selectFrom('orders as o')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .leftJoin('consolidation_orders as co', (join) => join.onRef('co.order_id', '=', 'o.id').on('co.released_at', 'is', null))
    // Picking tasks are internal consumption, never dispatched (they have no customer either).
    .where('o.kind', '=', 'venta');
  if (query.status === 'consolidated' || query.status === 'assigned_to_dock') base = base.where('o.status', '=', query.status);
  else
    base = base
      .where('o.status', 'in', query.status ? [query.status] : ['picked', 'shipped'])
      .where('co.order_id', 'is', null)
      // An order that left (hasOrderLeft) is never offered again.
      .where('o.shipped_at', 'is', null)
      .where('o.tracking_number', 'is', null);
  if (query.customer) base = base.where(sql`lower(c.name)`, 'like', sql`${like(query.customer)} escape '\\'`);
  if (query.search) base = base.where(sql`lower(o.order_number)`, 'like', sql`${like(query.search)} escape '\\'`);
  if (query.priority) base = base.where('o.priority', 'in', [...priorityRange(query.priority)]);
  const count = await base.select(sql<number>`cast(count(*) as integer)`.as('n')).executeTakeFirstOrThrow();
  const orders = await base
    .leftJoin('consolidations as cs', 'cs.id', 'co.consolidation_id')
    .select([
      'o.id',
      'o.order_number',
      'c.name as customer_name',
      'o.order_date',
      'o.priority',
      'o.status',
      'o.subtotal',
      'o.tax_amount',
      'o.total_amount',
      'o.shipping_address',
      'o.shipping_city',
      'o.shipping_country',
      'o.tracking_number',
      'o.notes',
      'cs.id as consolidation_id',
      'cs.consolidation_number',
    ])
    .orderBy('o.priority', 'desc')
    .orderBy('o.order_date')
    .orderBy('o.id')
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .execute();
  const ids = orders.map((o) => o.id);
  const lines = ids.length
    ? await db
        .selectFrom('order_lines as ol')
        .innerJoin('products as p', 'p.id', 'ol.product_id')
        .select([
          'ol.id',
          'ol.order_id',
          'ol.product_id',
          'p.name as product_name',
          'p.sku as product_sku',
          'ol.quantity',
          'ol.unit_price',
          'ol.line_total',
          sql<number>`cast((select coalesce(sum(i.quantity_required), 0) from picking_list_items i inner join picking_lists l on l.id = i.picking_list_id where i.order_line_id = ol.id and l.status <> 'cancelled') as integer)`.as(
            'quantity_allocated',
          ),
          sql<number>`cast((select coalesce(sum(i.quantity_picked), 0) from picking_list_items i inner join picking_lists l on l.id = i.picking_list_id where i.order_line_id = ol.id and l.status <> 'cancelled') as integer)`.as(
            'quantity_picked',
          ),
        ])
        .where('ol.order_id', 'in', ids)
        .orderBy('ol.order_id')
        .orderBy('ol.line_no')
        .execute()
    : [];
  const data = orders.map((o): PickedOrder => {
    const mine = lines.filter((l) => l.order_id === o.id);
    return {
      id: o.id,
      order_number: o.order_number,
      customer_name: o.customer_name,
      order_date: o.order_date,
      priority: dispatchPriority(o.priority),
      priority_level: o.priority,
      status: o.status as PickedOrder['status'],
      items_count: mine.length,
      total_items: mine.reduce((sum, l) => sum + l.quantity, 0),
      total_amount: Number(o.total_amount),
      subtotal: Number(o.subtotal),
      tax_amount: Number(o.tax_amount),
      shipping_cost: 0,
      currency: 'CLP',
      shipping_address: o.shipping_address,
      shipping_city: o.shipping_city,
      shipping_country: o.shipping_country,
      tracking_number: o.tracking_number,
      notes: o.notes,
      consolidation_id: o.consolidation_id ?? null,
      consolidation_number: o.consolidation_number ?? null,
      order_lines: mine.map((l) => ({
        id: l.id,
        product_id: l.product_id,
        product_name: l.product_name,
        product_sku: l.product_sku,
        quantity: l.quantity,
        quantity_allocated: Number(l.quantity_allocated),
        quantity_picked: Number(l.quantity_picked),
        unit_price: Number(l.unit_price),
        line_total: Number(l.line_total),
      })),
    };
  });
  return { data, total: Number(count.n) };
}

/** Counters of the consolidation tab. */
export async function dispatchStats(db: Tx) {
  const row = await db
    .selectNoFrom([
      sql<number>`cast((select count(*) from consolidations where shipment_id is null) as integer)`.as('consolidations'),
      sql<number>`cast((select count(*) from consolidations where shipment_id is null and dock_id is null) as integer)`.as(
        'consolidations_unassigned',
      ),
      sql<number>`cast((select count(*) from shipments where archived_at is null) as integer)`.as('shipments'),
      sql<number>`cast((select count(*) from shipments where archived_at is null and status in ('shipped', 'en_transito')) as integer)`.as(
        'shipments_in_transit',
      ),
      sql<number>`cast((select count(*) from orders o where o.kind = 'venta' and o.status in ('picked', 'shipped') and o.shipped_at is null and o.tracking_number is null and not exists (select 1 from consolidation_orders co where co.order_id = o.id and co.released_at is null)) as integer)`.as(
        'picked_orders',
      ),
    ])
    .executeTakeFirstOrThrow();
  return {
    consolidations: Number(row.consolidations),
    consolidations_unassigned: Number(row.consolidations_unassigned),
    shipments: Number(row.shipments),
    shipments_in_transit: Number(row.shipments_in_transit),
    picked_orders: Number(row.picked_orders),
  };
}
