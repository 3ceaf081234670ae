import {
  DISPATCH_HISTORY_MESSAGES as M,
  dispatchReference,
  santiagoDay,
  type DispatchCreate,
  type DispatchResponse,
  type DispatchUpdate,
} from '@bodega/domain';
import type { Deps } from '../../../lib/deps';
import { AppError } from '../../../lib/app-error';
import { nowIso } from '../../../lib/clock';
import { nextDocumentNumber } from '../../../lib/document-sequence';
import { completeDispatch } from './complete-dispatch';
import {
  existingProducts,
  findDispatchHead,
  findLocation,
  insertDispatch,
  loadDispatches,
  replaceDispatchItems,
  updatePendingDispatch,
  type DispatchValues,
} from './dispatch-orders.repository';
import type { Tx } from '../../../db/handle';

export async function getDispatch(db: Tx, id: number): Promise<DispatchResponse> {
  const [dispatch] = await loadDispatches(db, [id]);
  if (!dispatch) throw new AppError('NOT_FOUND', M.notFound);
  return dispatch;
}

/** The source location and every product exist: 400 naming the fields otherwise. */
async function checkReferences(db: Tx, input: DispatchCreate): Promise<void> {
  const fields: Record<string, string> = {};
  if (!(await findLocation(db, input.source_location_id))) fields.source_location_id = M.sourceNotFound;
  const products = await existingProducts(db, [...new Set(input.items.map((item) => item.product_id))]);
  input.items.forEach((item, index) => {
    if (!products.has(item.product_id)) fields[`items.${index}.product_id`] = M.productNotFound;
  });
  if (Object.keys(fields).length) throw new AppError('VALIDATION_ERROR', Object.values(fields)[0], fields);
}

function valuesOf(input: DispatchCreate): DispatchValues {
  return {
    destination: input.destination,
    dispatch_date: input.dispatch_date ?? santiagoDay(),
    source_location_id: input.source_location_id,
    notes: input.notes || null,
    selection_method: input.selection_method,
  };
}

/** POST /despachos/dispatches: a Pendiente dispatch numbered DSP-######; moves no stock. */
export async function createDispatch(deps: Deps, input: DispatchCreate, userId: number): Promise<DispatchResponse> {
  const db = deps.db.kysely;
  await checkReferences(db, input);
  const id = await db.transaction().execute(async (trx) => {
    const reference = dispatchReference(await nextDocumentNumber(trx, 'dispatch_orders'));
    const dispatchId = await insertDispatch(trx, { ...valuesOf(input), reference, user_id: userId, now: nowIso() });
    await replaceDispatchItems(trx, dispatchId, input.items);
    return dispatchId;
  });
  return getDispatch(db, id);
}

/** 404 when missing, 409 when no longer Pendiente. */
async function refuseNotPending(db: Tx, id: number): Promise<never> {
  const head = await findDispatchHead(db, id);
  if (!head) throw new AppError('NOT_FOUND', M.notFound);
  throw new AppError('INVALID_STATE', M.notPending('editar', head.status), undefined, { status: head.status });
}

/**
 * PUT /despachos/dispatches/{id}: edits a Pendiente dispatch and sets its status. Completado
 * issues its stock in the same transaction (complete-dispatch); Cancelado closes it untouched.
 */
export async function updateDispatch(deps: Deps, id: number, input: DispatchUpdate, userId: number): Promise<DispatchResponse> {
  const db = deps.db.kysely;
  const head = await findDispatchHead(db, id);
  if (!head) throw new AppError('NOT_FOUND', M.notFound);
  if (head.status !== 'Pendiente') await refuseNotPending(db, id);
  await checkReferences(db, input);
  if (input.status === 'Completado') {
    await completeDispatch(deps, id, valuesOf(input), input.items, userId);
    return getDispatch(db, id);
  }
  const updated = await db.transaction().execute(async (trx) => {
    if (!(await updatePendingDispatch(trx, id, { ...valuesOf(input), status: input.status, now: nowIso(), completed_by: null })))
      return false;
    await replaceDispatchItems(trx, id, input.items);
    return true;
  });
  if (!updated) await refuseNotPending(db, id);
  return getDispatch(db, id);
}
