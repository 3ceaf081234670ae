// SQL of picking-list execution over the orders module's picking_lists / picking_list_items.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { isPostgres } from '../../lib/stock-locks';

type Tx = Transaction<Database> | Kysely<Database>;

export interface ListHeader {
  id: number;
  list_number: string;
  order_id: number;
  order_number: string;
  order_status: string;
  status: string;
  priority: number;
  piece_by_piece_enabled: number;
  estimated_time: number;
  assigned_user_id: number | null;
  assigned_username: string | null;
  assigned_at: string | null;
  started_at: string | null;
  completed_at: string | null;
  created_at: string;
  route_strategy: string | null;
  route_optimized_at: string | null;
  /** A wave's batch list (issue 25): its items serve several orders through picking_item_order_lines. */
  wave_id: number | null;
}

export interface ItemRow {
  id: number;
  picking_list_id: number;
  order_line_id: number;
  reservation_id: number | null;
  sequence: number;
  product_id: number;
  product_name: string;
  product_sku: string;
  product_barcode: string | null;
  product_codigo_fabrica: string | null;
  unit_of_measure: string;
  location_id: number;
  location_code: string;
  lot_number: string;
  serial_number: string;
  expiry_date: string;
  quantity_required: number;
  quantity_picked: number;
  quantity_scanned: number;
  barcode_scanned: number;
  short_quantity: number;
  short_reason: string | null;
  status: string;
  picked_at: string | null;
}

export interface ListFilters {
  status?: string[] | undefined;
  assigned_user_id?: number | undefined;
  page: number;
  per_page: number;
}

