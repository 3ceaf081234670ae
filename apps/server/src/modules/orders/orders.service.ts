import {
  FULFILLMENT_PERIOD_DAYS,
  ORDER_STATUS_LABELS,
  addDays,
  allocationStatus,
  canOrder,
  clpLineTotal,
  clpOrderTotals,
  estimatePickingMinutes,
  fulfillmentRate,
  santiagoDay,
  type OrderAction,
  type OrderDocument,
  type OrderStatus,
} from '@bodega/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database, OrderLineRow, OrderRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { santiagoDayStartUtc } from '../../lib/dates';
import { documentNumber, nextDocumentNumber } from '../../lib/document-sequence';
import { lockProducts, retryOnDeadlock } from '../../lib/stock-locks';
import { commitments } from '../ledger/commitments';
import { openWaveOf } from '../waves/wave-picking';
import { requiredDateUtc } from './order-dates';
import { linesWithAllocation, orderDetail, summaryFields } from './order-detail';
import { ORDER_SOURCE, ordersRepository, type OrdersRepository } from './orders.repository';
import type { OrderListQuery } from './orders.schemas';

type Tx = Transaction<Database> | Kysely<Database>;

export function statusLabel(status: string): string {
  return ORDER_STATUS_LABELS[status as OrderStatus] ?? status;
}

/** 409 for an action the order's status does not allow, naming the status in Spanish. */
export function requireAction(order: OrderRow, action: OrderAction, what: string, allowed: string): void {
  if (!canOrder(order.status, action)) {
    throw new AppError(
      'INVALID_STATE',
      `No se puede ${what} la orden ${order.order_number}: está en estado ${statusLabel(order.status)} (solo ${allowed})`,
      undefined,
      {
        status: order.status,
      },
    );
  }
}

export async function lockedOrder(repo: OrdersRepository, id: number): Promise<OrderRow> {
  const order = await repo.lockOrder(id);
  if (!order) throw new AppError('NOT_FOUND', 'Orden no encontrada');
  return order;
}

/** Frees every reservation of the order and cancels its picking lists that have not started. */
export async function releaseOrder(trx: Tx, repo: OrdersRepository, order: OrderRow): Promise<number> {
  const wave = await openWaveOf(trx, order.id);
  if (wave)
    throw new AppError('INVALID_STATE', `La orden ${order.order_number} está en la ola abierta ${wave}: se recoge con ella`);
  const reservations = await repo.reservations(order.id);
  await lockProducts(
    trx,
    reservations.map((r) => r.product_id),
  );
  const freed = reservations.length
    ? await commitments(trx).releaseSource({ source_type: ORDER_SOURCE, source_id: order.id })
    : 0;
  const now = nowIso();
  const open = await trx
    .selectFrom('picking_lists')
    .select('id')
    .where('order_id', '=', order.id)
    .where('status', 'in', ['pending', 'assigned'])
    .execute();
  if (open.length) {
    const ids = open.map((list) => list.id);
    await trx
      .updateTable('picking_lists')
      .set({ status: 'cancelled', cancelled_at: now, updated_at: now })
      .where('id', 'in', ids)
      .execute();
    await trx
      .updateTable('picking_list_items')
      .set({ status: 'cancelled' })
      .where('picking_list_id', 'in', ids)
      .where('status', '=', 'pending')
      .execute();
  }
  return freed;
}

type Granular = NonNullable<OrderDocument['granular_criteria']>[string] | undefined;

function lineRow(
  orderId: number,
  index: number,
  line: {
    product_id: number;
    quantity: number;
    picking_strategy?: string | null | undefined;
    picking_criteria?: { type: string; value: string } | null | undefined;
  },
  granular: Granular,
  price: { unit_price: number | null; line_total: number | null },
): Omit<OrderLineRow, 'id'> {
  const strategy = line.picking_strategy ?? granular?.picking_strategy ?? null;
  const criterion =
    line.picking_criteria ?? (granular?.type && granular.value ? { type: granular.type, value: granular.value } : null);
  return {
    order_id: orderId,
    line_no: index + 1,
    product_id: line.product_id,
    quantity: line.quantity,
    ...price,
    picking_strategy: strategy,
    criteria_type: criterion?.type ?? null,
    criteria_value: criterion?.value ?? null,
  };
}

