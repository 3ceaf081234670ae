// The ingreso operations behind the routes: each write runs in one transaction with the ledger
// (idempotent creation with an Idempotency-Key).
import type { IngresoCreate, IngresoDetailLine, IngresoSummary, IngresoUpdate, SimplifiedReception } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { cancelReceipt, removeReceipt, updateReceipt } from './edit-receipt';
import { runIdempotent } from './idempotency';
import { createPendingReceipt, processReceipt, readReceipt, receiveSimplified } from './receive-receipt';
import type { ReceiptContext } from './receipt.types';

export interface Caller {
  user_id: number;
  /** Idempotency-Key header, if the client sent one. */
  idempotency_key?: string | undefined;
  route: string;
}

const flat = ({ summary, details }: { summary: IngresoSummary; details: IngresoDetailLine[] }) => ({ ...summary, details });

/** Every edit runs in one transaction with the ledger. */
function inTransaction<T>(deps: Deps, work: (c: ReceiptContext) => Promise<T>): Promise<T> {
  return deps.stockTransaction((stock, trx) => work({ trx, stock }));
}

export async function getIngreso(deps: Deps, id: number) {
  return flat(await readReceipt(deps.db.kysely, id));
}

/** POST /transactions/simplified-reception: all lines into stock in one transaction, or nothing. */
export function receiveSimplifiedIngreso(deps: Deps, body: SimplifiedReception, caller: Caller) {
  return runIdempotent(
    deps,
    { key: caller.idempotency_key, user_id: caller.user_id, route: caller.route, body },
    async (stock, trx) => ({
      status: 201,
      body: await receiveSimplified({ trx, stock }, body, body.details, caller.user_id),
    }),
  );
}

/** POST /transactions/ingresos: a Pendiente receipt (traditional mode). */
export function createPendingIngreso(deps: Deps, body: IngresoCreate, caller: Caller) {
  const header = {
    reference: body.order_number,
    supplier: body.supplier,
    supplier_id: body.supplier_id,
    purchase_order_id: body.purchase_order_id,
    notes: body.notes,
    warehouse_id: body.warehouse_id,
    zone_id: body.zone_id,
  };
  return runIdempotent(
    deps,
    { key: caller.idempotency_key, user_id: caller.user_id, route: caller.route, body },
    async (stock, trx) => ({
      status: 201,
      body: flat(await createPendingReceipt({ trx, stock }, header, body.items, caller.user_id)),
    }),
  );
}

export async function updateIngreso(deps: Deps, id: number, body: IngresoUpdate, userId: number) {
  return flat(await inTransaction(deps, (c) => updateReceipt(c, id, body, userId)));
}

export async function processIngreso(deps: Deps, id: number, userId: number) {
  return flat(await inTransaction(deps, (c) => processReceipt(c, id, userId)));
}

export async function cancelIngreso(deps: Deps, id: number) {
  return flat(await inTransaction(deps, (c) => cancelReceipt(c, id)));
}

export function removeIngreso(deps: Deps, id: number) {
  return inTransaction(deps, (c) => removeReceipt(c, id));
}
