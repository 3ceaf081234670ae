import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { retryOnDeadlock } from './stock-locks';

/** The app's stock transaction, run again when PostgreSQL aborts it as a deadlock victim. */
export function retriedStockTransaction<T>(app: FastifyInstance, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return retryOnDeadlock(() => app.stockTransaction((_stock, trx) => work(trx)));
}
