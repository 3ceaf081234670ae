import {
  isDispatchEditable,
  santiagoDay,
  type DispatchIssueResponse,
  type DispatchItemResponse,
  type DispatchResponse,
} from '@bodega/domain';
import { sql, type RawBuilder } from 'kysely';
import { likePattern } from '../../../lib/like-pattern';
import type { SourceRow } from '../../../lib/source-row';
import { pageOffset, whereAll } from '../../../lib/sql-list';
import type { DocumentShape } from '../../ledger';
import type { DispatchFilters } from './history.schemas';
import type { Tx } from '../../../db/handle';

/*
 * SQL of the dispatch history's own documents: dispatch_orders, their items and the issues the
 * ledger writes when a dispatch completes. One exported function per statement; `db` first.
 */

export interface DispatchHead {
  id: number;
  reference: string;
  destination: string;
  dispatch_date: string;
  source_location_id: number;
  notes: string | null;
  status: string;
  selection_method: string;
}

export interface DispatchValues {
  destination: string;
  dispatch_date: string;
  source_location_id: number;
  notes: string | null;
  selection_method: string;
}

/** The list's and the export's filters (History: status, date from, date to, search). */
function conditions(filters: DispatchFilters, extra: RawBuilder<unknown>[] = []): RawBuilder<unknown> {
  const list: RawBuilder<unknown>[] = [...extra];
  if (filters.status) list.push(sql`d.status = ${filters.status}`);
  if (filters.dateFrom) list.push(sql`d.dispatch_date >= ${filters.dateFrom.slice(0, 10)}`);
  if (filters.dateTo) list.push(sql`d.dispatch_date <= ${filters.dateTo.slice(0, 10)}`);
  if (filters.search) {
    const p = likePattern(filters.search);
    list.push(sql`(lower(d.reference) like ${p} escape '\\' or lower(d.destination) like ${p} escape '\\' or lower(coalesce(d.notes, '')) like ${p} escape '\\'
      or exists (select 1 from dispatch_order_items di join products p on p.id = di.product_id
        where di.dispatch_order_id = d.id and (lower(p.name) like ${p} escape '\\' or lower(p.sku) like ${p} escape '\\')))`);
  }
  return whereAll(list);
}

