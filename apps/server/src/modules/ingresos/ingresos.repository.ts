import { PostgresAdapter, sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database, TransactionDetailsTable } from '../../db/schema';
import { santiagoDayEndUtc, santiagoDayStartUtc } from '../../lib/dates';
import type { IngresoDetailLine, IngresoListQuery, IngresoSummary } from './ingresos.schemas';

type Tx = Transaction<Database> | Kysely<Database>;

export interface ProductForReceipt {
  id: number;
  name: string;
  sku: string;
  barcode: string | null;
  category: string;
  abc_category: string | null;
  location_id: number | null;
  es_dm_priorizado: boolean;
  requiere_registro_sanitario: boolean;
  tipo_dm: string | null;
}

export interface LocationForReceipt {
  id: number;
  zone_id: number;
  code: string;
  location_type: string;
  capacity: number;
}

export interface ZoneForReceipt {
  id: number;
  warehouse_id: number;
  name: string;
  capacity: number;
}

function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function dayBound(value: string, end: boolean): string {
  if (value.length === 10) return end ? santiagoDayEndUtc(value) : santiagoDayStartUtc(value);
  return new Date(value).toISOString();
}

const CHUNK = 200;

export function ingresosRepository(db: Tx) {
  function summaryQuery() {
    return db
      .selectFrom('transactions as t')
      .leftJoin('warehouses as w', 'w.id', 't.warehouse_id')
      .leftJoin('zones as z', 'z.id', 't.zone_id')
      .leftJoin('users as u', 'u.id', 't.user_id')
      .selectAll('t')
      .select(['w.name as warehouse_name', 'z.name as zone_name', 'u.username as username'])
      .select((eb) => [
        eb
          .selectFrom('transaction_details as d')
          .select(sql<number>`cast(count(*) as integer)`.as('n'))
          .whereRef('d.transaction_id', '=', 't.id')
          .as('details_count'),
        eb
          .selectFrom('transaction_details as d')
          .select(sql<number>`cast(coalesce(sum(d.quantity), 0) as integer)`.as('n'))
          .whereRef('d.transaction_id', '=', 't.id')
          .as('total_units'),
      ]);
  }
  type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>>;

  async function storageLists(ids: number[]) {
    const lists = new Map<number, { id: number; list_number: string; status: string }>();
    if (ids.length === 0) return lists;
    // The receipt's current list: a cancelled list only shows when there is no other.
    const rows = await db
      .selectFrom('storage_lists')
      .select(['id', 'list_number', 'status', 'transaction_id'])
      .where('transaction_id', 'in', ids)
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const current = lists.get(row.transaction_id);
      if (!current || current.status === 'cancelled')
        lists.set(row.transaction_id, { id: row.id, list_number: row.list_number, status: row.status });
    }
    return lists;
  }

  function toSummary(row: SummaryRow, list: { id: number; list_number: string; status: string } | undefined): IngresoSummary {
    return {
      id: row.id,
      reference: row.reference,
      order_number: row.reference,
      type: 'reception',
      status: row.status as IngresoSummary['status'],
      mode: row.mode as IngresoSummary['mode'],
      supplier: row.supplier,
      supplier_id: row.supplier_id ?? null,
      purchase_order_id: row.purchase_order_id ?? null,
      notes: row.notes,
      warehouse:
        row.warehouse_id !== null && row.warehouse_name !== null ? { id: row.warehouse_id, name: row.warehouse_name } : null,
      zone: row.zone_id !== null && row.zone_name !== null ? { id: row.zone_id, name: row.zone_name } : null,
      warehouse_id: row.warehouse_id,
      zone_id: row.zone_id,
      details_count: Number(row.details_count ?? 0),
      total_units: Number(row.total_units ?? 0),
      user: row.user_id !== null && row.username !== null ? { id: row.user_id, username: row.username } : null,
      storage_list: list ?? null,
      created_at: row.created_at,
      updated_at: row.updated_at,
      processed_at: row.processed_at,
      cancelled_at: row.cancelled_at,
    };
  }

  return {
    async list(filters: IngresoListQuery): Promise<{ rows: IngresoSummary[]; total: number }> {
      let where = db.selectFrom('transactions as t').where('t.type', '=', 'reception');
      let page = summaryQuery().where('t.type', '=', 'reception');
      const apply = <Q extends typeof where | typeof page>(query: Q): Q => {
        let q = query as typeof where;
        if (filters.status) q = q.where('t.status', '=', filters.status);
        if (filters.dateFrom) q = q.where('t.created_at', '>=', dayBound(filters.dateFrom, false));
        if (filters.dateTo)
          q = q.where('t.created_at', filters.dateTo.length === 10 ? '<' : '<=', dayBound(filters.dateTo, true));
        if (filters.search) {
          const pattern = likePattern(filters.search);
          q = q.where(
            sql<boolean>`(lower(t.reference) like ${pattern} escape '\\' or lower(coalesce(t.supplier, '')) like ${pattern} escape '\\')`,
          );
        }
        return q as Q;
      };
      where = apply(where);
      page = apply(page);
      const total = await where.select(sql<number>`cast(count(*) as integer)`.as('total')).executeTakeFirstOrThrow();
      const rows = await page
        .orderBy('t.created_at', 'desc')
        .orderBy('t.id', 'desc')
        .limit(filters.per_page)
        .offset((filters.page - 1) * filters.per_page)
        .execute();
      const lists = await storageLists(rows.map((row) => row.id));
      return { rows: rows.map((row) => toSummary(row, lists.get(row.id))), total: Number(total.total) };
    },

    async pending(): Promise<IngresoSummary[]> {
      const rows = await summaryQuery()
        .where('t.type', '=', 'reception')
        .where('t.status', '=', 'Pendiente')
        .orderBy('t.created_at')
        .orderBy('t.id')
        .execute();
      const lists = await storageLists(rows.map((row) => row.id));
      return rows.map((row) => toSummary(row, lists.get(row.id)));
    },

    async summary(id: number): Promise<IngresoSummary | undefined> {
      const row = await summaryQuery().where('t.id', '=', id).where('t.type', '=', 'reception').executeTakeFirst();
      if (!row) return undefined;
      return toSummary(row, (await storageLists([id])).get(id));
    },

    async details(transactionId: number): Promise<IngresoDetailLine[]> {
      const rows = await db
        .selectFrom('transaction_details as d')
        .innerJoin('products as p', 'p.id', 'd.product_id')
        .leftJoin('locations as l', 'l.id', 'd.destination_location_id')
        .selectAll('d')
        .select(['p.name as product_name', 'p.sku as product_sku', 'p.barcode as product_barcode', 'l.code as location_code'])
        .where('d.transaction_id', '=', transactionId)
        .orderBy('d.id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        product_id: row.product_id,
        product: { id: row.product_id, name: row.product_name, sku: row.product_sku, barcode: row.product_barcode },
        quantity: row.quantity,
        lot_number: row.lot_number,
        serial_number: row.serial_number,
        expiry_date: row.expiry_date,
        destination_location_id: row.destination_location_id,
        location:
          row.destination_location_id !== null && row.location_code !== null
            ? { id: row.destination_location_id, code: row.location_code }
            : null,
        status: row.status === 'stored' ? 'stored' : 'pending',
        forma_adquisicion: row.forma_adquisicion,
        fecha_recepcion_conforme: row.fecha_recepcion_conforme,
        numero_registro_sanitario: row.numero_registro_sanitario,
        numero_inventario_activo_fijo: row.numero_inventario_activo_fijo,
        barcode_type: row.barcode_type,
        auto_filled: row.auto_filled === 1,
        udi_raw: row.udi_raw,
        unit_cost: row.unit_cost_cents == null ? null : Number(row.unit_cost_cents) / 100,
      }));
    },

    header(id: number) {
      return db.selectFrom('transactions').selectAll().where('id', '=', id).where('type', '=', 'reception').executeTakeFirst();
    },

    rawDetails(transactionId: number) {
      return db.selectFrom('transaction_details').selectAll().where('transaction_id', '=', transactionId).orderBy('id').execute();
    },

    /** Which of these (product, serial) pairs already have units in stock, as 'product_id|serial'. */
    async serialsInStock(pairs: ReadonlyArray<{ product_id: number; serial: string }>): Promise<Set<string>> {
      const found = new Set<string>();
      for (let i = 0; i < pairs.length; i += 500) {
        const chunk = pairs.slice(i, i + 500);
        const rows = await db
          .selectFrom('inventory')
          .select(['product_id', 'serial_number'])
          .where('quantity', '>', 0)
          .where('product_id', 'in', [...new Set(chunk.map((pair) => pair.product_id))])
          .where('serial_number', 'in', [...new Set(chunk.map((pair) => pair.serial))])
          .execute();
        for (const row of rows) found.add(`${row.product_id}|${row.serial_number}`);
      }
      return found;
    },

    async referenceTaken(reference: string, exceptId?: number): Promise<boolean> {
      let query = db.selectFrom('transactions').select('id').where('reference', '=', reference);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async products(ids: number[]): Promise<Map<number, ProductForReceipt>> {
      const map = new Map<number, ProductForReceipt>();
      for (let i = 0; i < ids.length; i += 500) {
        const rows = await db
          .selectFrom('products')
          .select([
            'id',
            'name',
            'sku',
            'barcode',
            'category',
            'abc_category',
            'location_id',
            'es_dm_priorizado',
            'requiere_registro_sanitario',
            'tipo_dm',
          ])
          .where('id', 'in', ids.slice(i, i + 500))
          .where('deleted_at', 'is', null)
          .execute();
        for (const row of rows)
          map.set(row.id, {
            ...row,
            es_dm_priorizado: row.es_dm_priorizado === 1,
            requiere_registro_sanitario: row.requiere_registro_sanitario === 1,
          });
      }
      return map;
    },

    async locations(ids: number[]): Promise<Map<number, LocationForReceipt>> {
      const map = new Map<number, LocationForReceipt>();
      for (let i = 0; i < ids.length; i += 500) {
        const rows = await db
          .selectFrom('locations')
          .select(['id', 'zone_id', 'code', 'location_type', 'capacity'])
          .where('id', 'in', ids.slice(i, i + 500))
          .execute();
        for (const row of rows) map.set(row.id, row);
      }
      return map;
    },

    async zones(ids: number[]): Promise<Map<number, ZoneForReceipt>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('zones')
        .select(['id', 'warehouse_id', 'name', 'capacity'])
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((row) => [row.id, row]));
    },

    warehouseExists(id: number) {
      return db.selectFrom('warehouses').select('id').where('id', '=', id).executeTakeFirst();
    },

    /**
     * On PostgreSQL, locks the zones a receipt writes to, in id order, so two receipts into the
     * same zone check its capacity one after the other. SQLite runs one writer at a time.
     */
    async lockZones(ids: number[]): Promise<void> {
      if (!(db.getExecutor().adapter instanceof PostgresAdapter) || ids.length === 0) return;
      await db
        .selectFrom('zones')
        .select('id')
        .where(
          'id',
          'in',
          [...new Set(ids)].sort((a, b) => a - b),
        )
        .orderBy('id')
        .forUpdate()
        .execute();
    },

    /** Units in stock per zone (the zone-capacity bar's current usage). */
    async zoneUsage(ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('inventory as i')
        .innerJoin('locations as l', 'l.id', 'i.location_id')
        .select(['l.zone_id', sql<number>`cast(coalesce(sum(i.quantity), 0) as integer)`.as('units')])
        .where('l.zone_id', 'in', ids)
        .groupBy('l.zone_id')
        .execute();
      return new Map(rows.map((row) => [row.zone_id, Number(row.units)]));
    },

    /** A zone's locations with the units in stock at each. */
    async zoneLocations(zoneId: number) {
      const rows = await db
        .selectFrom('locations as l')
        .leftJoin('inventory as i', 'i.location_id', 'l.id')
        .select([
          'l.id',
          'l.code',
          'l.location_type',
          'l.capacity',
          sql<number>`cast(coalesce(sum(i.quantity), 0) as integer)`.as('used'),
        ])
        .where('l.zone_id', '=', zoneId)
        .groupBy(['l.id', 'l.code', 'l.location_type', 'l.capacity'])
        .orderBy('l.code')
        .execute();
      return rows.map((row) => ({ ...row, used: Number(row.used) }));
    },

    async insertTransaction(values: {
      reference: string;
      status: string;
      supplier: string | null;
      warehouse_id: number | null;
      zone_id: number | null;
      notes: string | null;
      mode: string;
      user_id: number | null;
      now: string;
    }): Promise<number> {
      const { now, ...rest } = values;
      const row = await db
        .insertInto('transactions')
        .values({
          ...rest,
          type: 'reception',
          created_at: now,
          updated_at: now,
          processed_at: values.status === 'Completado' ? now : null,
          cancelled_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async insertDetails(rows: Insertable<TransactionDetailsTable>[]): Promise<void> {
      for (let i = 0; i < rows.length; i += CHUNK)
        await db
          .insertInto('transaction_details')
          .values(rows.slice(i, i + CHUNK))
          .execute();
    },

    async deleteDetails(transactionId: number): Promise<void> {
      await db.deleteFrom('transaction_details').where('transaction_id', '=', transactionId).execute();
    },

    async setDetailPlacement(id: number, locationId: number, status: 'pending' | 'stored'): Promise<void> {
      await db
        .updateTable('transaction_details')
        .set({ destination_location_id: locationId, status })
        .where('id', '=', id)
        .execute();
    },

    async updateHeader(
      id: number,
      values: { reference: string; supplier: string | null; notes: string | null; now: string },
    ): Promise<void> {
      await db
        .updateTable('transactions')
        .set({ reference: values.reference, supplier: values.supplier, notes: values.notes, updated_at: values.now })
        .where('id', '=', id)
        .execute();
    },

    /** Conditional status change: false when the receipt was no longer in `from` (a concurrent change won). */
    async transition(id: number, from: string, to: 'Completado' | 'Cancelado', now: string): Promise<boolean> {
      const result = await db
        .updateTable('transactions')
        .set({ status: to, updated_at: now, ...(to === 'Completado' ? { processed_at: now } : { cancelled_at: now }) })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async delete(id: number): Promise<void> {
      await db
        .deleteFrom('storage_items')
        .where('storage_list_id', 'in', db.selectFrom('storage_lists').select('id').where('transaction_id', '=', id))
        .execute();
      await db.deleteFrom('storage_lists').where('transaction_id', '=', id).execute();
      await db.deleteFrom('transaction_details').where('transaction_id', '=', id).execute();
      await db.deleteFrom('transactions').where('id', '=', id).execute();
    },

    /** The receipt's open (not completed, not cancelled) storage list with its stored-item count. */
    async openStorageList(transactionId: number) {
      return db
        .selectFrom('storage_lists as s')
        .select(['s.id', 's.list_number', 's.status'])
        .select((eb) =>
          eb
            .selectFrom('storage_items as i')
            .select(sql<number>`cast(count(*) as integer)`.as('n'))
            .whereRef('i.storage_list_id', '=', 's.id')
            .where('i.status', '=', 'stored')
            .as('stored_items'),
        )
        .where('s.transaction_id', '=', transactionId)
        .where('s.status', 'not in', ['completed', 'cancelled'])
        .executeTakeFirst();
    },

    async cancelStorageList(id: number, now: string): Promise<void> {
      await db.updateTable('storage_lists').set({ status: 'cancelled', updated_at: now }).where('id', '=', id).execute();
    },
  };
}

export type IngresosRepository = ReturnType<typeof ingresosRepository>;
