import type { Deps } from '../../lib/deps';
import type { Kysely, Transaction } from 'kysely';
import { createHash } from 'node:crypto';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import type { Ledger } from '../ledger';

export interface IdempotentRequest {
  /** The Idempotency-Key header; without one the work simply runs. */
  key: string | undefined;
  user_id: number;
  /** The route pattern, e.g. '/api/transactions/ingresos'. */
  route: string;
  /** The validated body: a reused key with a different body is refused. */
  body: unknown;
}

export interface IdempotentResult<T> {
  status: number;
  body: T;
  replayed: boolean;
}

export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

async function stored(db: Kysely<Database>, request: IdempotentRequest & { key: string }, hash: string) {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'response_status', 'response_body'])
    .where('user_id', '=', request.user_id)
    .where('route', '=', request.route)
    .where('key', '=', request.key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.request_hash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return { status: row.response_status, body: JSON.parse(row.response_body) as unknown };
}

function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '23505' || /unique/i.test(String(message ?? ''));
}

/**
 * Runs a create once per (user, route, Idempotency-Key). The key row is inserted first inside the
 * same transaction as the work and completed with the response before commit, so a crash keeps
 * both or neither. A concurrent request with the same key waits on that row's unique index (on
 * PostgreSQL), fails on commit of the first, and then answers with the stored response.
 */
export async function runIdempotent<T>(
  deps: Deps,
  request: IdempotentRequest,
  work: (stock: Ledger, trx: Transaction<Database>) => Promise<{ status: number; body: T }>,
): Promise<IdempotentResult<T>> {
  const { key } = request;
  if (!key) {
    const result = await deps.stockTransaction(work);
    return { ...result, replayed: false };
  }
  const hash = requestHash(request.body);
  const keyed = { ...request, key };
  const previous = await stored(deps.db.kysely, keyed, hash);
  if (previous) return { status: previous.status, body: previous.body as T, replayed: true };
  try {
    const result = await deps.stockTransaction(async (stock, trx) => {
      const claim = await trx
        .insertInto('idempotency_keys')
        .values({
          key,
          user_id: request.user_id,
          route: request.route,
          request_hash: hash,
          response_status: 0,
          response_body: '',
          created_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const outcome = await work(stock, trx);
      await trx
        .updateTable('idempotency_keys')
        .set({ response_status: outcome.status, response_body: JSON.stringify(outcome.body) })
        .where('id', '=', claim.id)
        .execute();
      return outcome;
    });
    return { ...result, replayed: false };
  } catch (error) {
    if (isUniqueViolation(error)) {
      const winner = await stored(deps.db.kysely, keyed, hash);
      if (winner) return { status: winner.status, body: winner.body as T, replayed: true };
    }
    throw error;
  }
}
