import type { CountTaskOperatorDetail } from '@bodega/domain';
import type { Tx } from '../../db/handle';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import type { Deps } from '../../lib/deps';
import type { Actor } from '../../lib/operator-visibility';
import { getOperatorTask, taskNotFound } from './count-tasks.repository';

export interface CountLineInput {
  location_code: string;
  product_code: string;
  lot_number: string;
  serial_number: string;
  expiry_date?: string | null | undefined;
  quantity: number;
}

/** The task the signed-in operator may count (404 when it is not assigned to them). */
export async function countableTask(trx: Tx, taskId: number, actor: Actor) {
  const task = await trx
    .selectFrom('count_tasks as t')
    .innerJoin('locations as l', 'l.id', 't.location_id')
    .select(['t.id', 't.state', 't.operator_id', 't.excluded_operator_id', 't.location_id', 'l.code', 'l.barcode'])
    .where('t.id', '=', taskId)
    .executeTakeFirst();
  if (!task || task.operator_id !== actor.id) throw taskNotFound();
  if (task.excluded_operator_id === actor.id) throw new AppError('RECOUNT_SAME_OPERATOR');
  if (task.state !== 'asignada' && task.state !== 'en_curso') {
    throw new AppError('INVALID_STATE', 'La tarea de conteo ya fue enviada');
  }
  return task;
}

/** The scanned location must be the task's (its code or its barcode, case aside). */
export function assertTaskLocation(task: { code: string; barcode: string | null }, scanned: string) {
  const code = scanned.trim().toUpperCase();
  if (code !== task.code.toUpperCase() && code !== (task.barcode ?? '').toUpperCase()) {
    const message = `La ubicación escaneada (${scanned.trim()}) no corresponde a la tarea (${task.code})`;
    throw new AppError('VALIDATION_ERROR', message, { location_code: message });
  }
}

/** Marks the task 'en_curso' on its first scan: from then on the ledger refuses the location's moves. */
export async function startCounting(trx: Tx, task: { id: number; state: string; location_id: number }) {
  if (task.state !== 'asignada') return;
  await trx
    .updateTable('count_tasks')
    .set({ state: 'en_curso', started_at: nowIso(), counting_location_id: task.location_id })
    .where('id', '=', task.id)
    .where('state', '=', 'asignada')
    .execute();
}

async function productFor(trx: Tx, code: string) {
  const text = code.trim();
  // A GTIN-14 with a leading zero is the EAN-13 printed on the box.
  const short = /^0\d{13}$/.test(text) ? text.slice(1) : text;
  const product = await trx
    .selectFrom('products')
    .select(['id', 'requiere_serie'])
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('barcode', '=', text), eb('barcode', '=', short), eb('sku', '=', text)]))
    .orderBy('id')
    .executeTakeFirst();
  if (!product) {
    throw new AppError('NOT_FOUND', `Producto no encontrado: ${text}`, { product_code: 'Producto no encontrado' });
  }
  return product;
}

/**
 * One scan of a blind count (POST /api/counts/tasks/{id}/lines): the location first (it must be
 * the task's), then the product, its lot or serial, and the quantity found. The same product,
 * lot, serial and expiry scanned again adds to its line (units found in two places of the
 * shelf); a serial counts one unit and twice is refused. The answer is the task with the lines
 * the operator typed: never what the system expects.
 */
export async function recordCountLine(
  deps: Pick<Deps, 'db'>,
  taskId: number,
  input: CountLineInput,
  actor: Actor,
): Promise<CountTaskOperatorDetail> {
  await deps.db.kysely.transaction().execute(async (trx) => {
    const task = await countableTask(trx, taskId, actor);
    assertTaskLocation(task, input.location_code);
    const product = await productFor(trx, input.product_code);
    const serial = input.serial_number.trim();
    const lot = input.lot_number.trim();
    if (serial !== '' && input.quantity > 1) {
      throw new AppError('VALIDATION_ERROR', 'Un número de serie cuenta una sola unidad', {
        quantity: 'Un número de serie cuenta una sola unidad',
      });
    }
    let expiry = input.expiry_date ?? '';
    if (expiry === '') {
      // The expiry the system knows for that lot or serial here, else anywhere.
      const known = await trx
        .selectFrom('inventory')
        .select('expiry_date')
        .where('product_id', '=', product.id)
        .where('lot_number', '=', lot)
        .where('serial_number', '=', serial)
        .orderBy(({ eb }) => eb.case().when('location_id', '=', task.location_id).then(0).else(1).end())
        .executeTakeFirst();
      expiry = known?.expiry_date ?? '';
    }
    await startCounting(trx, task);
    const at = nowIso();
    const existing = await trx
      .selectFrom('count_lines')
      .select(['id', 'counted_quantity'])
      .where('task_id', '=', taskId)
      .where('product_id', '=', product.id)
      .where('lot_number', '=', lot)
      .where('serial_number', '=', serial)
      .where('expiry_date', '=', expiry)
      .executeTakeFirst();
    if (existing && serial !== '' && input.quantity > 0) {
      throw new AppError('DUPLICATE', `La serie ${serial} ya fue contada en esta tarea`);
    }
    if (existing) {
      await trx
        .updateTable('count_lines')
        .set({ counted_quantity: Number(existing.counted_quantity) + input.quantity, counted_by: actor.id, updated_at: at })
        .where('id', '=', existing.id)
        .execute();
    } else {
      await trx
        .insertInto('count_lines')
        .values({
          task_id: taskId,
          product_id: product.id,
          lot_number: lot,
          serial_number: serial,
          expiry_date: expiry,
          counted_quantity: input.quantity,
          counted_by: actor.id,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
  });
  return getOperatorTask(deps.db.kysely, taskId, actor);
}

/** Removes a line the operator typed by mistake, while the task is being counted. */
export async function deleteCountLine(deps: Pick<Deps, 'db'>, taskId: number, lineId: number, actor: Actor) {
  await deps.db.kysely.transaction().execute(async (trx) => {
    await countableTask(trx, taskId, actor);
    const deleted = await trx.deleteFrom('count_lines').where('id', '=', lineId).where('task_id', '=', taskId).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw new AppError('NOT_FOUND', 'Línea de conteo no encontrada');
  });
  return getOperatorTask(deps.db.kysely, taskId, actor);
}
