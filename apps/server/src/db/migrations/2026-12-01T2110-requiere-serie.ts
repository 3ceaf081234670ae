import { sql, type Kysely } from 'kysely';

// Frozen migration: products.requiere_serie — the product is received, issued, picked,
// transferred and implanted one serial per unit (a receipt line of quantity N carries N serials).
// Priority implantable devices require it; any product may be set to.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('requiere_serie', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update products set requiere_serie = 1 where es_dm_priorizado = 1 and tipo_dm = 'Implantable'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('requiere_serie').execute();
}
