import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { isPostgres } from '../../lib/stock-locks';

/** Namespace of the per-account advisory locks (the two-key form keeps them apart from others). */
const LOGIN_LOCK_NAMESPACE = 0x6c6f67;

/** Failures since `since` that came after the last success (a success resets the counter). */
async function recentLoginFailures(db: Transaction<Database>, identifier: string, since: string): Promise<number> {
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

/**
 * Takes one of the account's attempts before its password is checked: the attempt is written as a
 * failure in the same transaction that counts the earlier ones, under a per-account lock, so
 * parallel requests each see the others' attempts and no more than `max` are ever evaluated in
 * the window. Returns the attempt's id, or undefined when the account is locked. A right password
 * then marks its attempt succeeded (`markLoginSucceeded`), which resets the count.
 */
export async function reserveLoginAttempt(
  db: Kysely<Database>,
  attempt: { identifier: string; ip: string | null; at: string; windowStart: string; max: number },
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    // SQLite runs one transaction at a time on the server's single connection: nothing to lock.
    if (isPostgres(trx)) {
      await sql`select pg_advisory_xact_lock(${LOGIN_LOCK_NAMESPACE}, hashtext(${attempt.identifier}))`.execute(trx);
    }
    if ((await recentLoginFailures(trx, attempt.identifier, attempt.windowStart)) >= attempt.max) return undefined;
    const row = await trx
      .insertInto('login_attempts')
      .values({ identifier: attempt.identifier, succeeded: 0, ip: attempt.ip, attempted_at: attempt.at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** Keeps the attempt's reservation time, so failures that were in flight with it still count. */
export async function markLoginSucceeded(db: Kysely<Database>, attemptId: number): Promise<void> {
  await db.updateTable('login_attempts').set({ succeeded: 1 }).where('id', '=', attemptId).execute();
}

/** Keeps the table small: attempts older than the lockout window no longer matter. */
export async function purgeLoginAttemptsBefore(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('attempted_at', '<', before).execute();
}