/** A sale's lines carry their price and total; a task's lines have neither (null). */
function lineRows(orderId: number, doc: OrderDocument): Omit<OrderLineRow, 'id'>[] {
  if (doc.kind === 'tarea')
    return doc.task_lines.map((line, index) =>
      lineRow(orderId, index, line, doc.granular_criteria?.[String(index)], { unit_price: null, line_total: null }),
    );
  return doc.order_lines.map((line, index) =>
    lineRow(orderId, index, line, doc.granular_criteria?.[String(index)], {
      unit_price: line.unit_price,
      line_total: clpLineTotal(line),
    }),
  );
}

function headerValues(doc: OrderDocument) {
  const level = doc.picking_strategy_config?.level ?? 'order';
  const common = {
    kind: doc.kind,
    priority: doc.priority,
    required_date: requiredDateUtc(doc.required_date),
    strategy_level: level,
    piece_by_piece_enabled: doc.piece_by_piece_enabled ? 1 : 0,
    notes: doc.notes || null,
  };
  if (doc.kind === 'tarea')
    return {
      ...common,
      customer_id: null,
      shipping_address: null,
      shipping_city: null,
      shipping_country: null,
      shipping_postal_code: null,
      shipping_method: null,
      picking_strategy: doc.picking_strategy_config?.strategy ?? doc.strategy,
      subtotal: 0,
      tax_amount: 0,
      total_amount: 0,
    };
  return {
    ...common,
    customer_id: doc.customer_id,
    shipping_address: doc.shipping_address || null,
    shipping_city: doc.shipping_city || null,
    shipping_country: doc.shipping_country || null,
    shipping_postal_code: doc.shipping_postal_code || null,
    shipping_method: doc.shipping_method ?? null,
    picking_strategy: doc.picking_strategy_config?.strategy ?? doc.picking_strategy ?? null,
    ...clpOrderTotals(doc.order_lines),
  };
}

/** 400 naming the first missing customer or product, before anything is written. */
async function checkReferences(txRepo: OrdersRepository, doc: OrderDocument) {
  const fields: Record<string, string> = {};
  if (doc.kind === 'venta' && !(await txRepo.customerExists(doc.customer_id))) fields.customer_id = 'Cliente no encontrado';
  const lines = doc.kind === 'venta' ? doc.order_lines : doc.task_lines;
  const key = doc.kind === 'venta' ? 'order_lines' : 'task_lines';
  const products = await txRepo.existingProducts(lines.map((line) => line.product_id));
  lines.forEach((line, index) => {
    if (!products.has(line.product_id)) fields[`${key}.${index}.product_id`] = 'Producto no encontrado';
  });
  if (Object.keys(fields).length) throw new AppError('VALIDATION_ERROR', Object.values(fields)[0], fields);
}

/** Inserts a new pending order (number from the 'orders' sequence, totals computed here) in the caller's transaction. */
export async function insertOrder(trx: Tx, body: OrderDocument, userId: number): Promise<number> {
  const txRepo = ordersRepository(trx);
  await checkReferences(txRepo, body);
  const number = documentNumber(body.kind === 'tarea' ? 'TAR' : 'ORD', await nextDocumentNumber(trx, 'orders'));
  const now = nowIso();
  const orderId = await txRepo.insertOrder({
    order_number: number,
    status: 'pending',
    order_date: now,
    ...headerValues(body),
    first_allocated_at: null,
    allocated_at: null,
    carrier: null,
    service_type: null,
    tracking_number: null,
    shipped_at: null,
    cancelled_at: null,
    created_by: userId,
    created_at: now,
    updated_at: now,
  });
  await txRepo.insertLines(lineRows(orderId, body));
  return orderId;
}

