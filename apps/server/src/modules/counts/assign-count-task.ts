import type { Tx } from '../../db/handle';
import { AppError } from '../../lib/app-error';
import { getAdminTask, taskNotFound } from './count-tasks.repository';

/**
 * Assigns (or reassigns) a task that nobody is counting yet to an operator (admin). A recount
 * refuses the operator who made the count it checks: 409 RECOUNT_SAME_OPERATOR.
 */
export async function assignCountTask(db: Tx, taskId: number, operatorId: number) {
  const task = await db
    .selectFrom('count_tasks')
    .select(['id', 'state', 'excluded_operator_id'])
    .where('id', '=', taskId)
    .executeTakeFirst();
  if (!task) throw taskNotFound();
  const operator = await db.selectFrom('users').select(['id', 'role']).where('id', '=', operatorId).executeTakeFirst();
  if (!operator || operator.role !== 'operator') {
    throw new AppError('VALIDATION_ERROR', 'Seleccione un usuario con rol Operario', {
      operator_id: 'Seleccione un usuario con rol Operario',
    });
  }
  if (task.excluded_operator_id === operatorId) throw new AppError('RECOUNT_SAME_OPERATOR');
  const changed = await db
    .updateTable('count_tasks')
    .set({ operator_id: operatorId, state: 'asignada' })
    .where('id', '=', taskId)
    .where('state', 'in', ['pendiente', 'asignada'])
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) {
    throw new AppError('INVALID_STATE', 'Solo se puede asignar una tarea de conteo pendiente o asignada que nadie ha comenzado');
  }
  return getAdminTask(db, taskId);
}
