import { categoryDeleteError, categoryStatusLabel, type CategoryView } from '@bodega/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { categoriesRepository } from './categories.repository';

export const CATEGORY_NOT_FOUND = 'Categoría no encontrada';
export const DUPLICATE_CATEGORY = (name: string) => `Ya existe una categoría con el nombre ${name}`;

function duplicate(name: string) {
  return new AppError('DUPLICATE', DUPLICATE_CATEGORY(name), { name: DUPLICATE_CATEGORY(name) });
}

async function view(db: Kysely<Database>, id: number, name: string): Promise<CategoryView> {
  return { id, name, product_count: await categoriesRepository(db).countProducts(name), status: categoryStatusLabel({ id }) };
}

/** Registered categories plus category names only found on products ('Solo en productos'). */
export async function listCategories(db: Kysely<Database>): Promise<CategoryView[]> {
  const repo = categoriesRepository(db);
  const [registered, counts] = await Promise.all([repo.listRegistered(), repo.productCounts()]);
  const countByName = new Map(counts.map((c) => [c.name, c.product_count]));
  const result: CategoryView[] = registered.map((c) => ({
    id: c.id,
    name: c.name,
    product_count: countByName.get(c.name) ?? 0,
    status: categoryStatusLabel(c),
  }));
  const registeredNames = new Set(registered.map((c) => c.name));
  for (const { name, product_count } of counts) {
    if (!registeredNames.has(name)) result.push({ id: null, name, product_count, status: categoryStatusLabel({ id: null }) });
  }
  return result.sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

export async function createCategory(db: Kysely<Database>, name: string): Promise<CategoryView> {
  const repo = categoriesRepository(db);
  if (await repo.findByName(name)) throw duplicate(name);
  try {
    const row = await repo.insert(name, nowIso());
    return view(db, row.id, row.name);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(name);
    throw error;
  }
}

/** Renames a category and, in the same transaction, the category text of its products. */
export async function renameCategory(db: Kysely<Database>, id: number, name: string): Promise<CategoryView> {
  try {
    await db.transaction().execute(async (trx) => {
      const repo = categoriesRepository(trx);
      const current = await repo.findById(id);
      if (!current) throw new AppError('NOT_FOUND', CATEGORY_NOT_FOUND);
      if (await repo.findByName(name, id)) throw duplicate(name);
      if (current.name !== name) await repo.rename(id, current.name, name, nowIso());
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(name);
    throw error;
  }
  return view(db, id, name);
}

/** Refused while products carry the category. */
export async function deleteCategory(db: Kysely<Database>, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const repo = categoriesRepository(trx);
    const current = await repo.findById(id);
    if (!current) throw new AppError('NOT_FOUND', CATEGORY_NOT_FOUND);
    const refusal = categoryDeleteError({ id, name: current.name, product_count: await repo.countProducts(current.name) });
    if (refusal) throw new AppError('IN_USE', refusal);
    await repo.delete(id);
  });
}
