import type { Kysely } from 'kysely';

// Frozen migration: categories.dias_alerta_vencimiento, the days before expiry a lot of the
// category raises the 'Lotes por vencer' alert (1..365); null follows the alert setting's windows.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('categories').addColumn('dias_alerta_vencimiento', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('categories').dropColumn('dias_alerta_vencimiento').execute();
}
