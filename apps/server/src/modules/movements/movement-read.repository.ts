import { isMovementEditable, movementTypeLabel, MOVEMENT_TYPES, type MovementLineOut, type MovementOut } from '@bodega/domain';
import { sql, type RawBuilder } from 'kysely';
import { santiagoDayEndUtc, santiagoDayStartUtc } from '../../lib/dates';
import { likePattern } from '../../lib/like-pattern';
import { pageOffset, whereAll } from '../../lib/sql-list';
import type { MovementFilters, MovementListQuery } from './movements.schemas';
import type { Tx } from '../../db/handle';

/* The movement list, export pages and one movement with its lines, as the API answers them. */

type MovementType = (typeof MOVEMENT_TYPES)[number];

function conditions(filters: MovementFilters, extra: RawBuilder<unknown>[] = []): RawBuilder<unknown> {
  const list: RawBuilder<unknown>[] = [];
  if (filters.status) list.push(sql`m.status = ${filters.status}`);
  if (filters.type) list.push(sql`m.movement_type = ${filters.type}`);
  if (filters.dateFrom)
    list.push(
      sql`m.created_at >= ${filters.dateFrom.length === 10 ? santiagoDayStartUtc(filters.dateFrom) : new Date(filters.dateFrom).toISOString()}`,
    );
  if (filters.dateTo)
    list.push(
      filters.dateTo.length === 10
        ? sql`m.created_at < ${santiagoDayEndUtc(filters.dateTo)}`
        : sql`m.created_at <= ${new Date(filters.dateTo).toISOString()}`,
    );
  if (filters.search) {
    const p = likePattern(filters.search);
    list.push(sql`(lower(m.reference) like ${p} escape '\\' or lower(coalesce(m.notes, '')) like ${p} escape '\\' or exists (
      select 1 from internal_movement_details d join products p on p.id = d.product_id
      where d.movement_id = m.id and p.search_text like ${p} escape '\\'))`);
  }
  list.push(...extra);
  return whereAll(list);
}

interface HeadRow {
  id: number;
  reference: string;
  movement_type: string;
  status: string;
  notes: string | null;
  created_at: string;
  updated_at: string;
  executed_at: string | null;
  user_id: number | null;
  username: string | null;
  executed_by: number | null;
  executed_by_username: string | null;
}

const HEAD_SELECT = sql`select m.id, m.reference, m.movement_type, m.status, m.notes, m.created_at, m.updated_at, m.executed_at,
  m.user_id, u.username, m.executed_by, eu.username as executed_by_username
  from internal_movements m left join users u on u.id = m.user_id left join users eu on eu.id = m.executed_by`;

async function detailsOf(db: Tx, movementIds: number[]): Promise<Map<number, MovementLineOut[]>> {
  const byMovement = new Map<number, MovementLineOut[]>();
  if (movementIds.length === 0) return byMovement;
  const rows = await db
    .selectFrom('internal_movement_details as d')
    .innerJoin('products as p', 'p.id', 'd.product_id')
    .innerJoin('locations as s', 's.id', 'd.source_location_id')
    .innerJoin('locations as t', 't.id', 'd.destination_location_id')
    .select([
      'd.id',
      'd.movement_id',
      'd.product_id',
      'd.source_location_id',
      'd.destination_location_id',
      'd.lot_number',
      'd.quantity',
      'p.sku',
      'p.name',
      's.code as source_code',
      's.description as source_description',
      't.code as destination_code',
      't.description as destination_description',
    ])
    .select(
      sql<number>`(select cast(coalesce(sum(i.quantity - i.reserved_quantity), 0) as integer) from inventory i
        where i.product_id = d.product_id and i.location_id = d.source_location_id and (d.lot_number is null or i.lot_number = d.lot_number))`.as(
        'available_quantity',
      ),
    )
    .where('d.movement_id', 'in', movementIds)
    .orderBy('d.id')
    .execute();
  for (const row of rows) {
    const list = byMovement.get(row.movement_id) ?? [];
    list.push({
      id: row.id,
      product_id: row.product_id,
      product: { id: row.product_id, sku: row.sku, name: row.name },
      source_location_id: row.source_location_id,
      source_location: { id: row.source_location_id, code: row.source_code, description: row.source_description },
      destination_location_id: row.destination_location_id,
      destination_location: {
        id: row.destination_location_id,
        code: row.destination_code,
        description: row.destination_description,
      },
      lot_number: row.lot_number,
      quantity: row.quantity,
      available_quantity: Number(row.available_quantity),
    });
    byMovement.set(row.movement_id, list);
  }
  return byMovement;
}

function toResponse(head: HeadRow, details: MovementLineOut[]): MovementOut {
  const type = head.movement_type as MovementType;
  return {
    id: head.id,
    reference: head.reference,
    movement_type: type,
    movement_type_label: movementTypeLabel(head.movement_type),
    status: head.status as MovementOut['status'],
    editable: isMovementEditable(head.status),
    notes: head.notes,
    created_at: head.created_at,
    updated_at: head.updated_at,
    executed_at: head.executed_at,
    user: head.user_id !== null && head.username !== null ? { id: head.user_id, username: head.username } : null,
    executed_by:
      head.executed_by !== null && head.executed_by_username !== null
        ? { id: head.executed_by, username: head.executed_by_username }
        : null,
    details_count: details.length,
    total_quantity: details.reduce((sum, d) => sum + d.quantity, 0),
    details,
  };
}

export async function listMovementRows(db: Tx, query: MovementListQuery): Promise<{ rows: MovementOut[]; total: number }> {
  const where = conditions(query);
  const [page, count] = await Promise.all([
    sql<HeadRow>`${HEAD_SELECT} ${where} order by m.created_at desc, m.id desc limit ${query.per_page} offset ${pageOffset(query.page, query.per_page)}`.execute(
      db,
    ),
    sql<{ total: number }>`select cast(count(*) as integer) as total from internal_movements m ${where}`.execute(db),
  ]);
  const details = await detailsOf(
    db,
    page.rows.map((row) => row.id),
  );
  return {
    rows: page.rows.map((row) => toResponse(row, details.get(row.id) ?? [])),
    total: Number(count.rows[0]?.total ?? 0),
  };
}

/** Movements for the export, oldest first, in keyset pages. */
export async function movementExportPage(
  db: Tx,
  filters: MovementFilters,
  afterId: number,
  limit: number,
): Promise<MovementOut[]> {
  const where = conditions(filters, [sql`m.id > ${afterId}`]);
  const page = await sql<HeadRow>`${HEAD_SELECT} ${where} order by m.id limit ${limit}`.execute(db);
  const details = await detailsOf(
    db,
    page.rows.map((row) => row.id),
  );
  return page.rows.map((row) => toResponse(row, details.get(row.id) ?? []));
}

export async function findMovement(db: Tx, id: number): Promise<MovementOut | undefined> {
  const head = await sql<HeadRow>`${HEAD_SELECT} where m.id = ${id}`.execute(db);
  const row = head.rows[0];
  if (!row) return undefined;
  return toResponse(row, (await detailsOf(db, [id])).get(id) ?? []);
}
