import { sql } from 'kysely';
import type { Tx } from '../../db/handle';

export interface CategoryCount {
  name: string;
  product_count: number;
}

export function findCategory(db: Tx, id: number) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'lot_enforcement', 'dias_alerta_vencimiento'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Registered categories with the same name, ignoring case (optionally other than `exceptId`). */
export async function findCategoriesByName(db: Tx, name: string, exceptId?: number) {
  let query = db
    .selectFrom('categories')
    .select(['id', 'name'])
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export function selectCategories(db: Tx) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'lot_enforcement', 'dias_alerta_vencimiento'])
    .orderBy('name')
    .execute();
}

/** Products per category text (soft-deleted products are gone from the lists and not counted). */
export async function categoryProductCounts(db: Tx): Promise<CategoryCount[]> {
  const rows = await db
    .selectFrom('products')
    .select(['category as name', sql<number>`cast(count(*) as integer)`.as('product_count')])
    .where('deleted_at', 'is', null)
    .groupBy('category')
    .execute();
  return rows.map((row) => ({ name: row.name, product_count: Number(row.product_count) }));
}

export async function countCategoryProducts(db: Tx, name: string): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select(sql<number>`cast(count(*) as integer)`.as('total'))
    .where('category', '=', name)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function insertCategory(db: Tx, name: string, at: string, lotEnforcement?: string, expiryDays?: number | null) {
  return db
    .insertInto('categories')
    .values({
      name,
      created_at: at,
      updated_at: at,
      ...(lotEnforcement ? { lot_enforcement: lotEnforcement } : {}),
      ...(expiryDays != null ? { dias_alerta_vencimiento: expiryDays } : {}),
    })
    .returning(['id', 'name', 'lot_enforcement'])
    .executeTakeFirstOrThrow();
}

export async function renameCategoryRow(db: Tx, id: number, from: string, to: string, at: string): Promise<number> {
  await db.updateTable('categories').set({ name: to, updated_at: at }).where('id', '=', id).execute();
  const result = await db
    .updateTable('products')
    .set({ category: to, updated_at: at })
    .where('category', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteCategoryRow(db: Tx, id: number) {
  await db.deleteFrom('categories').where('id', '=', id).execute();
}

export async function setCategoryLotEnforcement(db: Tx, id: number, lotEnforcement: string, at: string) {
  await db.updateTable('categories').set({ lot_enforcement: lotEnforcement, updated_at: at }).where('id', '=', id).execute();
}

export async function setCategoryExpiryDays(db: Tx, id: number, days: number | null, at: string) {
  await db.updateTable('categories').set({ dias_alerta_vencimiento: days, updated_at: at }).where('id', '=', id).execute();
}
