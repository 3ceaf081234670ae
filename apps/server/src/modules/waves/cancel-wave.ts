// Cancels a wave none of whose lists has started: its batch lists and their pending items are
// cancelled and its orders leave it (open = 0), keeping their reservations (they stay assigned,
// or pending when partially allocated) so they can be picked alone or in another wave.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { isPostgres } from '../../lib/stock-locks';
import { cancelPendingItems } from '../picking/picking-list-writes.repository';

export async function cancelWave(db: Kysely<Database>, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    let query = trx.selectFrom('waves').select(['id', 'name', 'status']).where('id', '=', id);
    if (isPostgres(trx)) query = query.forUpdate();
    const wave = await query.executeTakeFirst();
    if (!wave) throw new AppError('NOT_FOUND', 'Ola no encontrada');
    if (wave.status !== 'pending')
      throw new AppError('INVALID_STATE', `Solo una ola pendiente se puede cancelar (la ola ${wave.name} no lo está)`);
    const lists = await trx.selectFrom('picking_lists').select(['id', 'status']).where('wave_id', '=', id).execute();
    if (lists.some((list) => !['pending', 'assigned', 'cancelled'].includes(list.status))) {
      throw new AppError('INVALID_STATE', `La ola ${wave.name} ya tiene listas iniciadas`);
    }
    const at = nowIso();
    const ids = lists.map((list) => list.id);
    if (ids.length) {
      const done = await trx
        .updateTable('picking_lists')
        .set({ status: 'cancelled', cancelled_at: at, updated_at: at })
        .where('id', 'in', ids)
        .where('status', 'in', ['pending', 'assigned'])
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== lists.filter((l) => l.status !== 'cancelled').length)
        throw new AppError('INVALID_STATE', `Una lista de la ola ${wave.name} se inició mientras se cancelaba`);
      await cancelPendingItems(trx, ids);
    }
    await trx.updateTable('waves').set({ status: 'cancelled', updated_at: at }).where('id', '=', id).execute();
    await trx.updateTable('wave_orders').set({ open: 0 }).where('wave_id', '=', id).execute();
  });
}
