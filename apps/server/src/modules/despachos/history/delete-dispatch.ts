import { DISPATCH_HISTORY_MESSAGES as M } from '@bodega/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { deletePendingDispatch, findDispatchHead } from './dispatch-orders.repository';

/** DELETE /despachos/dispatches/{id}: only a Pendiente dispatch, which moved no stock. */
export async function deleteDispatch(db: Kysely<Database>, id: number): Promise<{ id: number; reference: string }> {
  const head = await findDispatchHead(db, id);
  if (!head) throw new AppError('NOT_FOUND', M.notFound);
  if (!(await db.transaction().execute((trx) => deletePendingDispatch(trx, id)))) {
    const now = await findDispatchHead(db, id);
    if (!now) throw new AppError('NOT_FOUND', M.notFound);
    throw new AppError('INVALID_STATE', M.notPending('eliminar', now.status), undefined, { status: now.status });
  }
  return { id, reference: head.reference };
}
