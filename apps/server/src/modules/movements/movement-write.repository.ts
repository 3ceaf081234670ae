import type { MovementDetail } from '@bodega/domain';
import type { Tx } from '../../db/handle';

/* A movement's head and lines as stored, and the writes of its life: create, edit, delete, execute. */

export function findMovementHead(db: Tx, id: number) {
  return db.selectFrom('internal_movements').selectAll().where('id', '=', id).executeTakeFirst();
}

export function movementDetailRows(db: Tx, movementId: number) {
  return db.selectFrom('internal_movement_details').selectAll().where('movement_id', '=', movementId).orderBy('id').execute();
}

export async function insertMovement(
  db: Tx,
  values: { movement_type: string; notes: string | null; user_id: number; now: string; reference: string },
): Promise<number> {
  const { now, ...rest } = values;
  const row = await db
    .insertInto('internal_movements')
    .values({ ...rest, status: 'Pendiente', created_at: now, updated_at: now, executed_at: null, executed_by: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setMovementReference(db: Tx, id: number, reference: string): Promise<void> {
  await db.updateTable('internal_movements').set({ reference }).where('id', '=', id).execute();
}

export async function replaceMovementDetails(db: Tx, movementId: number, details: readonly MovementDetail[]): Promise<void> {
  await db.deleteFrom('internal_movement_details').where('movement_id', '=', movementId).execute();
  await db
    .insertInto('internal_movement_details')
    .values(
      details.map((d) => ({
        movement_id: movementId,
        product_id: d.product_id,
        source_location_id: d.source_location_id,
        destination_location_id: d.destination_location_id,
        lot_number: null,
        quantity: d.quantity,
      })),
    )
    .execute();
}

/** The edit only lands while the movement is Pendiente (a concurrent execute wins otherwise). */
export async function updatePendingMovement(
  db: Tx,
  id: number,
  values: { movement_type: string; notes: string | null; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('internal_movements')
    .set({ movement_type: values.movement_type, notes: values.notes, updated_at: values.now })
    .where('id', '=', id)
    .where('status', '=', 'Pendiente')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deletePendingMovement(db: Tx, id: number): Promise<boolean> {
  await db
    .deleteFrom('internal_movement_details')
    .where('movement_id', '=', id)
    .where((eb) =>
      eb.exists(eb.selectFrom('internal_movements').select('id').where('id', '=', id).where('status', '=', 'Pendiente')),
    )
    .execute();
  const result = await db
    .deleteFrom('internal_movements')
    .where('id', '=', id)
    .where('status', '=', 'Pendiente')
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Pendiente → Completado exactly once: the loser of two executions updates nothing. */
export async function markMovementExecuted(db: Tx, id: number, userId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('internal_movements')
    .set({ status: 'Completado', executed_at: now, executed_by: userId, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'Pendiente')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
