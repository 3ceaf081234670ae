import type { Kysely } from 'kysely';

// Frozen migration: products.fabricante — the manufacturer's name, which the implant card prints
// (EU MDR art. 18 asks for it); codigo_fabrica stays the manufacturer's model code. Null when unknown.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('fabricante', 'varchar(200)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('fabricante').execute();
}
