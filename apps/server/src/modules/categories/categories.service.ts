import { CATEGORY_MESSAGES, categoryDeleteError, categoryStatusLabel } from '@bodega/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { categoriesRepository } from './categories.repository';

export const CATEGORY_NOT_FOUND = 'Categoría no encontrada';
export const DUPLICATE_CATEGORY = (name: string) => `Ya existe una categoría con el nombre ${name}`;

export interface CategoryView {
  id: number | null;
  name: string;
  product_count: number;
  status: 'Registrada' | 'Solo en productos';
}

function duplicate(name: string) {
  return new AppError('DUPLICATE', DUPLICATE_CATEGORY(name), { name: DUPLICATE_CATEGORY(name) });
}

export function categoriesService(db: Kysely<Database>) {
  const repo = categoriesRepository(db);

  async function view(id: number, name: string): Promise<CategoryView> {
    return { id, name, product_count: await repo.countProducts(name), status: categoryStatusLabel({ id }) };
  }

  return {
    /** Registered categories plus category names only found on products ('Solo en productos'). */
    async list(): Promise<CategoryView[]> {
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
    },

    async create(name: string): Promise<CategoryView> {
      if (await repo.findByName(name)) throw duplicate(name);
      try {
        const row = await repo.insert(name, nowIso());
        return view(row.id, row.name);
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate(name);
        throw error;
      }
    },

    /** Renames a category and, in the same transaction, the category text of its products. */
    async update(id: number, name: string): Promise<CategoryView> {
      try {
        await db.transaction().execute(async (trx) => {
          const txRepo = categoriesRepository(trx);
          const current = await txRepo.findById(id);
          if (!current) throw new AppError('NOT_FOUND', CATEGORY_NOT_FOUND);
          if (await txRepo.findByName(name, id)) throw duplicate(name);
          if (current.name !== name) await txRepo.rename(id, current.name, name, nowIso());
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate(name);
        throw error;
      }
      return view(id, name);
    },

    async remove(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const txRepo = categoriesRepository(trx);
        const current = await txRepo.findById(id);
        if (!current) throw new AppError('NOT_FOUND', CATEGORY_NOT_FOUND);
        const refusal = categoryDeleteError({ id, name: current.name, product_count: await txRepo.countProducts(current.name) });
        if (refusal) throw new AppError('IN_USE', refusal);
        await txRepo.delete(id);
      });
    },
  };
}

export { CATEGORY_MESSAGES };
