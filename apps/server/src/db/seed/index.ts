import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { seedDemoUsers } from './demo-users';

/** Seeds the demo data set (DESIGN §7) when the database has no users yet; returns whether it did. */
export async function seedDemoIfEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select(sql<number>`cast(count(*) as integer)`.as('total')).executeTakeFirstOrThrow();
  if (Number(row.total) > 0) return false;
  await seedDemoUsers(db);
  return true;
}
