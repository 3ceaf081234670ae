import { consolidationDetails, type LocationConsolidation, type MovementInput, type MovementOut } from '@bodega/domain';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { validateDetails } from './movement-validation';
import { findMovement, listMovementRows } from './movement-read.repository';
import { consolidationCandidates, productLocationStock, productsById, stockByLocation } from './movement-stock.repository';
import {
  deletePendingMovement,
  findMovementHead,
  insertMovement,
  replaceMovementDetails,
  setMovementReference,
  updatePendingMovement,
} from './movement-write.repository';
import type { MovementListQuery } from './movements.schemas';

export const MOVEMENT_NOT_FOUND = 'Movimiento no encontrado';

function referenceFor(id: number): string {
  return `MOV-${String(id).padStart(6, '0')}`;
}

export async function getMovement(db: Kysely<Database>, id: number): Promise<MovementOut> {
  const movement = await findMovement(db, id);
  if (!movement) throw new AppError('NOT_FOUND', MOVEMENT_NOT_FOUND);
  return movement;
}

export function listMovements(db: Kysely<Database>, query: MovementListQuery) {
  return listMovementRows(db, query);
}

export function listConsolidationCandidates(
  db: Kysely<Database>,
  query: { search?: string | undefined; page: number; per_page: number },
) {
  return consolidationCandidates(db, query);
}

export async function productLocations(db: Kysely<Database>, productId: number) {
  if (!(await productsById(db, [productId])).has(productId)) throw new AppError('NOT_FOUND', 'Producto no encontrado');
  return productLocationStock(db, productId);
}

/** The refusal for a movement that is not (or no longer) Pendiente. */
export async function notEditable(db: Kysely<Database>, id: number, verb: 'editar' | 'eliminar' | 'ejecutar'): Promise<never> {
  const head = await findMovementHead(db, id);
  if (!head) throw new AppError('NOT_FOUND', MOVEMENT_NOT_FOUND);
  if (verb === 'ejecutar')
    throw new AppError('INVALID_STATE', 'El movimiento ya no está pendiente', undefined, { status: head.status });
  throw new AppError(
    'INVALID_STATE',
    `Solo se pueden ${verb} movimientos pendientes (estado actual: ${head.status})`,
    undefined,
    { status: head.status },
  );
}

export async function createMovement(db: Kysely<Database>, input: MovementInput, userId: number): Promise<MovementOut> {
  await validateDetails(db, input.details);
  const id = await db.transaction().execute(async (trx) => {
    // The reference carries the id, known only after the insert: a unique placeholder first.
    const movementId = await insertMovement(trx, {
      movement_type: input.movement_type,
      notes: input.notes || null,
      user_id: userId,
      now: nowIso(),
      reference: `MOV-${randomUUID()}`,
    });
    await setMovementReference(trx, movementId, referenceFor(movementId));
    await replaceMovementDetails(trx, movementId, input.details);
    return movementId;
  });
  return getMovement(db, id);
}

export async function updateMovement(db: Kysely<Database>, id: number, input: MovementInput): Promise<MovementOut> {
  const head = await findMovementHead(db, id);
  if (!head) throw new AppError('NOT_FOUND', MOVEMENT_NOT_FOUND);
  if (head.status !== 'Pendiente') await notEditable(db, id, 'editar');
  await validateDetails(db, input.details);
  const updated = await db.transaction().execute(async (trx) => {
    if (
      !(await updatePendingMovement(trx, id, { movement_type: input.movement_type, notes: input.notes || null, now: nowIso() }))
    )
      return false;
    await replaceMovementDetails(trx, id, input.details);
    return true;
  });
  if (!updated) await notEditable(db, id, 'editar');
  return getMovement(db, id);
}

export async function deleteMovement(db: Kysely<Database>, id: number): Promise<void> {
  const deleted = await db.transaction().execute((trx) => deletePendingMovement(trx, id));
  if (!deleted) await notEditable(db, id, 'eliminar');
}

/** Creates the Pendiente consolidation movement: every other location sends its stock to one. */
export async function consolidateProduct(
  db: Kysely<Database>,
  input: LocationConsolidation,
  userId: number,
): Promise<MovementOut> {
  const details = consolidationDetails(
    input.product_id,
    input.destination_location_id,
    await stockByLocation(db, input.product_id),
  );
  if (details.length === 0) {
    throw new AppError('VALIDATION_ERROR', 'El producto no tiene existencias en otras ubicaciones para consolidar', {
      product_id: 'El producto no tiene existencias en otras ubicaciones para consolidar',
    });
  }
  return createMovement(db, { movement_type: 'consolidacion', notes: input.notes ?? null, details }, userId);
}