/** The picking list of an assigned order: one item per reservation, in location order. */
export async function createPickingListIn(trx: Tx, id: number, userId: number): Promise<number> {
  const txRepo = ordersRepository(trx);
  const order = await lockedOrder(txRepo, id);
  requireAction(order, 'picking_list', 'crear la lista de picking de', 'las órdenes asignadas');
  const open = (await txRepo.pickingLists(id)).find((list) => list.status !== 'cancelled');
  if (open)
    throw new AppError(
      'INVALID_STATE',
      `La orden ${order.order_number} ya tiene la lista de picking ${open.list_number}`,
      undefined,
      { picking_list_id: open.id },
    );
  const reservations = await txRepo.reservations(id);
  if (reservations.length === 0)
    throw new AppError('INVALID_STATE', `La orden ${order.order_number} no tiene inventario reservado`);
  const number = documentNumber('PL', await nextDocumentNumber(trx, 'picking_lists'));
  const now = nowIso();
  const list = await trx
    .insertInto('picking_lists')
    .values({
      list_number: number,
      order_id: id,
      status: 'pending',
      priority: order.priority,
      piece_by_piece_enabled: order.piece_by_piece_enabled,
      estimated_time: estimatePickingMinutes(reservations),
      assigned_user_id: null,
      assigned_at: null,
      started_at: null,
      completed_at: null,
      cancelled_at: null,
      created_by: userId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const items = reservations.map((r, index) => ({
    picking_list_id: list.id,
    order_line_id: r.source_line_id!,
    reservation_id: r.id,
    sequence: index + 1,
    product_id: r.product_id,
    location_id: r.location_id,
    lot_number: r.lot_number,
    serial_number: r.serial_number,
    expiry_date: r.expiry_date,
    quantity_required: r.quantity,
    picked_at: null,
    picked_by: null,
  }));
  for (let i = 0; i < items.length; i += 500)
    await trx
      .insertInto('picking_list_items')
      .values(items.slice(i, i + 500))
      .execute();
  await txRepo.updateOrder(id, { updated_at: now });
  return list.id;
}

export function ordersService(app: FastifyInstance) {
  const repo = ordersRepository(app.db.kysely);

  return {
    async list(query: OrderListQuery) {
      const { rows, total } = await repo.list(query);
      const data = rows.map((row) => {
        const allocated = Math.min(Number(row.reserved) + Number(row.picked), Number(row.total_quantity));
        const state = allocated === 0 ? 'none' : allocated >= Number(row.total_quantity) ? 'full' : 'partial';
        return summaryFields(row, {
          total_quantity: Number(row.total_quantity),
          allocated,
          line_count: Number(row.line_count),
          state,
        });
      });
      return { data, total };
    },

    get: (id: number) => orderDetail(repo, id),

    /** A new order, pending, numbered from the 'orders' sequence, with totals computed here. */
    async create(body: OrderDocument, userId: number) {
      const id = await app.db.kysely.transaction().execute((trx) => insertOrder(trx, body, userId));
      return orderDetail(repo, id);
    },

    /**
     * Edits a pending order. A partially allocated pending order gives its reservations back
     * first (the lines change under them); the client allocates again.
     */
    async update(id: number, body: OrderDocument) {
      await retryOnDeadlock(() =>
        app.stockTransaction(async (_stock, trx) => {
          const txRepo = ordersRepository(trx);
          const order = await lockedOrder(txRepo, id);
          requireAction(order, 'edit', 'editar', 'las órdenes pendientes se editan');
          if (order.kind !== body.kind)
            throw new AppError(
              'INVALID_STATE',
              order.kind === 'tarea'
                ? `${order.order_number} es una tarea de picking: se edita en Picking Inteligente`
                : `${order.order_number} es una orden de venta: se edita en Órdenes`,
            );
          await checkReferences(txRepo, body);
          const picked = await txRepo.pickedByLine(id);
          if ([...picked.values()].some((units) => units > 0))
            throw new AppError(
              'INVALID_STATE',
              `La orden ${order.order_number} ya tiene unidades recolectadas y no se puede editar`,
            );
          await releaseOrder(trx, txRepo, order);
          await trx
            .deleteFrom('picking_list_items')
            .where(
              'picking_list_id',
              'in',
              // A cancelled wave's batch list stays: it is the wave's record (issue 25).
              trx
                .selectFrom('picking_lists')
                .select('id')
                .where('order_id', '=', id)
                .where('status', '=', 'cancelled')
                .where('wave_id', 'is', null),
            )
            .execute();
          await trx
            .deleteFrom('picking_lists')
            .where('order_id', '=', id)
            .where('status', '=', 'cancelled')
            .where('wave_id', 'is', null)
            .execute();
          await txRepo.deleteLines(id);
          await txRepo.insertLines(lineRows(id, body));
          await txRepo.updateOrder(id, { ...headerValues(body), allocated_at: null, updated_at: nowIso() });
        }),
      );
      return orderDetail(repo, id);
    },

    /** Cancels a pending or assigned order: its reservations are released, open lists cancelled. */
    async cancel(id: number) {
      await retryOnDeadlock(() =>
        app.stockTransaction(async (_stock, trx) => {
          const txRepo = ordersRepository(trx);
          const order = await lockedOrder(txRepo, id);
          requireAction(order, 'cancel', 'anular', 'las órdenes pendientes o asignadas se anulan');
          await releaseOrder(trx, txRepo, order);
          const now = nowIso();
          await txRepo.updateOrder(id, { status: 'cancelled', cancelled_at: now, allocated_at: null, updated_at: now });
        }),
      );
      return orderDetail(repo, id);
    },

    /** Hard delete only of an order that never had reservations nor picking lists. */
    async remove(id: number) {
      return app.db.kysely.transaction().execute(async (trx) => {
        const txRepo = ordersRepository(trx);
        const order = await lockedOrder(txRepo, id);
        const lists = await txRepo.pickingLists(id);
        if (order.first_allocated_at || lists.length || !['pending', 'cancelled'].includes(order.status)) {
          throw new AppError('INVALID_STATE', `La orden ${order.order_number} tuvo reservas o picking: no se elimina, se anula`);
        }
        await txRepo.deleteOrder(id);
        return { id, order_number: order.order_number };
      });
    },

    /** Ships a picked order: carrier, service and tracking (TRK + timestamp when none). No stock moves here. */
    async ship(id: number, body: { carrier: string; service_type: string; tracking_number?: string | null | undefined }) {
      await app.db.kysely.transaction().execute(async (trx) => {
        const txRepo = ordersRepository(trx);
        const order = await lockedOrder(txRepo, id);
        requireAction(order, 'ship', 'enviar', 'las órdenes recolectadas se envían');
        const now = nowIso();
        await txRepo.updateOrder(id, {
          status: 'shipped',
          carrier: body.carrier,
          service_type: body.service_type,
          tracking_number: body.tracking_number || `TRK${Date.now()}`,
          shipped_at: now,
          updated_at: now,
        });
      });
      return orderDetail(repo, id);
    },

    /** One picking list per assigned order: one item per reservation, in location order. */
    async createPickingList(id: number, userId: number) {
      const listId = await app.db.kysely.transaction().execute((trx) => createPickingListIn(trx, id, userId));
      return pickingListOut(app, listId);
    },

    /** Recomputes the status from lines, reservations and picking lists; repairs and says what changed. */
    async repairState(id: number) {
      return retryOnDeadlock(() =>
        app.stockTransaction(async (_stock, trx) => {
          const txRepo = ordersRepository(trx);
          const order = await lockedOrder(txRepo, id);
          const previous = order.status as OrderStatus;
          const changes: string[] = [];
          const { lines, reservations } = await linesWithAllocation(txRepo, id);
          const lists = await txRepo.pickingLists(id);
          let status = previous;
          if (['cancelled', 'shipped', 'delivered'].includes(previous)) {
            // A closed order keeps nothing reserved.
            if (reservations.length) {
              await lockProducts(
                trx,
                reservations.map((r) => r.product_id),
              );
              const freed = await commitments(trx).releaseSource({ source_type: ORDER_SOURCE, source_id: id });
              changes.push(`Se liberaron ${freed} unidades reservadas de una orden en estado ${statusLabel(previous)}`);
            }
          } else {
            const active = lists.filter((list) => list.status !== 'cancelled');
            if (active.some((list) => list.status === 'completed')) status = previous === 'packed' ? 'packed' : 'picked';
            else if (active.some((list) => list.status === 'in_progress')) status = 'picking';
            else
              status = allocationStatus(
                lines.map(({ line, allocated }) => ({ quantity: line.quantity, allocated_quantity: allocated })),
              );
            if (status !== previous) {
              changes.push(`Estado ${statusLabel(previous)} → ${statusLabel(status)}`);
              await txRepo.updateOrder(id, {
                status,
                updated_at: nowIso(),
                ...(status === 'assigned' ? { allocated_at: nowIso() } : {}),
              });
            }
          }
          const message = changes.length
            ? `Orden ${order.order_number} reparada: ${changes.join('; ')}`
            : `La orden ${order.order_number} no necesitaba reparación (estado ${statusLabel(previous)})`;
          return { success: true, repaired: changes.length > 0, message, previous_status: previous, status, changes };
        }),
      );
    },

    async stats() {
      const now = new Date();
      const today = santiagoDay(now);
      const from = santiagoDayStartUtc(addDays(today, -(FULFILLMENT_PERIOD_DAYS - 1)));
      const figures = await repo.stats(santiagoDayStartUtc(today), from, now.toISOString());
      return {
        orders_today: figures.orders_today,
        pending_allocation: figures.pending_allocation,
        pending_picking: figures.pending_picking,
        fulfillment_rate: fulfillmentRate(figures.due, figures.on_time),
        fulfillment: {
          period_days: FULFILLMENT_PERIOD_DAYS,
          from,
          to: now.toISOString(),
          due: figures.due,
          on_time: figures.on_time,
        },
      };
    },

    productInventory: (q: string, limit: number) => repo.productInventory(q, limit, santiagoDay(), app.db.dialect),

    async productLocations(productId: number) {
      const product = (await repo.productNames([productId])).get(productId);
      if (!product) throw new AppError('NOT_FOUND', 'Producto no encontrado');
      const today = santiagoDay();
      const rows = await repo.productRows(productId);
      return {
        product_id: productId,
        product_name: product.name,
        product_sku: product.sku,
        total_available: rows
          .filter((row) => !row.expiry_date || row.expiry_date >= today)
          .reduce((sum, row) => sum + Math.max(0, row.available_quantity), 0),
        locations: rows.map((row) => ({
          ...row,
          lot_number: row.lot_number || null,
          serial_number: row.serial_number || null,
          expiry_date: row.expiry_date || null,
          available_quantity: Math.max(0, row.available_quantity),
          expired: Boolean(row.expiry_date) && row.expiry_date < today,
        })),
      };
    },

    async granularCriteria(id: number) {
      const header = await repo.header(id);
      if (!header) throw new AppError('NOT_FOUND', 'Orden no encontrada');
      const { lines, reservations } = await linesWithAllocation(repo, id);
      const candidates = await repo.candidateRows(
        lines.map(({ line }) => line.product_id),
        santiagoDay(),
      );
      const criteria: Record<
        string,
        {
          line_id: number;
          line_no: number;
          product_id: number;
          picking_strategy: 'fifo' | 'lifo' | 'fefo' | 'manual' | null;
          type: 'lot' | 'serial' | 'expiry' | null;
          value: string | null;
          available_quantity: number | null;
        }
      > = {};
      for (const { line } of lines) {
        const type = (line.criteria_type as 'lot' | 'serial' | 'expiry' | null) ?? null;
        const value = line.criteria_value ?? null;
        const rows = candidates.get(line.product_id) ?? [];
        const available =
          type && value
            ? rows
                .filter((row) =>
                  type === 'lot'
                    ? row.lot_number === value
                    : type === 'serial'
                      ? row.serial_number === value
                      : row.expiry_date === value.slice(0, 10),
                )
                .reduce((sum, row) => sum + row.available_quantity, 0)
            : null;
        criteria[String(line.id)] = {
          line_id: line.id,
          line_no: line.line_no,
          product_id: line.product_id,
          picking_strategy: (line.picking_strategy as 'fifo' | 'lifo' | 'fefo' | 'manual' | null) ?? null,
          type,
          value,
          available_quantity: available,
        };
      }
      return {
        picking_strategy_config: {
          level: header.strategy_level === 'product' ? ('product' as const) : ('order' as const),
          strategy: (header.picking_strategy as 'fifo' | 'lifo' | 'fefo' | 'manual' | null) ?? null,
        },
        granular_criteria: criteria,
        has_allocations: reservations.length > 0,
      };
    },
  };
}

export async function pickingListOut(app: FastifyInstance, listId: number) {
  const db = app.db.kysely;
  const list = await db
    .selectFrom('picking_lists as pl')
    .innerJoin('orders as o', 'o.id', 'pl.order_id')
    .selectAll('pl')
    .select('o.order_number')
    .where('pl.id', '=', listId)
    .executeTakeFirstOrThrow();
  const items = await db
    .selectFrom('picking_list_items as pi')
    .innerJoin('products as p', 'p.id', 'pi.product_id')
    .innerJoin('locations as l', 'l.id', 'pi.location_id')
    .selectAll('pi')
    .select(['p.name as product_name', 'p.sku as product_sku', 'l.code as location_code'])
    .where('pi.picking_list_id', '=', listId)
    .orderBy('pi.sequence')
    .execute();
  return {
    id: list.id,
    list_number: list.list_number,
    order_id: list.order_id,
    order_number: list.order_number,
    status: list.status,
    priority: list.priority,
    piece_by_piece_enabled: list.piece_by_piece_enabled === 1,
    estimated_time: list.estimated_time,
    created_at: list.created_at,
    picking_items: items.map((item) => ({
      id: item.id,
      sequence: item.sequence,
      order_line_id: item.order_line_id,
      reservation_id: item.reservation_id,
      product_id: item.product_id,
      product_name: item.product_name,
      product_sku: item.product_sku,
      location_id: item.location_id,
      location_code: item.location_code,
      lot_number: item.lot_number || null,
      serial_number: item.serial_number || null,
      expiry_date: item.expiry_date || null,
      quantity_required: item.quantity_required,
      quantity_picked: item.quantity_picked,
      status: item.status,
    })),
  };
}
