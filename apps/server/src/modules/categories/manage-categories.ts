import {
  categoryDeleteError,
  categoryStatusLabel,
  effectiveLotEnforcement,
  type CategoryInput,
  type CategoryView,
} from '@bodega/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import {
  categoryProductCounts,
  countCategoryProducts,
  deleteCategoryRow,
  findCategoriesByName,
  findCategory,
  insertCategory,
  renameCategoryRow,
  selectCategories,
  setCategoryExpiryDays,
  setCategoryLotEnforcement,
} from './categories.repository';

export const CATEGORY_NOT_FOUND = 'Categoría no encontrada';
export const DUPLICATE_CATEGORY = (name: string) => `Ya existe una categoría con el nombre ${name}`;

function duplicate(name: string) {
  return new AppError('DUPLICATE', DUPLICATE_CATEGORY(name), { name: DUPLICATE_CATEGORY(name) });
}

async function view(db: Kysely<Database>, id: number, name: string): Promise<CategoryView> {
  const row = await findCategory(db, id);
  return {
    id,
    name,
    product_count: await countCategoryProducts(db, name),
    status: categoryStatusLabel({ id }),
    lot_enforcement: effectiveLotEnforcement(null, row?.lot_enforcement),
    dias_alerta_vencimiento: row?.dias_alerta_vencimiento ?? null,
  };
}

/** Registered categories plus category names only found on products ('Solo en productos'). */
export async function listCategories(db: Kysely<Database>): Promise<CategoryView[]> {
  const [registered, counts] = await Promise.all([selectCategories(db), categoryProductCounts(db)]);
  const countByName = new Map(counts.map((c) => [c.name, c.product_count]));
  const result: CategoryView[] = registered.map((c) => ({
    id: c.id,
    name: c.name,
    product_count: countByName.get(c.name) ?? 0,
    status: categoryStatusLabel(c),
    lot_enforcement: effectiveLotEnforcement(null, c.lot_enforcement),
    dias_alerta_vencimiento: c.dias_alerta_vencimiento ?? null,
  }));
  const registeredNames = new Set(registered.map((c) => c.name));
  for (const { name, product_count } of counts) {
    if (!registeredNames.has(name))
      result.push({
        id: null,
        name,
        product_count,
        status: categoryStatusLabel({ id: null }),
        lot_enforcement: effectiveLotEnforcement(null, null),
        dias_alerta_vencimiento: null,
      });
  }
  return result.sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

export async function createCategory(db: Kysely<Database>, input: CategoryInput): Promise<CategoryView> {
  const name = input.name;
  if (await findCategoriesByName(db, name)) throw duplicate(name);
  try {
    const row = await insertCategory(db, name, nowIso(), input.lot_enforcement, input.dias_alerta_vencimiento);
    return view(db, row.id, row.name);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(name);
    throw error;
  }
}

/** Renames a category and, in the same transaction, the category text of its products; sets its lot enforcement and expiry-alert days. */
export async function renameCategory(db: Kysely<Database>, id: number, input: CategoryInput): Promise<CategoryView> {
  const name = input.name;
  try {
    await db.transaction().execute(async (trx) => {
      const current = await findCategory(trx, id);
      if (!current) throw new AppError('NOT_FOUND', CATEGORY_NOT_FOUND);
      if (await findCategoriesByName(trx, name, id)) throw duplicate(name);
      if (current.name !== name) await renameCategoryRow(trx, id, current.name, name, nowIso());
      if (input.lot_enforcement && input.lot_enforcement !== current.lot_enforcement)
        await setCategoryLotEnforcement(trx, id, input.lot_enforcement, nowIso());
      if (input.dias_alerta_vencimiento !== undefined && input.dias_alerta_vencimiento !== current.dias_alerta_vencimiento)
        await setCategoryExpiryDays(trx, id, input.dias_alerta_vencimiento, nowIso());
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
    const current = await findCategory(trx, id);
    if (!current) throw new AppError('NOT_FOUND', CATEGORY_NOT_FOUND);
    const refusal = categoryDeleteError({
      id,
      name: current.name,
      product_count: await countCategoryProducts(trx, current.name),
    });
    if (refusal) throw new AppError('IN_USE', refusal);
    await deleteCategoryRow(trx, id);
  });
}
