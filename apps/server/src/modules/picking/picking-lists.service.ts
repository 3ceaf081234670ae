// Picking-list execution (spec 3 §4, §5, §6; issue 24): assign, start, pick (through the ledger
// with a PICKING event, consuming the reservation exactly once), scan, short pick, complete.
// Operators reach only the lists assigned to them: anything else is 404 to them.
import {
  checkPick,
  matchPickingScan,
  PICK_MESSAGES,
  PICKING_MESSAGES,
  type PickingItem,
  type PickingListSummary,
  type PickItemInput,
} from '@bodega/domain';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { retryOnDeadlock } from '../../lib/stock-locks';
import { commitments } from '../ledger/commitments';
import { heldStockError } from '../ledger/held-stock';
import type { Ledger } from '../ledger/ledger';
import { pickWaveItem, waveListCompleted, waveListStarted } from '../waves/wave-picking';
import {
  pickingListsRepository,
  type ItemRow,
  type ListFilters,
  type ListHeader,
  type PickingListsRepository,
} from './picking-lists.repository';

export interface Actor {
  id: number;
  role: string;
}

const LIST_NOT_FOUND = 'Lista de picking no encontrada';
const ITEM_NOT_FOUND = 'Item de picking no encontrado';

export function visibleTo(list: { assigned_user_id: number | null } | undefined, actor: Actor): boolean {
  return !!list && (actor.role !== 'operator' || list.assigned_user_id === actor.id);
}

/** Minutes between two instants, two decimals (0.01 at least, so an efficiency is defined). */
export function minutesBetween(from: string | null, to: string | null): number | null {
  if (!from || !to) return null;
  return Math.max(0.01, Math.round(((Date.parse(to) - Date.parse(from)) / 60_000) * 100) / 100);
}

export function itemOut(item: ItemRow): PickingItem {
  return {
    id: item.id,
    sequence: item.sequence,
    order_line_id: item.order_line_id,
    product_id: item.product_id,
    product_name: item.product_name,
    product_sku: item.product_sku,
    product_barcode: item.product_barcode,
    unit_of_measure: item.unit_of_measure,
    location_id: item.location_id,
    location_code: item.location_code,
    lot_number: item.lot_number || null,
    serial_number: item.serial_number || null,
    expiry_date: item.expiry_date || null,
    quantity_required: item.quantity_required,
    quantity_picked: item.quantity_picked,
    quantity_scanned: item.quantity_scanned,
    barcode_scanned: item.barcode_scanned === 1,
    short_quantity: item.short_quantity,
    short_reason: item.short_reason,
    // The column holds only these (the picking service writes them).
    status: item.status as PickingItem['status'],
    picked_at: item.picked_at,
  };
}

export function headerOut(list: ListHeader, progress?: { total_items: number; done_items: number }): PickingListSummary {
  return {
    id: list.id,
    list_number: list.list_number,
    order_id: list.order_id,
    order_number: list.order_number,
    order: {
      order_number: list.order_number,
      status: list.order_status,
      piece_by_piece_enabled: list.piece_by_piece_enabled === 1,
    },
    status: list.status as PickingListSummary['status'],
    priority: list.priority,
    piece_by_piece_enabled: list.piece_by_piece_enabled === 1,
    estimated_time: list.estimated_time,
    actual_time: minutesBetween(list.started_at, list.completed_at),
    assigned_user_id: list.assigned_user_id,
    assigned_username: list.assigned_username,
    assigned_at: list.assigned_at,
    started_at: list.started_at,
    completed_at: list.completed_at,
    created_at: list.created_at,
    route_strategy: list.route_strategy,
    is_route_optimized: list.route_optimized_at !== null,
    total_items: progress?.total_items ?? 0,
    completed_items: progress?.done_items ?? 0,
  };
}

