import type { Transaction } from 'kysely';
import type { Db } from '../db/create-db';
import type { Database } from '../db/schema';
import { ledger, type Ledger } from '../modules/ledger/ledger';
import { LotExpiryConflict, recordLotConflict } from '../modules/lots';
import { removeAndRecordPostgres, type RecordedRemoval, type RemoveAndRecord } from '../modules/ledger/remove-and-record';
import { retryTransientConflicts } from './stock-transaction';

/**
 * Runs `work` in one database transaction with the stock ledger. Every stock change goes through
 * here, or through removeAndRecord. On PostgreSQL every ledger write locks its product before its
 * inventory rows (lib/stock-locks), and a transaction aborted as a deadlock victim or a
 * serialization failure runs again from the start (lib/stock-transaction), so `work` must keep no
 * state of its own across attempts beyond what it may safely redo.
 */
export type StockTransaction = <T>(work: (stock: Ledger, trx: Transaction<Database>) => Promise<T>) => Promise<T>;

/**
 * PostgreSQL only (undefined on SQLite): the ledger's "remove stock and record this document" as
 * one autocommit statement (modules/ledger/remove-and-record.ts); undefined when it wrote nothing,
 * and then the caller runs its ordinary stockTransaction.
 */
export type RemoveAndRecordFn = (removal: RemoveAndRecord) => Promise<RecordedRemoval | undefined>;

/**
 * What an operation uses: the database and the ledger's two ways to write stock. Built once per
 * app (plugins/ledger.ts, as `app.deps`) and by the seeds; routes hand it to the operations, which
 * never see the Fastify instance.
 */
export interface Deps {
  db: Db;
  stockTransaction: StockTransaction;
  removeAndRecord: RemoveAndRecordFn | undefined;
}

/**
 * The dependencies over `db`; `afterWrite` runs after every committed stock write (the app asks
 * its traceability sealer for a seal there; the seeds run before the sealer starts and pass none).
 */
export function createDeps(db: Db, afterWrite: () => void = () => {}): Deps {
  const stockTransaction: StockTransaction = async (work) => {
    let result;
    try {
      result = await retryTransientConflicts(() => db.kysely.transaction().execute((trx) => work(ledger(trx), trx)));
    } catch (error) {
      // A lot refused for its expiry rolled its transaction back; the attempt is logged now.
      if (error instanceof LotExpiryConflict) await recordLotConflict(db.kysely, error.attempt);
      throw error;
    }
    afterWrite();
    return result;
  };
  const removeAndRecord: RemoveAndRecordFn | undefined =
    db.dialect === 'postgres'
      ? async (removal) => {
          const written = await retryTransientConflicts(() => removeAndRecordPostgres(db.kysely, removal));
          if (written) afterWrite();
          return written;
        }
      : undefined;
  return { db, stockTransaction, removeAndRecord };
}