export function pickingListsRepository(db: Tx) {
  const headerQuery = () =>
    db
      .selectFrom('picking_lists as pl')
      .innerJoin('orders as o', 'o.id', 'pl.order_id')
      .leftJoin('users as u', 'u.id', 'pl.assigned_user_id')
      // A wave's batch list serves several orders: it is named by its wave (issue 25).
      .leftJoin('waves as w', 'w.id', 'pl.wave_id')
      .select([
        'pl.id',
        'pl.list_number',
        'pl.order_id',
        sql<string>`coalesce(w.name, o.order_number)`.as('order_number'),
        'o.status as order_status',
        'pl.status',
        'pl.priority',
        'pl.piece_by_piece_enabled',
        'pl.estimated_time',
        'pl.assigned_user_id',
        'u.username as assigned_username',
        'pl.assigned_at',
        'pl.started_at',
        'pl.completed_at',
        'pl.created_at',
        'pl.route_strategy',
        'pl.route_optimized_at',
        'pl.wave_id',
      ]);

  const itemQuery = () =>
    db
      .selectFrom('picking_list_items as pi')
      .innerJoin('products as p', 'p.id', 'pi.product_id')
      .innerJoin('locations as l', 'l.id', 'pi.location_id')
      .select([
        'pi.id',
        'pi.picking_list_id',
        'pi.order_line_id',
        'pi.reservation_id',
        'pi.sequence',
        'pi.product_id',
        'p.name as product_name',
        'p.sku as product_sku',
        'p.barcode as product_barcode',
        'p.codigo_fabrica as product_codigo_fabrica',
        'p.unit_of_measure',
        'pi.location_id',
        'l.code as location_code',
        'pi.lot_number',
        'pi.serial_number',
        'pi.expiry_date',
        'pi.quantity_required',
        'pi.quantity_picked',
        'pi.quantity_scanned',
        'pi.barcode_scanned',
        'pi.short_quantity',
        'pi.short_reason',
        'pi.status',
        'pi.picked_at',
      ]);

  return {
    header(id: number): Promise<ListHeader | undefined> {
      return headerQuery().where('pl.id', '=', id).executeTakeFirst();
    },

    items(listId: number): Promise<ItemRow[]> {
      return itemQuery().where('pi.picking_list_id', '=', listId).orderBy('pi.sequence').orderBy('pi.id').execute();
    },

    item(id: number): Promise<ItemRow | undefined> {
      return itemQuery().where('pi.id', '=', id).executeTakeFirst();
    },

    /** Locks the item's row for the rest of the transaction (PostgreSQL; SQLite serialises writers). */
    async lockItem(id: number): Promise<void> {
      if (isPostgres(db)) await sql`select id from picking_list_items where id = ${id} for update`.execute(db);
    },

    async list(filters: ListFilters): Promise<{ rows: ListHeader[]; total: number }> {
      let query = headerQuery();
      if (filters.status?.length) query = query.where('pl.status', 'in', filters.status);
      if (filters.assigned_user_id !== undefined) query = query.where('pl.assigned_user_id', '=', filters.assigned_user_id);
      const total = await query
        .clearSelect()
        .select(sql<number>`cast(count(*) as integer)`.as('total'))
        .executeTakeFirstOrThrow();
      const rows = await query
        .orderBy('pl.priority')
        .orderBy('pl.created_at', 'desc')
        .orderBy('pl.id', 'desc')
        .limit(filters.per_page)
        .offset((filters.page - 1) * filters.per_page)
        .execute();
      return { rows, total: Number(total.total) };
    },

    /** Item counts per list: total, picked (or short), scanned units. */
    async progress(listIds: readonly number[]): Promise<Map<number, { total_items: number; done_items: number }>> {
      if (!listIds.length) return new Map();
      const rows = await db
        .selectFrom('picking_list_items')
        .select([
          'picking_list_id',
          sql<number>`cast(count(*) as integer)`.as('total_items'),
          sql<number>`cast(sum(case when status <> 'pending' then 1 else 0 end) as integer)`.as('done_items'),
        ])
        .where('picking_list_id', 'in', [...listIds])
        .groupBy('picking_list_id')
        .execute();
      return new Map(
        rows.map((row) => [
          row.picking_list_id,
          { total_items: Number(row.total_items), done_items: Number(row.done_items ?? 0) },
        ]),
      );
    },

    /** Conditional status change: true when the list was in one of `from`. */
    async transition(id: number, from: readonly string[], values: Record<string, unknown>): Promise<boolean> {
      const result = await db
        .updateTable('picking_lists')
        .set(values)
        .where('id', '=', id)
        .where('status', 'in', [...from])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async setOrderStatus(
      orderId: number,
      from: readonly string[],
      to: string,
      at: string,
      extra: Record<string, unknown> = {},
    ): Promise<void> {
      await db
        .updateTable('orders')
        .set({ status: to, updated_at: at, ...extra })
        .where('id', '=', orderId)
        .where('status', 'in', [...from])
        .execute();
    },

    /** Records a pick once: only a pending item changes; false when another request got there first. */
    async markPicked(
      id: number,
      values: {
        quantity_picked: number;
        short_quantity: number;
        short_reason: string | null;
        status: string;
        at: string;
        by: number;
      },
    ): Promise<boolean> {
      const result = await db
        .updateTable('picking_list_items')
        .set({
          quantity_picked: values.quantity_picked,
          short_quantity: values.short_quantity,
          short_reason: values.short_reason,
          status: values.status,
          picked_at: values.at,
          picked_by: values.by,
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** One more unit scanned, never above the required quantity; false when all were already scanned. */
    async addScan(id: number): Promise<boolean> {
      const result = await db
        .updateTable('picking_list_items')
        .set({ quantity_scanned: sql<number>`quantity_scanned + 1`, barcode_scanned: 1 })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where(sql<boolean>`quantity_scanned < quantity_required`)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async resequence(listId: number, order: readonly number[]): Promise<void> {
      for (const [index, itemId] of order.entries()) {
        await db
          .updateTable('picking_list_items')
          .set({ sequence: index + 1 })
          .where('id', '=', itemId)
          .where('picking_list_id', '=', listId)
          .execute();
      }
    },

    async setRoute(listId: number, strategy: string, at: string): Promise<void> {
      await db
        .updateTable('picking_lists')
        .set({ route_strategy: strategy, route_optimized_at: at, updated_at: at })
        .where('id', '=', listId)
        .execute();
    },

    /** Operators with their open workload: lists assigned or in progress, and items still to pick on them. */
    async operatorWorkload(): Promise<
      Array<{
        id: number;
        username: string;
        email: string;
        assigned_lists: number;
        in_progress_lists: number;
        pending_items: number;
      }>
    > {
      const rows = await db
        .selectFrom('users as u')
        .select([
          'u.id',
          'u.username',
          'u.email',
          sql<number>`(select cast(count(*) as integer) from picking_lists pl where pl.assigned_user_id = u.id and pl.status = 'assigned')`.as(
            'assigned_lists',
          ),
          sql<number>`(select cast(count(*) as integer) from picking_lists pl where pl.assigned_user_id = u.id and pl.status = 'in_progress')`.as(
            'in_progress_lists',
          ),
          sql<number>`(select cast(count(*) as integer) from picking_list_items pi inner join picking_lists pl on pl.id = pi.picking_list_id
            where pl.assigned_user_id = u.id and pl.status in ('assigned', 'in_progress') and pi.status = 'pending')`.as(
            'pending_items',
          ),
        ])
        .where('u.role', '=', 'operator')
        .orderBy('u.username')
        .execute();
      return rows.map((row) => ({
        ...row,
        assigned_lists: Number(row.assigned_lists),
        in_progress_lists: Number(row.in_progress_lists),
        pending_items: Number(row.pending_items),
      }));
    },
  };
}

export type PickingListsRepository = ReturnType<typeof pickingListsRepository>;