export function pickingListsService(app: FastifyInstance) {
  const db = app.db.kysely;
  const repo = pickingListsRepository(db);
  const inStock = <T>(work: (r: PickingListsRepository, stock: Ledger, trx: Transaction<Database>) => Promise<T>) =>
    retryOnDeadlock(() => app.stockTransaction((stock, trx) => work(pickingListsRepository(trx), stock, trx)));

  async function requireList(r: PickingListsRepository, id: number, actor: Actor): Promise<ListHeader> {
    const list = await r.header(id);
    if (!list || !visibleTo(list, actor)) throw new AppError('NOT_FOUND', LIST_NOT_FOUND);
    return list;
  }

  async function requireItem(r: PickingListsRepository, id: number, actor: Actor): Promise<{ item: ItemRow; list: ListHeader }> {
    const item = await r.item(id);
    const list = item ? await r.header(item.picking_list_id) : undefined;
    if (!item || !list || !visibleTo(list, actor)) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
    return { item, list };
  }

  function requireInProgress(list: ListHeader): void {
    if (list.status !== 'in_progress') throw new AppError('INVALID_STATE', PICK_MESSAGES.listNotInProgress);
  }

  async function detail(r: PickingListsRepository, list: ListHeader) {
    const items = await r.items(list.id);
    const done = items.filter((item) => item.status !== 'pending').length;
    return { ...headerOut(list, { total_items: items.length, done_items: done }), picking_items: items.map(itemOut) };
  }

  return {
    async list(filters: ListFilters, actor: Actor) {
      // An operator's own lists only: a query parameter never widens it.
      const scoped = actor.role === 'operator' ? { ...filters, assigned_user_id: actor.id } : filters;
      const { rows, total } = await repo.list(scoped);
      const progress = await repo.progress(rows.map((row) => row.id));
      return { rows: rows.map((row) => headerOut(row, progress.get(row.id))), total };
    },

    async get(id: number, actor: Actor) {
      return detail(repo, await requireList(repo, id, actor));
    },

    async assign(id: number, userId: number, actor: Actor) {
      const target = await db.selectFrom('users').select(['id', 'role', 'username']).where('id', '=', userId).executeTakeFirst();
      if (!target || target.role !== 'operator') {
        throw new AppError('VALIDATION_ERROR', PICKING_MESSAGES.operatorRequired, {
          user_id: 'El usuario seleccionado no es un operario',
        });
      }
      const list = await requireList(repo, id, actor);
      const at = nowIso();
      const done = await repo.transition(id, ['pending', 'assigned'], {
        status: 'assigned',
        assigned_user_id: userId,
        assigned_at: at,
        updated_at: at,
      });
      if (!done) throw new AppError('INVALID_STATE', `La lista ${list.list_number} no se puede asignar en su estado actual`);
      return detail(repo, (await repo.header(id))!);
    },

    /** An admin executing a task takes its pending list (no operator check: internal use). */
    async assignTo(id: number, userId: number) {
      const at = nowIso();
      if (
        !(await repo.transition(id, ['pending'], {
          status: 'assigned',
          assigned_user_id: userId,
          assigned_at: at,
          updated_at: at,
        }))
      ) {
        throw new AppError('INVALID_STATE', 'La lista de picking ya no está pendiente');
      }
    },

    async start(id: number, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const r = pickingListsRepository(trx);
        const list = await requireList(r, id, actor);
        const at = nowIso();
        if (!(await r.transition(id, ['assigned'], { status: 'in_progress', started_at: at, updated_at: at }))) {
          throw new AppError(
            'INVALID_STATE',
            `Solo una lista asignada se puede iniciar (la lista ${list.list_number} no lo está)`,
          );
        }
        await r.setOrderStatus(list.order_id, ['assigned'], 'picking', at);
        if (list.wave_id !== null) await waveListStarted(trx, list.wave_id, id, at);
        return detail(r, (await r.header(id))!);
      });
    },

    /**
     * Records the pick of an item: every required unit, or fewer with a reason (short pick). The
     * picked units leave their location through the ledger (PICKING event) out of the item's
     * reservation; a short pick frees the rest of the reservation, and its shortage makes the order partial.
     * All or nothing, exactly once: the item changes only from pending.
     */
    async pick(itemId: number, input: PickItemInput, actor: Actor) {
      return inStock(async (r, stock, trx) => {
        await r.lockItem(itemId);
        const { item, list } = await requireItem(r, itemId, actor);
        requireInProgress(list);
        const check = checkPick(item, input.quantity_picked, input.reason, list.piece_by_piece_enabled === 1);
        if (!check.ok) {
          if (check.reason === 'requires_scan')
            throw new AppError('SCAN_REQUIRED', check.message, undefined, {
              requires_scan: true,
              quantity_scanned: item.quantity_scanned,
              quantity_required: item.quantity_required,
            });
          if (check.reason === 'not_pending') throw new AppError('INVALID_STATE', check.message);
          throw new AppError('VALIDATION_ERROR', check.message, {
            [check.reason === 'needs_reason' ? 'reason' : 'quantity_picked']: check.message,
          });
        }
        const at = nowIso();
        const recorded = await r.markPicked(itemId, {
          quantity_picked: input.quantity_picked,
          short_quantity: check.short_quantity,
          short_reason: check.kind === 'short' ? input.reason!.trim() : null,
          status: input.quantity_picked > 0 ? 'picked' : 'cancelled',
          at,
          by: actor.id,
        });
        if (!recorded) throw new AppError('INVALID_STATE', PICK_MESSAGES.itemNotPending);
        // A wave's batch item: its units are sorted to the order lines it serves (waves module).
        if (list.wave_id !== null) {
          const waveCtx = {
            user_id: actor.id,
            reference_type: 'picking_list',
            reference_id: list.id,
            reference: list.list_number,
            description: `Picking ${list.list_number} (ola)`,
          };
          await pickWaveItem(trx, stock, itemId, input.quantity_picked, waveCtx, at);
          return { item: itemOut((await r.item(itemId))!), short: check.kind === 'short' };
        }
        if (item.reservation_id === null) throw new AppError('INVALID_STATE', 'El item no tiene una reserva de inventario');
        const ledger = commitments(trx);
        // A quarantine or recall after allocation displaces the reservation (issue 27): say so, not "not found".
        if (!(await trx.selectFrom('stock_reservations').select('id').where('id', '=', item.reservation_id).executeTakeFirst())) {
          const held = await heldStockError(trx, item, input.quantity_picked || item.quantity_required);
          throw held ?? new AppError('INVALID_STATE', 'La reserva de inventario del item ya no existe');
        }
        const ctx = {
          user_id: actor.id,
          reference_type: 'picking_list',
          reference_id: list.id,
          reference: list.list_number,
          description: `Picking ${list.list_number} (${list.order_number})`,
        };
        if (input.quantity_picked > 0) await ledger.consume(stock, item.reservation_id, input.quantity_picked, 'PICKING', ctx);
        // The rest of a short pick goes back to free stock; the item's short_quantity makes the order partial.
        if (check.short_quantity > 0) await ledger.release(item.reservation_id, check.short_quantity);
        const updated = (await r.item(itemId))!;
        return { item: itemOut(updated), short: check.kind === 'short' };
      });
    },

    /** One scanned unit of a pending item of a list in progress; the code must be the reserved unit. */
    async scan(itemId: number, barcode: string, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const r = pickingListsRepository(trx);
        await r.lockItem(itemId);
        const { item, list } = await requireItem(r, itemId, actor);
        requireInProgress(list);
        if (item.status !== 'pending') throw new AppError('INVALID_STATE', PICK_MESSAGES.itemNotPending);
        if (item.quantity_scanned >= item.quantity_required) throw new AppError('ALL_UNITS_SCANNED', PICK_MESSAGES.allScanned);
        const match = matchPickingScan(
          {
            product_name: item.product_name,
            product_sku: item.product_sku,
            product_barcode: item.product_barcode,
            product_codigo_fabrica: item.product_codigo_fabrica,
            lot_number: item.lot_number,
            serial_number: item.serial_number,
            expiry_date: item.expiry_date,
          },
          barcode,
        );
        if (!match.ok) {
          throw new AppError(match.reason === 'product' ? 'PRODUCT_MISMATCH' : 'LOT_MISMATCH', match.message, undefined, {
            product_name: item.product_name,
            expected: match.expected,
            scanned: match.scanned,
          });
        }
        if (!(await r.addScan(itemId))) throw new AppError('ALL_UNITS_SCANNED', PICK_MESSAGES.allScanned);
        const updated = (await r.item(itemId))!;
        const all = updated.quantity_scanned >= updated.quantity_required;
        return {
          success: true,
          message: all ? PICK_MESSAGES.allUnitsScanned(updated.product_name) : PICK_MESSAGES.unitScanned,
          all_scanned: all,
          quantity_scanned: updated.quantity_scanned,
          quantity_required: updated.quantity_required,
          item: itemOut(updated),
        };
      });
    },

    async complete(id: number, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const r = pickingListsRepository(trx);
        const list = await requireList(r, id, actor);
        requireInProgress(list);
        const items = await r.items(id);
        const pending = items.filter((item) => item.status === 'pending').length;
        if (pending > 0) throw new AppError('INVALID_STATE', PICK_MESSAGES.itemsPending(pending));
        if (
          list.piece_by_piece_enabled === 1 &&
          items.some((item) => item.status === 'picked' && item.quantity_scanned < item.quantity_picked)
        ) {
          throw new AppError('SCAN_REQUIRED', PICKING_MESSAGES.scanAllUnits, undefined, { requires_scan: true });
        }
        const at = nowIso();
        if (!(await r.transition(id, ['in_progress'], { status: 'completed', completed_at: at, updated_at: at }))) {
          throw new AppError('INVALID_STATE', PICK_MESSAGES.listNotInProgress);
        }
        if (list.wave_id !== null) await waveListCompleted(trx, list.wave_id, id, at);
        else await r.setOrderStatus(list.order_id, ['picking', 'assigned'], 'picked', at);
        return detail(r, (await r.header(id))!);
      });
    },

    operators: () => repo.operatorWorkload(),
  };
}
