import {
  CLINICAL_SERVICE_LOCATION_TYPE,
  MOVEMENT_TYPES,
  isMovementEditable,
  movementTypeLabel,
  type MovementDetail,
} from '@bodega/domain';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { santiagoDayEndUtc, santiagoDayStartUtc } from '../../lib/dates';
import type { MovementLineOut, MovementOut } from '@bodega/domain';
import type { MovementFilters, MovementListQuery } from './movements.schemas';
import { likePattern } from '../../lib/like-pattern';

type Tx = Transaction<Database> | Kysely<Database>;
type MovementType = (typeof MOVEMENT_TYPES)[number];

export interface SourceRow {
  product_id: number;
  location_id: number;
  lot_number: string;
  serial_number: string;
  expiry_date: string;
  entry_date: string;
  available: number;
}

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
  return list.length ? sql`where ${sql.join(list, sql` and `)}` : sql``;
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

export function movementsRepository(db: Tx) {
  async function detailsOf(movementIds: number[]): Promise<Map<number, MovementLineOut[]>> {
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

  return {
    async list(query: MovementListQuery): Promise<{ rows: MovementOut[]; total: number }> {
      const where = conditions(query);
      const offset = (query.page - 1) * query.per_page;
      const [page, count] = await Promise.all([
        sql<HeadRow>`${HEAD_SELECT} ${where} order by m.created_at desc, m.id desc limit ${query.per_page} offset ${offset}`.execute(
          db,
        ),
        sql<{ total: number }>`select cast(count(*) as integer) as total from internal_movements m ${where}`.execute(db),
      ]);
      const details = await detailsOf(page.rows.map((row) => row.id));
      return {
        rows: page.rows.map((row) => toResponse(row, details.get(row.id) ?? [])),
        total: Number(count.rows[0]?.total ?? 0),
      };
    },

    /** Movements for the export, oldest first, in keyset pages. */
    async exportPage(filters: MovementFilters, afterId: number, limit: number): Promise<MovementOut[]> {
      const where = conditions(filters, [sql`m.id > ${afterId}`]);
      const page = await sql<HeadRow>`${HEAD_SELECT} ${where} order by m.id limit ${limit}`.execute(db);
      const details = await detailsOf(page.rows.map((row) => row.id));
      return page.rows.map((row) => toResponse(row, details.get(row.id) ?? []));
    },

    async find(id: number): Promise<MovementOut | undefined> {
      const head = await sql<HeadRow>`${HEAD_SELECT} where m.id = ${id}`.execute(db);
      const row = head.rows[0];
      if (!row) return undefined;
      return toResponse(row, (await detailsOf([id])).get(id) ?? []);
    },

    findHead(id: number) {
      return db.selectFrom('internal_movements').selectAll().where('id', '=', id).executeTakeFirst();
    },

    detailRows(movementId: number) {
      return db.selectFrom('internal_movement_details').selectAll().where('movement_id', '=', movementId).orderBy('id').execute();
    },

    async products(ids: number[]) {
      if (ids.length === 0) return new Map<number, { id: number; sku: string; name: string }>();
      const rows = await db.selectFrom('products').select(['id', 'sku', 'name']).where('id', 'in', ids).execute();
      return new Map(rows.map((row) => [row.id, row]));
    },

    async locations(ids: number[]) {
      if (ids.length === 0) return new Map<number, { id: number; code: string; location_type: string }>();
      const rows = await db.selectFrom('locations').select(['id', 'code', 'location_type']).where('id', 'in', ids).execute();
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** Units of a product at a location that are not reserved (optionally one lot). */
    async availableAt(productId: number, locationId: number, lot: string | null = null): Promise<number> {
      let query = db
        .selectFrom('inventory')
        .select(sql<number>`cast(coalesce(sum(quantity - reserved_quantity), 0) as integer)`.as('available'))
        .where('product_id', '=', productId)
        .where('location_id', '=', locationId);
      if (lot !== null) query = query.where('lot_number', '=', lot);
      const row = await query.executeTakeFirstOrThrow();
      return Number(row.available);
    },

    /** The source's rows a line may take from, with what is not reserved. */
    async sourceRows(productId: number, locationId: number, lot: string | null): Promise<SourceRow[]> {
      let query = db
        .selectFrom('inventory')
        .select(['product_id', 'location_id', 'lot_number', 'serial_number', 'expiry_date', 'entry_date'])
        .select(sql<number>`quantity - reserved_quantity`.as('available'))
        .where('product_id', '=', productId)
        .where('location_id', '=', locationId)
        .where(sql<boolean>`quantity - reserved_quantity > 0`);
      if (lot !== null) query = query.where('lot_number', '=', lot);
      const rows = await query.orderBy('id').execute();
      return rows.map((row) => ({ ...row, available: Number(row.available) }));
    },

    async insert(values: {
      movement_type: string;
      notes: string | null;
      user_id: number;
      now: string;
      reference: string;
    }): Promise<number> {
      const { now, ...rest } = values;
      const row = await db
        .insertInto('internal_movements')
        .values({ ...rest, status: 'Pendiente', created_at: now, updated_at: now, executed_at: null, executed_by: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async setReference(id: number, reference: string): Promise<void> {
      await db.updateTable('internal_movements').set({ reference }).where('id', '=', id).execute();
    },

    async replaceDetails(movementId: number, details: readonly MovementDetail[]): Promise<void> {
      await db.deleteFrom('internal_movement_details').where('movement_id', '=', movementId).execute();
      await db
        .insertInto('internal_movement_details')
        .values(
          details.map((d) => ({
            movement_id: movementId,
            product_id: d.product_id,
            source_location_id: d.source_location_id,
            destination_location_id: d.destination_location_id,
            lot_number: null,
            quantity: d.quantity,
          })),
        )
        .execute();
    },

    /** The edit only lands while the movement is Pendiente (a concurrent execute wins otherwise). */
    async updatePending(id: number, values: { movement_type: string; notes: string | null; now: string }): Promise<boolean> {
      const result = await db
        .updateTable('internal_movements')
        .set({ movement_type: values.movement_type, notes: values.notes, updated_at: values.now })
        .where('id', '=', id)
        .where('status', '=', 'Pendiente')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async deletePending(id: number): Promise<boolean> {
      await db
        .deleteFrom('internal_movement_details')
        .where('movement_id', '=', id)
        .where((eb) =>
          eb.exists(eb.selectFrom('internal_movements').select('id').where('id', '=', id).where('status', '=', 'Pendiente')),
        )
        .execute();
      const result = await db
        .deleteFrom('internal_movements')
        .where('id', '=', id)
        .where('status', '=', 'Pendiente')
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Pendiente → Completado exactly once: the loser of two executions updates nothing. */
    async markExecuted(id: number, userId: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('internal_movements')
        .set({ status: 'Completado', executed_at: now, executed_by: userId, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'Pendiente')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Products held in more than one location, with each location's stock. */
    async consolidationCandidates(query: { search?: string | undefined; page: number; per_page: number }) {
      // search_text is lower-cased in JavaScript: SQLite's lower() leaves 'Á' of an SKU like 'FÁR-0077' as it is.
      const search = query.search ? sql`and p.search_text like ${likePattern(query.search)} escape '\\'` : sql``;
      const base = sql`from inventory i join products p on p.id = i.product_id where i.quantity > 0 ${search}
        group by p.id, p.sku, p.name having count(distinct i.location_id) > 1`;
      const offset = (query.page - 1) * query.per_page;
      const [page, count] = await Promise.all([
        sql<{ id: number; sku: string; name: string; total: number; available: number }>`select p.id, p.sku, p.name,
            cast(sum(i.quantity) as integer) as total, cast(sum(i.quantity - i.reserved_quantity) as integer) as available
          ${base} order by p.name, p.id limit ${query.per_page} offset ${offset}`.execute(db),
        sql<{ total: number }>`select cast(count(*) as integer) as total from (select p.id ${base}) c`.execute(db),
      ]);
      const ids = page.rows.map((row) => row.id);
      const perLocation = ids.length
        ? await db
            .selectFrom('inventory as i')
            .innerJoin('locations as l', 'l.id', 'i.location_id')
            .select(['i.product_id', 'i.location_id', 'l.code', 'l.description'])
            .select(sql<number>`cast(sum(i.quantity) as integer)`.as('quantity'))
            .select(sql<number>`cast(sum(i.quantity - i.reserved_quantity) as integer)`.as('available_quantity'))
            .where('i.product_id', 'in', ids)
            .where('i.quantity', '>', 0)
            .groupBy(['i.product_id', 'i.location_id', 'l.code', 'l.description'])
            .orderBy('l.code')
            .execute()
        : [];
      return {
        rows: page.rows.map((row) => ({
          product: { id: row.id, sku: row.sku, name: row.name },
          total_quantity: Number(row.total),
          available_quantity: Number(row.available),
          locations: perLocation
            .filter((l) => l.product_id === row.id)
            .map((l) => ({
              location_id: l.location_id,
              code: l.code,
              description: l.description,
              quantity: Number(l.quantity),
              available_quantity: Number(l.available_quantity),
            })),
        })),
        total: Number(count.rows[0]?.total ?? 0),
      };
    },

    /** Where a product is, with each location's stock: the sources the movement form offers. */
    async productLocations(productId: number) {
      const rows = await db
        .selectFrom('inventory as i')
        .innerJoin('locations as l', 'l.id', 'i.location_id')
        .select(['i.location_id', 'l.code', 'l.description'])
        .select(sql<number>`cast(sum(i.quantity) as integer)`.as('quantity'))
        .select(sql<number>`cast(sum(i.quantity - i.reserved_quantity) as integer)`.as('available_quantity'))
        .where('i.product_id', '=', productId)
        .where('i.quantity', '>', 0)
        .where('l.location_type', '<>', CLINICAL_SERVICE_LOCATION_TYPE)
        .groupBy(['i.location_id', 'l.code', 'l.description'])
        .orderBy('l.code')
        .execute();
      return rows.map((row) => ({ ...row, quantity: Number(row.quantity), available_quantity: Number(row.available_quantity) }));
    },

    /** Each location's unreserved stock of one product (the consolidation's sources). */
    async stockByLocation(productId: number) {
      const rows = await db
        .selectFrom('inventory')
        .select(['product_id', 'location_id'])
        .select(sql<number>`cast(sum(quantity - reserved_quantity) as integer)`.as('quantity'))
        .where('product_id', '=', productId)
        // A clinical service's custody is never consolidated (issue 27: units leave a service only by DM operations).
        .where('location_id', 'not in', (eb) =>
          eb.selectFrom('locations').select('id').where('location_type', '=', CLINICAL_SERVICE_LOCATION_TYPE),
        )
        .groupBy(['product_id', 'location_id'])
        .orderBy('location_id')
        .execute();
      return rows.map((row) => ({ ...row, quantity: Number(row.quantity) }));
    },
  };
}
