// create-wave: only pending or assigned orders in no open wave.
// In one stock transaction: the orders are locked (id order), what is not yet allocated is
// allocated, the orders are grouped within the settings' limits (domain groupOrders, by shared
// locations) and each group becomes one batch picking list with its optimised route.
import {
  groupOrders,
  isPartlyAllocated,
  isWaveEligible,
  ORDER_STATUS_LABELS,
  partialAllocationWarning,
  type OrderStatus,
  type WaveCreate,
  type WaveResult,
} from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import type { Transaction } from 'kysely';
import type { Database, OrderRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { documentNumber, nextDocumentNumber } from '../../lib/document-sequence';
import { allocateOrder, lockOrder } from '../orders';
import { createBatchList } from './create-batch-lists';
import { orderFacts } from './wave-order-facts';
import { readWaveSettings } from './wave-settings.repository';
import { openWavesOf } from './waves.repository';

/** Unique violation of wave_orders_open_order_idx (a concurrent wave took the order first). */
function isOpenWaveConflict(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return (
    (e?.code === '23505' && (e.constraint ?? '').includes('wave_orders')) ||
    /UNIQUE constraint failed: wave_orders/.test(e?.message ?? '')
  );
}

export async function createWave(deps: Deps, input: WaveCreate, userId: number): Promise<WaveResult> {
  try {
    return await deps.stockTransaction((_stock, trx) => createWaveIn(trx, input, userId));
  } catch (error) {
    if (isOpenWaveConflict(error))
      throw new AppError(
        'INVALID_STATE',
        'Otra ola tomó al mismo tiempo alguna de estas órdenes; actualice la lista e intente de nuevo',
      );
    throw error;
  }
}

export async function createWaveIn(trx: Transaction<Database>, input: WaveCreate, userId: number): Promise<WaveResult> {
  const ids = [...new Set(input.order_ids)].sort((a, b) => a - b);
  const orders: OrderRow[] = [];
  for (const id of ids) {
    const order = await lockOrder(trx, id);
    if (order) orders.push(order);
  }
  const missing = ids.filter((id) => !orders.some((o) => o.id === id));
  if (missing.length)
    throw new AppError('NOT_FOUND', `Órdenes no encontradas: ${missing.join(', ')}`, undefined, { order_ids: missing });
  const ineligible = orders.filter((o) => !isWaveEligible(o.status));
  if (ineligible.length) {
    throw new AppError(
      'INVALID_STATE',
      `Solo órdenes pendientes o asignadas entran en una ola: ${ineligible.map((o) => `${o.order_number} (${ORDER_STATUS_LABELS[o.status as OrderStatus] ?? o.status})`).join(', ')}`,
      undefined,
      { order_ids: ineligible.map((o) => o.id) },
    );
  }
  const taken = await openWavesOf(trx, ids);
  if (taken.length) {
    throw new AppError(
      'INVALID_STATE',
      `Órdenes que ya están en una ola abierta: ${taken.map((t) => `${t.order_number} (${t.wave_name})`).join(', ')}`,
      undefined,
      {
        order_ids: taken.map((t) => t.order_id),
      },
    );
  }
  for (const order of orders) if (order.status === 'pending') await allocateOrder(trx, order.id, {}, userId);

  const { facts } = await orderFacts(trx, ids, false);
  const empty = facts.filter((f) => f.location_ids.length === 0);
  if (empty.length) {
    throw new AppError(
      'INVALID_STATE',
      `Sin inventario disponible para las órdenes: ${empty.map((f) => f.order_number).join(', ')}`,
      undefined,
      {
        order_ids: empty.map((f) => f.id),
      },
    );
  }
  // A wave's units are what is reserved (a partially allocated order brings its reserved part).
  const partial_orders = [];
  for (const f of facts) {
    const requested = f.units;
    f.units = [...f.units_at.values()].reduce((s, q) => s + q, 0);
    const allocation = { order_id: f.id, order_number: f.order_number, requested, allocated: f.units };
    if (isPartlyAllocated(allocation)) partial_orders.push(allocation);
  }
  const limits = await readWaveSettings(trx);
  const groups = groupOrders(facts, limits);

  const now = nowIso();
  const name = input.name?.trim() || documentNumber('OLA', await nextDocumentNumber(trx, 'waves'));
  const wave = await trx
    .insertInto('waves')
    .values({
      name,
      status: 'pending',
      priority: input.priority,
      notes: input.notes?.trim() || null,
      created_by: userId,
      created_at: now,
      updated_at: now,
      started_at: null,
      completed_at: null,
    })
    .returning(['id', 'priority'])
    .executeTakeFirstOrThrow();
  const pieceByPiece = new Map(orders.map((o) => [o.id, o.piece_by_piece_enabled]));
  const tasks = [];
  for (const group of groups) {
    const task = await createBatchList(
      trx,
      wave,
      group.map((o) => ({ id: o.id, piece_by_piece_enabled: pieceByPiece.get(o.id) ?? 0 })),
      group[0]!.warehouse_id,
      userId,
    );
    await trx
      .insertInto('wave_orders')
      .values(
        group.map((o) => ({ wave_id: wave.id, order_id: o.id, picking_list_id: task.picking_list_id, open: 1, created_at: now })),
      )
      .execute();
    tasks.push(task);
  }
  const total = tasks.reduce((s, t) => s + t.estimated_time, 0);
  await trx.updateTable('waves').set({ estimated_time: total }).where('id', '=', wave.id).execute();
  return {
    wave_id: wave.id,
    name,
    status: 'pending',
    total_orders: facts.length,
    wave_groups: tasks.length,
    estimated_total_time: total,
    tasks,
    partial_orders,
    warnings: partial_orders.map(partialAllocationWarning),
  };
}
