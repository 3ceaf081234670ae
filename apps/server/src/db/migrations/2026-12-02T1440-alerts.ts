import type { Kysely } from 'kysely';

// Frozen migration: alerts. Alerts themselves are computed from live data (modules/alerts); only
// their settings (owner and threshold per type), their resolutions (who and when, for one
// occurrence of the cause) and the e-mails already sent are stored.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('alert_settings')
    .addColumn('alert_type', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('owner_role', 'varchar(16)')
    .addColumn('owner_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('threshold', 'integer')
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('alert_resolutions')
    .addColumn('alert_key', 'varchar(120)', (c) => c.notNull())
    .addColumn('fingerprint', 'varchar(200)', (c) => c.notNull())
    .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('resolved_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_resolutions_pk', ['alert_key', 'fingerprint'])
    .execute();
  await db.schema
    .createTable('alert_notifications')
    .addColumn('alert_key', 'varchar(120)', (c) => c.notNull())
    .addColumn('fingerprint', 'varchar(200)', (c) => c.notNull())
    .addColumn('notified_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_notifications_pk', ['alert_key', 'fingerprint'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('alert_notifications').execute();
  await db.schema.dropTable('alert_resolutions').execute();
  await db.schema.dropTable('alert_settings').execute();
}
