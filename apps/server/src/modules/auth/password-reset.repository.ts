import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export async function createPasswordReset(
  db: Kysely<Database>,
  userId: number,
  tokenHash: string,
  expiresAt: string,
  now: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await endUnusedResets(trx, userId, now);
    await trx
      .insertInto('password_reset_tokens')
      .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt, used_at: null, created_at: now })
      .execute();
  });
}

/** Marks every unused link of the user as used: a newer link or a reset ends them. */
export async function endUnusedResets(db: Kysely<Database>, userId: number, now: string): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Marks a valid token used and returns its user; one statement, so a token works only once. */
export async function consumePasswordReset(db: Kysely<Database>, tokenHash: string, now: string): Promise<number | undefined> {
  const row = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}
