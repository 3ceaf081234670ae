import { COUNT_REASON_LABELS, type CountReasonCode } from '@bodega/domain';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import type { Deps } from '../../lib/deps';
import { varianceOut, varianceQuery } from './count-tasks.repository';

/**
 * Approves one variance of a count with a reason (admin): the result moves 'por_aprobar' →
 * 'aprobada' conditionally, in the same transaction as the stock adjustment, so two approvals at
 * once adjust exactly once (the second finds the state changed and gets 409, nothing written).
 * The adjustment is the count's difference (counted − expected at submission), applied through
 * the ledger as an ADJUSTMENT event that references the count ('CNT-000001'); moves after the
 * count changed shelf and system alike, so the difference still holds. The last approval closes
 * the task and frees its location for new counts.
 */
export async function approveCountVariance(
  deps: Pick<Deps, 'stockTransaction'>,
  resultId: number,
  input: { reason_code: CountReasonCode; reason_text: string },
  userId: number,
) {
  return deps.stockTransaction(async (stock, trx) => {
    const result = await trx
      .selectFrom('count_results as r')
      .innerJoin('count_tasks as t', 't.id', 'r.task_id')
      .select([
        'r.id',
        'r.task_id',
        'r.state',
        'r.product_id',
        'r.lot_number',
        'r.serial_number',
        'r.expiry_date',
        'r.expected_quantity',
        'r.counted_quantity',
        't.number',
        't.location_id',
      ])
      .where('r.id', '=', resultId)
      .executeTakeFirst();
    if (!result) throw new AppError('NOT_FOUND', 'Diferencia de conteo no encontrada');
    const at = nowIso();
    const claimed = await trx
      .updateTable('count_results')
      .set({
        state: 'aprobada',
        reason_code: input.reason_code,
        reason_text: input.reason_text || null,
        approved_by: userId,
        approved_at: at,
      })
      .where('id', '=', resultId)
      .where('state', '=', 'por_aprobar')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) {
      throw new AppError('INVALID_STATE', 'Esta diferencia ya fue aprobada o no espera aprobación');
    }
    const delta = Number(result.counted_quantity) - Number(result.expected_quantity);
    const key = {
      product_id: result.product_id,
      location_id: result.location_id,
      lot_number: result.lot_number,
      serial_number: result.serial_number,
      expiry_date: result.expiry_date,
    };
    const label = COUNT_REASON_LABELS[input.reason_code];
    const ctx = {
      user_id: userId,
      reference_type: 'count_task',
      reference_id: result.task_id,
      reference: result.number,
      description: `Ajuste por conteo ${result.number}: ${label}`,
      notes: input.reason_text || null,
    };
    if (delta > 0) await stock.add(key, delta, 'ADJUSTMENT', ctx);
    if (delta < 0) await stock.remove(key, -delta, 'ADJUSTMENT', ctx);
    const left = await trx
      .selectFrom('count_results')
      .select('id')
      .where('task_id', '=', result.task_id)
      .where('state', '=', 'por_aprobar')
      .executeTakeFirst();
    if (!left) {
      await trx
        .updateTable('count_tasks')
        .set({ state: 'cerrada', closed_at: at, open_location_id: null })
        .where('id', '=', result.task_id)
        .where('state', '=', 'por_aprobar')
        .execute();
    }
    const row = await varianceQuery(trx).where('r.id', '=', resultId).executeTakeFirstOrThrow();
    return varianceOut(row);
  });
}
