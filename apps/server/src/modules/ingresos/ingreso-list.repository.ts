import { sql } from 'kysely';
import { santiagoDayEndUtc, santiagoDayStartUtc } from '../../lib/dates';
import { likePattern } from '../../lib/like-pattern';
import type { IngresoDetailLine, IngresoSummary } from '@bodega/domain';
import type { IngresoListQuery } from './ingresos.schemas';
import { countRows, onePage } from '../../lib/paging';
import type { Tx } from '../../db/handle';

/* Receipts as they are read back: the paged list, the pending ones, one receipt with its lines. */

function dayBound(value: string, end: boolean): string {
  if (value.length === 10) return end ? santiagoDayEndUtc(value) : santiagoDayStartUtc(value);
  return new Date(value).toISOString();
}

function summaryQuery(db: Tx) {
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

async function storageLists(db: Tx, ids: number[]) {
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

export async function listIngresos(db: Tx, filters: IngresoListQuery): Promise<{ rows: IngresoSummary[]; total: number }> {
  let where = db.selectFrom('transactions as t').where('t.type', '=', 'reception');
  let page = summaryQuery(db).where('t.type', '=', 'reception');
  const apply = <Q extends typeof where | typeof page>(query: Q): Q => {
    let q = query as typeof where;
    if (filters.status) q = q.where('t.status', '=', filters.status);
    if (filters.dateFrom) q = q.where('t.created_at', '>=', dayBound(filters.dateFrom, false));
    if (filters.dateTo) q = q.where('t.created_at', filters.dateTo.length === 10 ? '<' : '<=', dayBound(filters.dateTo, true));
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
  const total = await countRows(where);
  const rows = await onePage(page.orderBy('t.created_at', 'desc').orderBy('t.id', 'desc'), filters).execute();
  const lists = await storageLists(
    db,
    rows.map((row) => row.id),
  );
  return { rows: rows.map((row) => toSummary(row, lists.get(row.id))), total };
}

export async function pendingIngresos(db: Tx): Promise<IngresoSummary[]> {
  const rows = await summaryQuery(db)
    .where('t.type', '=', 'reception')
    .where('t.status', '=', 'Pendiente')
    .orderBy('t.created_at')
    .orderBy('t.id')
    .execute();
  const lists = await storageLists(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSummary(row, lists.get(row.id)));
}

export async function ingresoSummary(db: Tx, id: number): Promise<IngresoSummary | undefined> {
  const row = await summaryQuery(db).where('t.id', '=', id).where('t.type', '=', 'reception').executeTakeFirst();
  if (!row) return undefined;
  return toSummary(row, (await storageLists(db, [id])).get(id));
}

export async function ingresoDetails(db: Tx, transactionId: number): Promise<IngresoDetailLine[]> {
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
}
