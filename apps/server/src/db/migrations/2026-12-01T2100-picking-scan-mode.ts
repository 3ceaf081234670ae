import type { Kysely } from 'kysely';

// Frozen migration: a pick is confirmed by scans of its location and product unless an admin
// turned scanning off for the list (a site without scanners).
// - picking_lists.scan_required: 1 (default) the pick endpoint needs the scans; 0 it does not.
// - picking_lists.scan_off_at / scan_off_by: when and by whom scanning was last turned off, kept
//   after it is turned on again, so the list keeps showing that it ran without scans.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('picking_lists')
    .addColumn('scan_required', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('picking_lists').addColumn('scan_off_at', 'varchar(32)').execute();
  await db.schema.alterTable('picking_lists').addColumn('scan_off_by', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('picking_lists').dropColumn('scan_off_by').execute();
  await db.schema.alterTable('picking_lists').dropColumn('scan_off_at').execute();
  await db.schema.alterTable('picking_lists').dropColumn('scan_required').execute();
}
