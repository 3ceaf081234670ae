import { progressPercent } from '@bodega/domain';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database, StorageItemsTable } from '../../db/schema';
import { changed, prepared } from '../../db/prepared';
import type { Candidate } from './strategies/types';
import type { StorageItemOut, StorageListQuery, StorageListSummary } from './storage.schemas';

type Tx = Transaction<Database> | Kysely<Database>;

/** Location types a put-away may go to: never receiving, shipping, quality control or returns. */
export const PUT_AWAY_TYPES = ['storage', 'picking'];

/** Statuses of lists whose pending items still hold their suggested space. */
const OPEN_LISTS = ['pending', 'assigned', 'in_progress'];

interface LocationRefRow {
  id: number;
  code: string;
  barcode: string | null;
  zone_id: number;
  zone_name: string;
  warehouse_id: number;
  warehouse_name: string;
}

function locationRef(row: LocationRefRow | undefined) {
  if (!row) return null;
  return {
    id: row.id,
    code: row.code,
    barcode: row.barcode,
    zone: { id: row.zone_id, name: row.zone_name, warehouse: { id: row.warehouse_id, name: row.warehouse_name } },
  };
}

/** Items with product and both locations (zone, warehouse): what the screen shows. */
function itemQuery(db: Tx) {
  return db
    .selectFrom('storage_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .leftJoin('locations as sl', 'sl.id', 'i.suggested_location_id')
    .leftJoin('zones as sz', 'sz.id', 'sl.zone_id')
    .leftJoin('warehouses as sw', 'sw.id', 'sz.warehouse_id')
    .leftJoin('locations as al', 'al.id', 'i.actual_location_id')
    .leftJoin('zones as az', 'az.id', 'al.zone_id')
    .leftJoin('warehouses as aw', 'aw.id', 'az.warehouse_id')
    .selectAll('i')
    .select(['p.name as product_name', 'p.sku as product_sku', 'p.barcode as product_barcode'])
    .select([
      'sl.code as s_code',
      'sl.barcode as s_barcode',
      'sz.id as s_zone_id',
      'sz.name as s_zone_name',
      'sw.id as s_warehouse_id',
      'sw.name as s_warehouse_name',
    ])
    .select([
      'al.code as a_code',
      'al.barcode as a_barcode',
      'az.id as a_zone_id',
      'az.name as a_zone_name',
      'aw.id as a_warehouse_id',
      'aw.name as a_warehouse_name',
    ]);
}
type ItemRow = Awaited<ReturnType<ReturnType<typeof itemQuery>['executeTakeFirstOrThrow']>>;

function toItemOut(row: ItemRow): StorageItemOut {
  return {
    id: row.id,
    storage_list_id: row.storage_list_id,
    transaction_detail_id: row.transaction_detail_id,
    sequence: row.sequence,
    status: row.status === 'stored' ? 'stored' : 'pending',
    product_id: row.product_id,
    product: {
      id: row.product_id,
      name: row.product_name,
      code: row.product_sku,
      sku: row.product_sku,
      barcode: row.product_barcode,
    },
    quantity_to_store: row.quantity_to_store,
    quantity_scanned: row.quantity_scanned,
    lot_number: row.lot_number,
    serial_number: row.serial_number,
    expiry_date: row.expiry_date,
    suggested_location:
      row.suggested_location_id === null || row.s_code === null
        ? null
        : locationRef({
            id: row.suggested_location_id,
            code: row.s_code,
            barcode: row.s_barcode,
            zone_id: row.s_zone_id!,
            zone_name: row.s_zone_name!,
            warehouse_id: row.s_warehouse_id!,
            warehouse_name: row.s_warehouse_name!,
          }),
    suggestion_reason: row.suggestion_reason,
    actual_location:
      row.actual_location_id === null || row.a_code === null
        ? null
        : locationRef({
            id: row.actual_location_id,
            code: row.a_code,
            barcode: row.a_barcode,
            zone_id: row.a_zone_id!,
            zone_name: row.a_zone_name!,
            warehouse_id: row.a_warehouse_id!,
            warehouse_name: row.a_warehouse_name!,
          }),
    location_scanned: row.location_scanned === 1,
    product_scanned: row.product_scanned === 1,
    stored_at: row.stored_at,
  };
}

// The put-away scan path: each statement compiled once (see prepared.ts), run with its values.

const scanTargetQuery = prepared((db, id: number) =>
  itemQuery(db)
    .innerJoin('storage_lists as s', 's.id', 'i.storage_list_id')
    .select([
      's.status as list_status',
      's.assigned_user_id',
      's.piece_by_piece_enabled',
      's.list_number',
      's.transaction_id',
      'p.codigo_fabrica as product_codigo_fabrica',
    ])
    .where('i.id', '=', id),
);

const locationByCodeQuery = prepared((db, code: string, upper: string) =>
  db
    .selectFrom('locations as l')
    .innerJoin('zones as z', 'z.id', 'l.zone_id')
    .innerJoin('warehouses as w', 'w.id', 'z.warehouse_id')
    .select([
      'l.id',
      'l.code',
      'l.barcode',
      'l.capacity',
      'l.location_type',
      'l.zone_id',
      'z.name as zone_name',
      'z.warehouse_id',
      'w.name as warehouse_name',
    ])
    // Four equalities rather than two IN lists: SQLite answers that OR five times faster here.
    .where((eb) =>
      eb.or([eb('l.barcode', '=', code), eb('l.barcode', '=', upper), eb('l.code', '=', code), eb('l.code', '=', upper)]),
    )
    .orderBy('l.id')
    .limit(1),
);

/**
 * Units committed to a location: what is stored there plus what pending items of open lists
 * (other than one) will bring. Both with the location id bound, not correlated with the location
 * lookup: SQLite then sums inventory from inventory_location_units_idx once (in the lookup, the
 * OR of barcode and code made it run the sum twice) and searches storage_items_pending_target_idx
 * (it only does with a bound value, the same expression and the literal status).
 */
const committedUnitsQuery = prepared((db, locationId: number, exceptItemId: number) =>
  db.selectNoFrom((eb) => [
    eb
      .selectFrom('inventory as inv')
      .select(sql<number>`coalesce(sum(inv.quantity), 0)`.as('n'))
      .where('inv.location_id', '=', locationId)
      .as('stock'),
    eb
      .selectFrom('storage_items as i')
      .innerJoin('storage_lists as s', 's.id', 'i.storage_list_id')
      .select(sql<number>`coalesce(sum(i.quantity_to_store), 0)`.as('n'))
      .where(sql<boolean>`coalesce(i.actual_location_id, i.suggested_location_id) = ${locationId} and i.status = 'pending'`)
      .where('i.id', '!=', exceptItemId)
      .where('s.status', 'in', OPEN_LISTS)
      .as('pending'),
  ]),
);

const setLocationQuery = prepared((db, itemId: number, locationId: number) =>
  db
    .updateTable('storage_items')
    .set({ actual_location_id: locationId, location_scanned: 1 })
    .where('id', '=', itemId)
    .where('status', '=', 'pending'),
);

const countUnitQuery = prepared((db, itemId: number) =>
  db
    .updateTable('storage_items')
    .set({ quantity_scanned: sql<number>`quantity_scanned + 1`, product_scanned: 1 })
    .where('id', '=', itemId)
    .where('status', '=', 'pending')
    .where('location_scanned', '=', 1)
    .where(sql<boolean>`quantity_scanned < quantity_to_store`)
    .returning(['quantity_scanned', 'quantity_to_store']),
);

const scanAllAndStoreQuery = prepared((db, itemId: number, now: string) =>
  db
    .updateTable('storage_items')
    .set({ quantity_scanned: sql<number>`quantity_to_store`, product_scanned: 1, status: 'stored', stored_at: now })
    .where('id', '=', itemId)
    .where('status', '=', 'pending')
    .where('location_scanned', '=', 1),
);

const markStoredQuery = prepared((db, itemId: number, now: string) =>
  db
    .updateTable('storage_items')
    .set({ status: 'stored', stored_at: now })
    .where('id', '=', itemId)
    .where('status', '=', 'pending')
    .where(sql<boolean>`quantity_scanned >= quantity_to_store`),
);

const bumpCompletedQuery = prepared((db, listId: number, now: string) =>
  db
    .updateTable('storage_lists')
    .set({ completed_items: sql<number>`completed_items + 1`, updated_at: now })
    .where('id', '=', listId),
);

const settleDetailQuery = prepared((db, detailId: number, locationId: number) =>
  db
    .updateTable('transaction_details')
    .set({
      destination_location_id: locationId,
      status: sql<string>`case when exists (select 1 from storage_items where transaction_detail_id = ${detailId} and status = 'pending') then status else 'stored' end`,
    })
    .where('id', '=', detailId),
);

export function storageRepository(db: Tx) {
  function listQuery() {
    return db
      .selectFrom('storage_lists as s')
      .innerJoin('transactions as t', 't.id', 's.transaction_id')
      .leftJoin('users as u', 'u.id', 's.assigned_user_id')
      .selectAll('s')
      .select([
        't.reference as transaction_reference',
        't.supplier as transaction_supplier',
        't.status as transaction_status',
        'u.username as assigned_username',
        'u.email as assigned_email',
      ])
      .select((eb) =>
        eb
          .selectFrom('storage_items as i')
          .select(sql<number>`cast(coalesce(sum(i.quantity_to_store), 0) as integer)`.as('n'))
          .whereRef('i.storage_list_id', '=', 's.id')
          .as('total_units'),
      );
  }
  type ListRow = Awaited<ReturnType<ReturnType<typeof listQuery>['executeTakeFirstOrThrow']>>;

  function toSummary(row: ListRow): StorageListSummary {
    return {
      id: row.id,
      list_number: row.list_number,
      transaction_id: row.transaction_id,
      transaction: {
        id: row.transaction_id,
        reference: row.transaction_reference,
        supplier: row.transaction_supplier,
        status: row.transaction_status,
      },
      status: row.status as StorageListSummary['status'],
      priority: row.priority,
      storage_strategy: row.storage_strategy as StorageListSummary['storage_strategy'],
      piece_by_piece_enabled: row.piece_by_piece_enabled === 1,
      total_items: row.total_items,
      completed_items: row.completed_items,
      total_units: Number(row.total_units ?? 0),
      progress: progressPercent(row.completed_items, row.total_items),
      estimated_time: Number(row.estimated_time),
      actual_time: row.actual_time === null ? null : Number(row.actual_time),
      assigned_user_id: row.assigned_user_id,
      assigned_user:
        row.assigned_user_id !== null && row.assigned_username !== null
          ? { id: row.assigned_user_id, username: row.assigned_username, email: row.assigned_email ?? '' }
          : null,
      assigned_at: row.assigned_at,
      started_at: row.started_at,
      completed_at: row.completed_at,
      created_at: row.created_at,
    };
  }

  async function items(where: { listId?: number; itemId?: number }): Promise<StorageItemOut[]> {
    let query = itemQuery(db);
    if (where.listId !== undefined) query = query.where('i.storage_list_id', '=', where.listId);
    if (where.itemId !== undefined) query = query.where('i.id', '=', where.itemId);
    const rows = await query.orderBy('i.sequence').orderBy('i.id').execute();
    return rows.map(toItemOut);
  }

  return {
    async list(filters: StorageListQuery & { forced_user_id?: number }): Promise<{ rows: StorageListSummary[]; total: number }> {
      const assigned = filters.forced_user_id ?? filters.assigned_user_id;
      let count = db.selectFrom('storage_lists as s');
      let page = listQuery();
      if (filters.status) {
        count = count.where('s.status', '=', filters.status);
        page = page.where('s.status', '=', filters.status);
      }
      if (assigned !== undefined) {
        count = count.where('s.assigned_user_id', '=', assigned);
        page = page.where('s.assigned_user_id', '=', assigned);
      }
      if (filters.transaction_id !== undefined) {
        count = count.where('s.transaction_id', '=', filters.transaction_id);
        page = page.where('s.transaction_id', '=', filters.transaction_id);
      }
      const total = await count.select(sql<number>`cast(count(*) as integer)`.as('total')).executeTakeFirstOrThrow();
      const rows = await page
        .orderBy(sql`case s.status when 'in_progress' then 0 when 'assigned' then 1 when 'pending' then 2 else 3 end`)
        .orderBy('s.priority', 'desc')
        .orderBy('s.id', 'desc')
        .limit(filters.per_page)
        .offset((filters.page - 1) * filters.per_page)
        .execute();
      return { rows: rows.map(toSummary), total: Number(total.total) };
    },

    /** Lists for the dashboard: open ones, plus those completed since `since`. */
    async dashboardLists(userId: number | undefined, since: string): Promise<StorageListSummary[]> {
      let query = listQuery().where((eb) =>
        eb.or([eb('s.status', 'in', OPEN_LISTS), eb.and([eb('s.status', '=', 'completed'), eb('s.completed_at', '>=', since)])]),
      );
      if (userId !== undefined) query = query.where('s.assigned_user_id', '=', userId);
      const rows = await query.orderBy('s.id', 'desc').limit(500).execute();
      return rows.map(toSummary);
    },

    async counts(userId: number | undefined, since: string) {
      let query = db
        .selectFrom('storage_lists as s')
        .select([
          sql<number>`cast(sum(case when s.status = 'pending' then 1 else 0 end) as integer)`.as('pending'),
          sql<number>`cast(sum(case when s.status = 'assigned' then 1 else 0 end) as integer)`.as('assigned'),
          sql<number>`cast(sum(case when s.status = 'in_progress' then 1 else 0 end) as integer)`.as('in_progress'),
          sql<number>`cast(sum(case when s.status = 'completed' then 1 else 0 end) as integer)`.as('completed'),
          sql<number>`cast(sum(case when s.status = 'completed' and s.completed_at >= ${since} then 1 else 0 end) as integer)`.as(
            'completed_today',
          ),
          sql<number>`cast(sum(case when s.status <> 'cancelled' then 1 else 0 end) as integer)`.as('total'),
          sql<number>`coalesce(sum(case when s.status in ('pending', 'assigned', 'in_progress') then s.estimated_time else 0 end), 0)`.as(
            'estimated_open',
          ),
        ]);
      if (userId !== undefined) query = query.where('s.assigned_user_id', '=', userId);
      const row = await query.executeTakeFirstOrThrow();
      let timed = db
        .selectFrom('storage_lists')
        .select(['estimated_time', 'actual_time'])
        .where('status', '=', 'completed')
        .where('actual_time', 'is not', null);
      if (userId !== undefined) timed = timed.where('assigned_user_id', '=', userId);
      return { row, timed: await timed.orderBy('id', 'desc').limit(1000).execute() };
    },

    async summary(id: number): Promise<StorageListSummary | undefined> {
      const row = await listQuery().where('s.id', '=', id).executeTakeFirst();
      return row ? toSummary(row) : undefined;
    },

    items,

    header(id: number) {
      return db.selectFrom('storage_lists').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * One scanned item in one query: what the scan checks (list status and operator, product
     * codes, lot, serial, where it goes) and, in `out`, the item as the screen shows it, so the
     * scan answers from it plus what it changed instead of reading the item again.
     */
    async scanTarget(id: number) {
      const row = (await scanTargetQuery(db, id)).rows[0];
      return row ? { ...row, out: toItemOut(row) } : undefined;
    },

    openListFor(transactionId: number) {
      return db
        .selectFrom('storage_lists')
        .select(['id', 'list_number', 'status'])
        .where('transaction_id', '=', transactionId)
        .where('status', 'in', OPEN_LISTS)
        .executeTakeFirst();
    },

    async insertList(values: {
      transaction_id: number;
      storage_strategy: string;
      piece_by_piece_enabled: boolean;
      total_items: number;
      estimated_time: number;
      created_by: number | null;
      now: string;
      temp_number: string;
    }): Promise<{ id: number; list_number: string }> {
      const { id } = await db
        .insertInto('storage_lists')
        .values({
          list_number: values.temp_number,
          transaction_id: values.transaction_id,
          status: 'pending',
          priority: 2,
          storage_strategy: values.storage_strategy,
          piece_by_piece_enabled: values.piece_by_piece_enabled ? 1 : 0,
          total_items: values.total_items,
          completed_items: 0,
          estimated_time: values.estimated_time,
          actual_time: null,
          assigned_user_id: null,
          assigned_at: null,
          started_at: null,
          completed_at: null,
          created_by: values.created_by,
          created_at: values.now,
          updated_at: values.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const list_number = `ALM-${String(id).padStart(6, '0')}`;
      await db.updateTable('storage_lists').set({ list_number }).where('id', '=', id).execute();
      return { id, list_number };
    },

    async insertItems(rows: Insertable<StorageItemsTable>[]): Promise<void> {
      for (let i = 0; i < rows.length; i += 200)
        await db
          .insertInto('storage_items')
          .values(rows.slice(i, i + 200))
          .execute();
    },

    /** Conditional status change; false when the list was not in one of `from`. */
    async transition(
      id: number,
      from: string[],
      values: Partial<{
        status: string;
        assigned_user_id: number;
        assigned_at: string;
        started_at: string;
        completed_at: string;
        actual_time: number;
      }>,
      now: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable('storage_lists')
        .set({ ...values, updated_at: now })
        .where('id', '=', id)
        .where('status', 'in', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async pendingItemCount(listId: number): Promise<number> {
      const row = await db
        .selectFrom('storage_items')
        .select(sql<number>`cast(count(*) as integer)`.as('n'))
        .where('storage_list_id', '=', listId)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async relocatedCount(listId: number): Promise<number> {
      const row = await db
        .selectFrom('storage_items')
        .select(sql<number>`cast(count(*) as integer)`.as('n'))
        .where('storage_list_id', '=', listId)
        .where(
          sql<boolean>`actual_location_id is not null and suggested_location_id is not null and actual_location_id <> suggested_location_id`,
        )
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * A location by its scanned barcode or code (as typed, or upper-cased), with its zone and
     * warehouse, and the units committed to it: what is there plus what pending items of open
     * lists other than `exceptItemId` will bring (they hold their space until stored).
     */
    async findLocation(code: string, exceptItemId: number) {
      const row = (await locationByCodeQuery(db, code, code.toUpperCase())).rows[0];
      if (!row) return undefined;
      const units = (await committedUnitsQuery(db, row.id, exceptItemId)).rows[0];
      return {
        ...row,
        committed: Number(units?.stock ?? 0) + Number(units?.pending ?? 0),
        ref: locationRef({
          id: row.id,
          code: row.code,
          barcode: row.barcode,
          zone_id: row.zone_id,
          zone_name: row.zone_name,
          warehouse_id: row.warehouse_id,
          warehouse_name: row.warehouse_name,
        })!,
      };
    },

    async setLocation(itemId: number, locationId: number): Promise<boolean> {
      return changed(await setLocationQuery(db, itemId, locationId)) === 1;
    },

    /** One more unit scanned, never beyond quantity_to_store; the returned row is the new count. */
    async countUnit(itemId: number) {
      return (await countUnitQuery(db, itemId)).rows[0];
    },

    /**
     * Single-scan mode: the scan covers every unit and stores the item in one conditional UPDATE
     * (pending → stored, once; a racing second scan updates no row and writes no stock).
     */
    async scanAllAndStore(itemId: number, now: string): Promise<boolean> {
      return changed(await scanAllAndStoreQuery(db, itemId, now)) === 1;
    },

    /**
     * pending → stored, once: the conditional UPDATE is what makes two racing scans store the
     * item exactly once (the loser updates no row and writes no stock).
     */
    async markStored(itemId: number, now: string): Promise<boolean> {
      return changed(await markStoredQuery(db, itemId, now)) === 1;
    },

    async bumpCompleted(listId: number, now: string): Promise<void> {
      await bumpCompletedQuery(db, listId, now);
    },

    /** The receipt line is stored when all of its items are; it records where its units went. */
    async settleDetail(detailId: number, locationId: number): Promise<void> {
      await settleDetailQuery(db, detailId, locationId);
    },

    /** Put-away candidates (see strategies/types.ts) in a zone, or in the whole warehouse. */
    async candidates(scope: { zone_id: number } | { warehouse_id: number }): Promise<Candidate[]> {
      let query = db
        .selectFrom('locations as l')
        .innerJoin('zones as z', 'z.id', 'l.zone_id')
        .select([
          'l.id',
          'l.code',
          'l.zone_id',
          'z.name as zone_name',
          'l.location_type',
          'l.weight',
          'l.capacity',
          'l.is_volumetric',
          'l.volumetric_capacity',
        ])
        .where('l.location_type', 'in', PUT_AWAY_TYPES);
      query =
        'zone_id' in scope
          ? query.where('l.zone_id', '=', scope.zone_id)
          : query.where('z.warehouse_id', '=', scope.warehouse_id);
      const locations = await query.orderBy('l.id').execute();
      if (locations.length === 0) return [];
      const ids = locations.map((location) => location.id);
      const stock = await db
        .selectFrom('inventory as i')
        .innerJoin('products as p', 'p.id', 'i.product_id')
        .select([
          'i.location_id',
          'i.product_id',
          'p.category',
          'i.lot_number',
          'i.expiry_date',
          'i.quantity',
          sql<number>`coalesce(p.length, 0) * coalesce(p.width, 0) * coalesce(p.height, 0)`.as('unit_volume'),
        ])
        .where('i.location_id', 'in', ids)
        .where('i.quantity', '>', 0)
        .execute();
      const reserved = await db
        .selectFrom('storage_items as i')
        .innerJoin('storage_lists as s', 's.id', 'i.storage_list_id')
        .innerJoin('products as p', 'p.id', 'i.product_id')
        .select([
          sql<number>`coalesce(i.actual_location_id, i.suggested_location_id)`.as('location_id'),
          'i.product_id',
          'p.category',
          'i.lot_number',
          'i.expiry_date',
          'i.quantity_to_store as quantity',
          sql<number>`coalesce(p.length, 0) * coalesce(p.width, 0) * coalesce(p.height, 0)`.as('unit_volume'),
        ])
        .where('s.status', 'in', OPEN_LISTS)
        // The expression and the literal status are those of storage_items_pending_target_idx.
        .where(
          sql<boolean>`coalesce(i.actual_location_id, i.suggested_location_id) in (${sql.join(ids)}) and i.status = 'pending'`,
        )
        .execute();
      const byId = new Map<number, Candidate>();
      for (const location of locations) {
        byId.set(location.id, {
          location_id: location.id,
          code: location.code,
          zone_id: location.zone_id,
          zone_name: location.zone_name,
          location_type: location.location_type,
          weight: Number(location.weight),
          free_units: location.capacity,
          is_volumetric: location.is_volumetric === 1 && location.volumetric_capacity !== null,
          free_volume:
            location.is_volumetric === 1 && location.volumetric_capacity !== null ? Number(location.volumetric_capacity) : null,
          stock: [],
        });
      }
      for (const row of [...stock, ...reserved]) {
        const candidate = byId.get(Number(row.location_id));
        if (!candidate) continue;
        candidate.free_units -= row.quantity;
        if (candidate.free_volume !== null) candidate.free_volume -= row.quantity * Number(row.unit_volume);
        candidate.stock.push({
          product_id: row.product_id,
          category: row.category,
          lot_number: row.lot_number ?? '',
          expiry_date: row.expiry_date ?? '',
          quantity: row.quantity,
        });
      }
      return [...byId.values()];
    },

    async isOperator(userId: number): Promise<boolean> {
      const row = await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
      return row?.role === 'operator';
    },
  };
}

export type StorageRepository = ReturnType<typeof storageRepository>;
