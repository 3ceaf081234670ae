import { formatRun, type Supplier, type SupplierInput } from '@bodega/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { likePattern } from '../../lib/like-pattern';
import { pageOffset } from '../../lib/sql-list';

/* Suppliers: name, RUT (mod-11, stored as 12345678-K) and contact. */

const blank = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

function duplicateRut(rut: string): AppError {
  const message = `Ya existe un proveedor con el RUT ${rut}`;
  return new AppError('DUPLICATE', message, { rut: message });
}

const values = (input: SupplierInput) => ({
  name: input.name.trim(),
  rut: formatRun(input.rut),
  contact_name: blank(input.contact_name),
  contact_phone: blank(input.contact_phone),
  contact_email: blank(input.contact_email),
});

export async function getSupplier(db: Kysely<Database>, id: number): Promise<Supplier> {
  const row = await db.selectFrom('suppliers').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'Proveedor no encontrado');
  return row;
}

export async function listSuppliers(
  db: Kysely<Database>,
  query: { search?: string | undefined; page: number; per_page: number },
) {
  let q = db.selectFrom('suppliers');
  if (query.search) {
    const pattern = likePattern(query.search);
    q = q.where(sql<boolean>`(lower(name) like ${pattern} escape '\\' or lower(rut) like ${pattern} escape '\\')`);
  }
  const total = await q.select(sql<number>`cast(count(*) as integer)`.as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .selectAll()
    .orderBy('name')
    .orderBy('id')
    .limit(query.per_page)
    .offset(pageOffset(query.page, query.per_page))
    .execute();
  return { rows, total: Number(total.n) };
}

export async function createSupplier(db: Kysely<Database>, input: SupplierInput): Promise<Supplier> {
  const now = nowIso();
  const row = values(input);
  if (await db.selectFrom('suppliers').select('id').where('rut', '=', row.rut).executeTakeFirst()) throw duplicateRut(row.rut);
  try {
    const { id } = await db
      .insertInto('suppliers')
      .values({ ...row, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return getSupplier(db, id);
  } catch (error) {
    throw isUniqueViolation(error) ? duplicateRut(row.rut) : error;
  }
}

export async function updateSupplier(db: Kysely<Database>, id: number, input: SupplierInput): Promise<Supplier> {
  await getSupplier(db, id);
  const row = values(input);
  const other = await db.selectFrom('suppliers').select('id').where('rut', '=', row.rut).where('id', '<>', id).executeTakeFirst();
  if (other) throw duplicateRut(row.rut);
  try {
    await db
      .updateTable('suppliers')
      .set({ ...row, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  } catch (error) {
    throw isUniqueViolation(error) ? duplicateRut(row.rut) : error;
  }
  return getSupplier(db, id);
}

export async function removeSupplier(db: Kysely<Database>, id: number): Promise<void> {
  await getSupplier(db, id);
  const used =
    (await db.selectFrom('purchase_orders').select('id').where('supplier_id', '=', id).executeTakeFirst()) ??
    (await db.selectFrom('transactions').select('id').where('supplier_id', '=', id).executeTakeFirst());
  if (used) throw new AppError('IN_USE', 'No se puede eliminar: el proveedor tiene órdenes de compra o ingresos');
  await db.deleteFrom('suppliers').where('id', '=', id).execute();
}
