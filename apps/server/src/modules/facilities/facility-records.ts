import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { FACILITY_ERRORS as E, isForeignKeyViolation, isUniqueViolation } from './facility-messages';

/** What warehouses, zones and locations share: a locked code, a unique code, a guarded delete. */

export function found<T>(record: T | undefined, notFound: string): T {
  if (!record) throw new AppError('NOT_FOUND', notFound);
  return record;
}

/** The code is the record's identity on labels and documents: it cannot change. */
export function assertCodeUnchanged(code: string, current: { code: string }): void {
  if (code !== current.code) throw new AppError('VALIDATION_ERROR', E.codeLocked, { code: E.codeLocked });
}

/** A 409 with the code field, from the pre-check or from a unique index hit by a concurrent write. */
export function duplicateCode(message: string): AppError {
  return new AppError('DUPLICATE', message, { code: message });
}

export async function orDuplicate<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw isUniqueViolation(error) ? duplicateCode(message) : error;
  }
}

/**
 * Runs a delete in one transaction; a row another request added meanwhile that still points at
 * the record (a foreign key) is a 409 naming it ("la bodega B01"), never a 500.
 */
export async function deleteUnlessReferenced<T>(
  db: Kysely<Database>,
  noun: string,
  id: number,
  work: (trx: Transaction<Database>, named: (code: string) => void) => Promise<T>,
): Promise<T> {
  let name = String(id);
  try {
    return await db.transaction().execute((trx) => work(trx, (code) => (name = code)));
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('IN_USE', E.referenced(`${noun} ${name}`));
    throw error;
  }
}
