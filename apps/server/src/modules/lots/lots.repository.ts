import type { LotConflictListQuery, LotListQuery } from '@bodega/domain';
import type { Tx } from '../../db/handle';
import { sql } from 'kysely';
import { likePattern } from '../../lib/like-pattern';
import { countRows, onePage } from '../../lib/paging';
import { nowIso } from '../../lib/clock';
import type { LotConflictAttempt } from './register-lot';

/* The lot master's reads, and the conflict log's writes and reads. */

function lotQuery(db: Tx) {
  return db
    .selectFrom('lots as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select([
      'l.id',
      'l.product_id',
      'p.name as product_name',
      'p.sku as product_sku',
      'l.lot_number',
      'l.expiry_date',
      'l.first_seen',
      'l.source',
      'l.reference',
      'l.updated_at',
    ]);
}

export async function listLots(db: Tx, query: LotListQuery) {
  let q = lotQuery(db);
  if (query.product_id !== undefined) q = q.where('l.product_id', '=', query.product_id);
  if (query.q) q = q.where(sql<boolean>`lower(l.lot_number) like ${likePattern(query.q)} escape '\\'`);
  const total = await countRows(q);
  const rows = await onePage(q.orderBy('l.product_id').orderBy('l.lot_number'), query).execute();
  return { rows: rows.map((row) => ({ ...row, id: Number(row.id) })), total };
}

export async function findLot(db: Tx, id: number) {
  const row = await lotQuery(db).where('l.id', '=', id).executeTakeFirst();
  return row ? { ...row, id: Number(row.id) } : undefined;
}

/** Stock of the lot per expiry: what a correction will relabel. */
export async function lotStock(db: Tx, productId: number, lotNumber: string) {
  return db
    .selectFrom('inventory')
    .select(['expiry_date'])
    .select((eb) => eb.fn.sum<number>('quantity').as('quantity'))
    .where('product_id', '=', productId)
    .where('lot_number', '=', lotNumber)
    .groupBy('expiry_date')
    .orderBy('expiry_date')
    .execute();
}

export async function lotChanges(db: Tx, lotId: number) {
  return db
    .selectFrom('lot_expiry_changes as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.old_expiry', 'c.new_expiry', 'c.reason', 'c.rows_updated', 'c.user_id', 'u.username', 'c.created_at'])
    .where('c.lot_id', '=', lotId)
    .orderBy('c.id', 'desc')
    .execute();
}

/** Logs a refused attempt (after its transaction rolled back, so the log survives the refusal). */
export async function recordLotConflict(db: Tx, attempt: LotConflictAttempt): Promise<void> {
  await db
    .insertInto('lot_conflicts')
    .values({
      lot_id: attempt.lot_id,
      product_id: attempt.product_id,
      lot_number: attempt.lot_number.slice(0, 100),
      stored_expiry: attempt.stored_expiry,
      attempted_expiry: attempt.attempted_expiry,
      source: attempt.source,
      reference: attempt.reference ? attempt.reference.slice(0, 100) : null,
      quantity: null,
      user_id: attempt.user_id,
      created_at: nowIso(),
    })
    .execute();
}

export async function listLotConflicts(db: Tx, query: LotConflictListQuery) {
  let q = db
    .selectFrom('lot_conflicts as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'c.id',
      'c.lot_id',
      'c.product_id',
      'p.name as product_name',
      'p.sku as product_sku',
      'c.lot_number',
      'c.stored_expiry',
      'c.attempted_expiry',
      'c.source',
      'c.reference',
      'c.quantity',
      'c.user_id',
      'u.username',
      'c.created_at',
    ]);
  if (query.product_id !== undefined) q = q.where('c.product_id', '=', query.product_id);
  if (query.lot_id !== undefined) q = q.where('c.lot_id', '=', query.lot_id);
  const total = await countRows(q);
  const rows = await onePage(q.orderBy('c.id', 'desc'), query).execute();
  return {
    rows: rows.map((row) => ({ ...row, id: Number(row.id), quantity: row.quantity === null ? null : Number(row.quantity) })),
    total,
  };
}

/** A product deleted for good takes its lot master, conflicts and corrections with it. */
export async function forgetProductLots(db: Tx, productId: number): Promise<void> {
  const ids = db.selectFrom('lots').select('id').where('product_id', '=', productId);
  await db.deleteFrom('lot_expiry_changes').where('lot_id', 'in', ids).execute();
  await db.deleteFrom('lot_conflicts').where('product_id', '=', productId).execute();
  await db.deleteFrom('lots').where('product_id', '=', productId).execute();
}
