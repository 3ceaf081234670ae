import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export async function recordLoginAttempt(
  db: Kysely<Database>,
  identifier: string,
  succeeded: boolean,
  ip: string | null,
  at: string,
): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({ identifier, succeeded: succeeded ? 1 : 0, ip, attempted_at: at })
    .execute();
}

/** Failures since `since` that came after the last success (a success resets the counter). */
export async function recentLoginFailures(db: Kysely<Database>, identifier: string, since: string): Promise<number> {
  const lastSuccess = db
    .selectFrom('login_attempts')
    .select(sql<string>`max(attempted_at)`.as('at'))
    .where('identifier', '=', identifier)
    .where('succeeded', '=', 1);
  const row = await db
    .selectFrom('login_attempts')
    .select(sql<number>`cast(count(*) as integer)`.as('failures'))
    .where('identifier', '=', identifier)
    .where('succeeded', '=', 0)
    .where('attempted_at', '>', since)
    .where((eb) => eb.or([eb(lastSuccess, 'is', null), eb('attempted_at', '>', lastSuccess)]))
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

/** Keeps the table small: attempts older than the lockout window no longer matter. */
export async function purgeLoginAttemptsBefore(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('attempted_at', '<', before).execute();
}
