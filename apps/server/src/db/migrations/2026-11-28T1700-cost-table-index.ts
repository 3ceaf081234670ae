import { sql, type Kysely } from 'kysely';

// Frozen migration: the cost table (GET /analytics/products) pages live products by
// name, case-insensitively, in SQL. This partial expression index is that order, so a page of 15
// reads 15 index entries instead of sorting 50 000 products (the query repeats `lower(p.name)`
// and `deleted_at is null` literally so the planner can use it, on both dialects).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index products_lower_name_idx on products (lower(name), id) where deleted_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index products_lower_name_idx`.execute(db);
}
