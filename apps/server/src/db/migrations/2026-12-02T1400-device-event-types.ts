import { sql, type Kysely } from 'kysely';

// Frozen migration: device-event-types. The medical devices' operations write their own event
// types (IMPLANT, EXPLANT, HOLD, RELEASE, TRANSFER_TO_SERVICE, SERVICE_RECEPTION). Events written
// before them carry a general type (an implant as DISPATCH, a hold as QUALITY_CHECK…), and their
// event_type is covered by the chain hash and the MAC, so it is never rewritten: the new column
// `reclassified_type`, outside the hash and the MAC, says what such an old event was, where its
// reference says so, and every reader takes coalesce(reclassified_type, event_type). The events'
// totals per type (event_counts) are emptied and counted again by the sealer's catch-up, which
// reads the same coalesce.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('traceability_events').addColumn('reclassified_type', 'varchar(20)').execute();
  const reclassify = (type: string, where: ReturnType<typeof sql>) =>
    sql`update traceability_events set reclassified_type = ${type} where reclassified_type is null and ${where}`.execute(db);
  await reclassify('IMPLANT', sql`event_type = 'DISPATCH' and reference_type = 'implante'`);
  await reclassify('EXPLANT', sql`event_type = 'RETURN' and reference_type = 'explante'`);
  await reclassify('TRANSFER_TO_SERVICE', sql`event_type = 'TRANSFER' and reference_type = 'dm_transferencia' and quantity < 0`);
  await reclassify('SERVICE_RECEPTION', sql`event_type = 'TRANSFER' and reference_type = 'dm_transferencia' and quantity > 0`);
  // A recall's hold and release (open-recall, resolve-recall), and a device state's (dm/devices).
  await reclassify(
    'HOLD',
    sql`event_type = 'QUALITY_CHECK' and quantity = 0 and ((reference_type = 'retiro' and description like 'Retenido por el retiro %') or (reference_type = 'dm_estado' and description like '% retenido: %'))`,
  );
  await reclassify(
    'RELEASE',
    sql`event_type = 'QUALITY_CHECK' and quantity = 0 and ((reference_type = 'retiro' and description like '%: unidad liberada') or (reference_type = 'dm_estado' and description like '% liberado'))`,
  );
  await sql`create index events_reclassified_idx on traceability_events (reclassified_type, id) where reclassified_type is not null`.execute(
    db,
  );
  await sql`delete from event_counts`.execute(db);
  await sql`update event_chain_state set counted_seq = 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('events_reclassified_idx').execute();
  await db.schema.alterTable('traceability_events').dropColumn('reclassified_type').execute();
  await sql`delete from event_counts`.execute(db);
  await sql`update event_chain_state set counted_seq = 0`.execute(db);
}
