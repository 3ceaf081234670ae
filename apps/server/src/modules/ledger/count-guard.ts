import { AppError } from '../../lib/app-error';
import type { Tx } from '../../db/handle';

/**
 * A location being counted (a count task 'en_curso', modules/counts) takes no stock moves: every
 * add and remove of the ledger asks here first, inside its transaction, and a move in or out of
 * such a location is refused with 409 LOCATION_IN_COUNT, nothing written. Refused rather than
 * queued: a queued move would change what the operator is counting blind, and the person moving
 * stock learns at once to come back after the count (docs/modules.md, 'Counts').
 */
export async function assertNotCounting(trx: Tx, locationIds: Iterable<number>): Promise<void> {
  const ids = [...new Set(locationIds)];
  if (ids.length === 0) return;
  const row = await trx
    .selectFrom('count_tasks')
    .innerJoin('locations', 'locations.id', 'count_tasks.counting_location_id')
    .select(['locations.code', 'count_tasks.number'])
    .where('count_tasks.counting_location_id', 'in', ids)
    .executeTakeFirst();
  if (row) {
    throw new AppError(
      'LOCATION_IN_COUNT',
      `Ubicación en conteo: ${row.code} se está contando (${row.number}); sus movimientos se aceptan cuando el conteo se envíe`,
      undefined,
      { location_code: row.code, count_number: row.number },
    );
  }
}