export async function countDispatches(db: Tx, filters: DispatchFilters): Promise<number> {
  const { rows } = await sql<{
    total: number;
  }>`select cast(count(*) as integer) as total from dispatch_orders d ${conditions(filters)}`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/** One page of ids, newest dispatch date first. */
export async function pageOfDispatchIds(db: Tx, filters: DispatchFilters, page: number, perPage: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select d.id from dispatch_orders d ${conditions(filters)}
    order by d.dispatch_date desc, d.id desc limit ${perPage} offset ${pageOffset(page, perPage)}`.execute(db);
  return rows.map((row) => row.id);
}

/** The export's keyset page: ids after `afterId`, in id order. */
export async function exportPageOfDispatchIds(
  db: Tx,
  filters: DispatchFilters,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select d.id from dispatch_orders d ${conditions(filters, [sql`d.id > ${afterId}`])}
    order by d.id limit ${limit}`.execute(db);
  return rows.map((row) => row.id);
}

export async function findDispatchHead(db: Tx, id: number): Promise<DispatchHead | undefined> {
  return db
    .selectFrom('dispatch_orders')
    .select(['id', 'reference', 'destination', 'dispatch_date', 'source_location_id', 'notes', 'status', 'selection_method'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertDispatch(
  db: Tx,
  values: DispatchValues & { reference: string; user_id: number; now: string },
): Promise<number> {
  const row = await db
    .insertInto('dispatch_orders')
    .values({
      reference: values.reference,
      destination: values.destination,
      dispatch_date: values.dispatch_date,
      source_location_id: values.source_location_id,
      notes: values.notes,
      status: 'Pendiente',
      selection_method: values.selection_method,
      user_id: values.user_id,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Writes the edit and the new status only while the dispatch is Pendiente (a conditional UPDATE:
 * on PostgreSQL it also locks the row, so a concurrent edit or completion waits and then finds
 * nothing to change). False when it was not Pendiente.
 */
export async function updatePendingDispatch(
  db: Tx,
  id: number,
  values: DispatchValues & { status: string; now: string; completed_by: number | null },
): Promise<boolean> {
  const result = await db
    .updateTable('dispatch_orders')
    .set({
      destination: values.destination,
      dispatch_date: values.dispatch_date,
      source_location_id: values.source_location_id,
      notes: values.notes,
      selection_method: values.selection_method,
      status: values.status,
      updated_at: values.now,
      completed_at: values.status === 'Completado' ? values.now : null,
      completed_by: values.status === 'Completado' ? values.completed_by : null,
    })
    .where('id', '=', id)
    .where('status', '=', 'Pendiente')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes a Pendiente dispatch (its items go with it); false when it was not Pendiente. */
export async function deletePendingDispatch(db: Tx, id: number): Promise<boolean> {
  const result = await db.deleteFrom('dispatch_orders').where('id', '=', id).where('status', '=', 'Pendiente').executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Replaces a dispatch's items; their ids in line order. */
export async function replaceDispatchItems(
  db: Tx,
  dispatchId: number,
  items: ReadonlyArray<{ product_id: number; quantity: number }>,
): Promise<number[]> {
  await db.deleteFrom('dispatch_order_items').where('dispatch_order_id', '=', dispatchId).execute();
  const rows = await db
    .insertInto('dispatch_order_items')
    .values(
      items.map((item, index) => ({
        dispatch_order_id: dispatchId,
        line_no: index,
        product_id: item.product_id,
        quantity: item.quantity,
      })),
    )
    .returning(['id', 'line_no'])
    .execute();
  return rows.sort((a, b) => a.line_no - b.line_no).map((row) => row.id);
}

export async function existingProducts(
  db: Tx,
  ids: readonly number[],
): Promise<Map<number, { id: number; sku: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'sku', 'name'])
    .where('id', 'in', [...ids])
    .where('deleted_at', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export async function findLocation(
  db: Tx,
  id: number,
): Promise<{ id: number; code: string; description: string | null } | undefined> {
  return db.selectFrom('locations').select(['id', 'code', 'description']).where('id', '=', id).executeTakeFirst();
}

/** The issue row the ledger writes with each removal of a completing dispatch. */
export const DISPATCH_ISSUE_SHAPE: DocumentShape = {
  table: 'dispatch_order_issues',
  columns: [
    ['dispatch_order_id', 'integer'],
    ['item_id', 'integer'],
    ['product_id', 'integer'],
    ['location_id', 'integer'],
    ['lot_number', 'text'],
    ['serial_number', 'text'],
    ['expiry_date', 'text'],
    ['quantity', 'integer'],
  ],
};

export function issueRecordValues(
  dispatchId: number,
  itemId: number,
  row: SourceRow,
  quantity: number,
): Array<string | number | null> {
  return [
    dispatchId,
    itemId,
    row.product_id,
    row.location_id,
    row.lot_number || null,
    row.serial_number || null,
    row.expiry_date || null,
    quantity,
  ];
}

/** Dispatches with their source, users, items (with what the source has free now) and issues, in the ids' order. */
export async function loadDispatches(db: Tx, ids: readonly number[]): Promise<DispatchResponse[]> {
  if (ids.length === 0) return [];
  const heads = await db
    .selectFrom('dispatch_orders as d')
    .innerJoin('locations as l', 'l.id', 'd.source_location_id')
    .leftJoin('users as u', 'u.id', 'd.user_id')
    .leftJoin('users as cu', 'cu.id', 'd.completed_by')
    .select([
      'd.id',
      'd.reference',
      'd.destination',
      'd.dispatch_date',
      'd.source_location_id',
      'd.notes',
      'd.status',
      'd.selection_method',
      'd.created_at',
      'd.updated_at',
      'd.completed_at',
      'd.user_id',
      'u.username',
      'd.completed_by',
      'cu.username as completed_by_username',
      'l.code as location_code',
      'l.description as location_description',
    ])
    .where('d.id', 'in', [...ids])
    .execute();
  const today = santiagoDay();
  const items = await db
    .selectFrom('dispatch_order_items as di')
    .innerJoin('dispatch_orders as d', 'd.id', 'di.dispatch_order_id')
    .innerJoin('products as p', 'p.id', 'di.product_id')
    .select(['di.id', 'di.dispatch_order_id', 'di.product_id', 'di.quantity', 'p.sku', 'p.name'])
    .select(
      sql<number>`(select cast(coalesce(sum(i.quantity - i.reserved_quantity), 0) as integer) from inventory i
        where i.product_id = di.product_id and i.location_id = d.source_location_id and (i.expiry_date = '' or i.expiry_date >= ${today}))`.as(
        'available_quantity',
      ),
    )
    .where('di.dispatch_order_id', 'in', [...ids])
    .orderBy('di.dispatch_order_id')
    .orderBy('di.line_no')
    .execute();
  const issues = await db
    .selectFrom('dispatch_order_issues as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .innerJoin('locations as l', 'l.id', 's.location_id')
    .select([
      's.id',
      's.dispatch_order_id',
      's.item_id',
      's.product_id',
      's.lot_number',
      's.serial_number',
      's.expiry_date',
      's.quantity',
      'p.sku',
      'p.name',
      's.location_id',
      'l.code',
      'l.description',
    ])
    .where('s.dispatch_order_id', 'in', [...ids])
    .orderBy('s.id')
    .execute();

  const itemsBy = new Map<number, DispatchItemResponse[]>();
  for (const row of items) {
    const list = itemsBy.get(row.dispatch_order_id) ?? [];
    list.push({
      id: row.id,
      product_id: row.product_id,
      product: { id: row.product_id, sku: row.sku, name: row.name },
      quantity: row.quantity,
      available_quantity: Number(row.available_quantity),
    });
    itemsBy.set(row.dispatch_order_id, list);
  }
  const issuesBy = new Map<number, DispatchIssueResponse[]>();
  for (const row of issues) {
    const list = issuesBy.get(row.dispatch_order_id) ?? [];
    list.push({
      id: row.id,
      item_id: row.item_id,
      product_id: row.product_id,
      product: { id: row.product_id, sku: row.sku, name: row.name },
      location: { id: row.location_id, code: row.code, description: row.description },
      lot_number: row.lot_number,
      serial_number: row.serial_number,
      expiry_date: row.expiry_date,
      quantity: row.quantity,
    });
    issuesBy.set(row.dispatch_order_id, list);
  }
  const byId = new Map(
    heads.map((head) => {
      const lines = itemsBy.get(head.id) ?? [];
      const dispatch: DispatchResponse = {
        id: head.id,
        reference: head.reference,
        destination: head.destination,
        dispatch_date: head.dispatch_date,
        source_location_id: head.source_location_id,
        source_location: { id: head.source_location_id, code: head.location_code, description: head.location_description },
        notes: head.notes,
        status: head.status as DispatchResponse['status'],
        editable: isDispatchEditable(head.status),
        selection_method: head.selection_method as DispatchResponse['selection_method'],
        user: head.user_id !== null && head.username !== null ? { id: head.user_id, username: head.username } : null,
        created_at: head.created_at,
        updated_at: head.updated_at,
        completed_at: head.completed_at,
        completed_by:
          head.completed_by !== null && head.completed_by_username !== null
            ? { id: head.completed_by, username: head.completed_by_username }
            : null,
        items_count: lines.length,
        total_quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
        items: lines,
        issues: issuesBy.get(head.id) ?? [],
      };
      return [head.id, dispatch];
    }),
  );
  return ids.map((id) => byId.get(id)).filter((d): d is DispatchResponse => d !== undefined);
}
