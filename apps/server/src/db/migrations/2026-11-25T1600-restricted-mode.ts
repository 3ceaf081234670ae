import { sql, type Kysely } from 'kysely';

// Frozen migration: restricted mode, a per-user flag an
// administrator sets. A restricted user cannot manage categories, create products, upload the
// Excel bulk load or download/upload the box-quantity template. 0 or 1 on both dialects.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column restricted integer not null default 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop column restricted`.execute(db);
}
