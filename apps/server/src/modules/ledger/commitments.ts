import { MAX_QUANTITY, type EventType } from '@bodega/domain';
import { sql } from 'kysely';
import type { InventoryRow, StockHoldRow, StockReservationRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { holdReasons } from './held-stock';
import type { EventContext, Ledger } from './ledger';
import type { Tx } from '../../db/handle';

/** What reserved units are kept for: an order line, a picking-task line, … */
export interface CommitmentSource {
  source_type: string;
  source_id: number;
  source_line_id?: number | null;
}

export interface HoldReason {
  reason_type: string;
  reason_id?: number | null;
  notes?: string | null;
}

function assertQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity <= 0 || quantity > MAX_QUANTITY) {
    throw new AppError('VALIDATION_ERROR', 'La cantidad debe ser un número entero mayor a 0', {
      quantity: 'La cantidad debe ser mayor a 0',
    });
  }
}

async function describeRow(trx: Tx, row: InventoryRow): Promise<string> {
  const product = await trx.selectFrom('products').select(['name', 'sku']).where('id', '=', row.product_id).executeTakeFirst();
  const location = await trx.selectFrom('locations').select('code').where('id', '=', row.location_id).executeTakeFirst();
  const what = product ? `${product.name} (${product.sku})` : `producto ${row.product_id}`;
  const unit = row.serial_number ? ` serie ${row.serial_number}` : row.lot_number ? ` lote ${row.lot_number}` : ' sin lote';
  return `${what}${unit}${location ? ` en ${location.code}` : ''}`;
}

/** The stock identity a reservation or hold copies from its inventory row. */
function unitOf(row: InventoryRow) {
  return {
    inventory_id: row.id,
    product_id: row.product_id,
    location_id: row.location_id,
    lot_number: row.lot_number,
    serial_number: row.serial_number,
    expiry_date: row.expiry_date,
  };
}

/**
 * Commitments of stock: reservations for orders and tasks, and holds for
 * quarantine and recalls. Both take units out of what is available without moving them:
 * `inventory.reserved_quantity` counts reservations plus holds, and every decrement of the ledger
 * already guards `quantity - reserved_quantity >= n`, so committed units can be neither issued,
 * moved, nor committed twice. `held_quantity` is the held part of that count. The detail rows and
 * both counts change together, in the caller's transaction, with conditional UPDATEs, so
 * concurrent allocations never commit more than is on hand.
 */
export function commitments(trx: Tx) {
  async function rowById(inventoryId: number): Promise<InventoryRow> {
    const row = await trx.selectFrom('inventory').selectAll().where('id', '=', inventoryId).executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', 'Registro de inventario no encontrado');
    return row;
  }

  /** Adds `quantity` to the committed count when that many units are free; false when they are not. */
  async function commit(inventoryId: number, quantity: number, held: boolean): Promise<boolean> {
    const result = await trx
      .updateTable('inventory')
      .set({
        reserved_quantity: sql<number>`reserved_quantity + ${quantity}`,
        ...(held ? { held_quantity: sql<number>`held_quantity + ${quantity}` } : {}),
        updated_at: nowIso(),
      })
      .where('id', '=', inventoryId)
      .where(sql<boolean>`quantity - reserved_quantity >= ${quantity}`)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function uncommit(inventoryId: number, quantity: number, held: boolean): Promise<void> {
    const result = await trx
      .updateTable('inventory')
      .set({
        reserved_quantity: sql<number>`reserved_quantity - ${quantity}`,
        ...(held ? { held_quantity: sql<number>`held_quantity - ${quantity}` } : {}),
        updated_at: nowIso(),
      })
      .where('id', '=', inventoryId)
      .where(
        held
          ? sql<boolean>`held_quantity >= ${quantity} and reserved_quantity >= ${quantity}`
          : sql<boolean>`reserved_quantity - held_quantity >= ${quantity}`,
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new AppError('CONFLICT', 'El compromiso de stock ya no existe');
  }

  /** The refusal for units that are not free: held units say so, others name what is available. */
  async function shortage(row: InventoryRow, requested: number): Promise<AppError> {
    const available = row.quantity - row.reserved_quantity;
    const what = await describeRow(trx, row);
    if (row.held_quantity > 0 && available + row.held_quantity >= requested) {
      const reasons = await holdReasons(trx, [row.id]);
      return new AppError(
        'STOCK_HELD',
        `${what} está retenido ${reasons.join(' y ') || '(cuarentena o retiro)'} y no se puede usar`,
        undefined,
        {
          product_id: row.product_id,
          inventory_id: row.id,
          held: row.held_quantity,
        },
      );
    }
    return new AppError(
      'INSUFFICIENT_STOCK',
      `Stock insuficiente de ${what}: disponible ${Math.max(available, 0)}, solicitado ${requested}`,
      undefined,
      {
        product_id: row.product_id,
        inventory_id: row.id,
        available: Math.max(available, 0),
        requested,
      },
    );
  }

  async function addReservation(
    row: InventoryRow,
    quantity: number,
    source: CommitmentSource,
    userId: number | null,
  ): Promise<StockReservationRow> {
    const lineId = source.source_line_id ?? null;
    const existing = await trx
      .selectFrom('stock_reservations')
      .selectAll()
      .where('inventory_id', '=', row.id)
      .where('source_type', '=', source.source_type)
      .where('source_id', '=', source.source_id)
      .where((eb) => (lineId === null ? eb('source_line_id', 'is', null) : eb('source_line_id', '=', lineId)))
      .executeTakeFirst();
    if (existing) {
      return trx
        .updateTable('stock_reservations')
        .set({ quantity: sql<number>`quantity + ${quantity}` })
        .where('id', '=', existing.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    return trx
      .insertInto('stock_reservations')
      .values({
        ...unitOf(row),
        quantity,
        source_type: source.source_type,
        source_id: source.source_id,
        source_line_id: lineId,
        created_by: userId,
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async function reservationById(reservationId: number): Promise<StockReservationRow> {
    const reservation = await trx.selectFrom('stock_reservations').selectAll().where('id', '=', reservationId).executeTakeFirst();
    if (!reservation) throw new AppError('NOT_FOUND', 'Reserva no encontrada');
    return reservation;
  }

  async function dropFromReservation(reservation: StockReservationRow, quantity: number): Promise<void> {
    const query =
      quantity === reservation.quantity
        ? trx.deleteFrom('stock_reservations').where('id', '=', reservation.id).where('quantity', '=', quantity)
        : trx
            .updateTable('stock_reservations')
            .set({ quantity: sql<number>`quantity - ${quantity}` })
            .where('id', '=', reservation.id)
            .where('quantity', '>', quantity);
    const result = await query.executeTakeFirst();
    const touched = 'numDeletedRows' in result ? result.numDeletedRows : result.numUpdatedRows;
    if (Number(touched) !== 1) throw new AppError('CONFLICT', 'La reserva cambió mientras se usaba; intente nuevamente');
  }

  async function takeUpTo(
    inventoryId: number,
    quantity: number,
    source: CommitmentSource,
    userId: number | null,
  ): Promise<{ reservation: StockReservationRow | null; taken: number }> {
    assertQuantity(quantity);
    for (let attempt = 0; attempt < 20; attempt++) {
      const row = await rowById(inventoryId);
      const take = Math.min(quantity, row.quantity - row.reserved_quantity);
      if (take <= 0) return { reservation: null, taken: 0 };
      if (await commit(inventoryId, take, false))
        return { reservation: await addReservation(row, take, source, userId), taken: take };
    }
    throw new AppError('CONFLICT', 'El stock cambió demasiadas veces mientras se reservaba; intente nuevamente');
  }

  const self = {
    /**
     * Reserves `quantity` units of one inventory row for `source`. All or nothing: 409
     * INSUFFICIENT_STOCK (or STOCK_HELD when held units are what is missing) and nothing written.
     */
    async reserve(
      inventoryId: number,
      quantity: number,
      source: CommitmentSource,
      userId: number | null,
    ): Promise<StockReservationRow> {
      assertQuantity(quantity);
      const row = await rowById(inventoryId);
      if (!(await commit(inventoryId, quantity, false))) throw await shortage(await rowById(inventoryId), quantity);
      return addReservation(row, quantity, source, userId);
    },

    /**
     * Reserves as many units as are free, up to `quantity` (partial allocation). Returns the
     * reservation, or null when nothing was free. A concurrent commitment between the read and the
     * conditional write makes it read again, so it never reserves more than is free.
     */
    async reserveUpTo(
      inventoryId: number,
      quantity: number,
      source: CommitmentSource,
      userId: number | null,
    ): Promise<StockReservationRow | null> {
      return (await takeUpTo(inventoryId, quantity, source, userId)).reservation;
    },

    /**
     * Many reservations at once (a large order's allocation): each plan reserves up to its
     * quantity of one row, like reserveUpTo, but the counts are raised with one conditional
     * UPDATE per batch and the detail rows written with one INSERT per batch. A plan whose row no
     * longer has that many free units falls back to reserveUpTo (takes what is free). Plans of
     * the same row and source line are merged. Returns what each plan got, in order (0 = none).
     */
    async reserveMany(
      plans: readonly { inventory_id: number; quantity: number; source: CommitmentSource }[],
      userId: number | null,
    ): Promise<number[]> {
      const got = plans.map(() => 0);
      const BATCH = 400;
      for (let start = 0; start < plans.length; start += BATCH) {
        const batch = plans.slice(start, start + BATCH);
        batch.forEach((plan) => assertQuantity(plan.quantity));
        const perRow = new Map<number, number>();
        for (const plan of batch) perRow.set(plan.inventory_id, (perRow.get(plan.inventory_id) ?? 0) + plan.quantity);
        const values = sql.join([...perRow].map(([id, quantity]) => sql`(cast(${id} as integer), cast(${quantity} as integer))`));
        const updated = await sql<{ id: number }>`
          with wanted(inventory_id, amount) as (values ${values})
          update inventory
             set reserved_quantity = reserved_quantity + (select amount from wanted where wanted.inventory_id = inventory.id),
                 updated_at = ${nowIso()}
           where id in (select inventory_id from wanted)
             and quantity - reserved_quantity >= (select amount from wanted where wanted.inventory_id = inventory.id)
          returning id`.execute(trx);
        const committed = new Set(updated.rows.map((row) => Number(row.id)));
        const rows = committed.size
          ? await trx
              .selectFrom('inventory')
              .selectAll()
              .where('id', 'in', [...committed])
              .execute()
          : [];
        const rowById = new Map(rows.map((row) => [row.id, row]));
        const existing = committed.size
          ? await trx
              .selectFrom('stock_reservations')
              .select(['id', 'inventory_id', 'source_type', 'source_id', 'source_line_id'])
              .where('inventory_id', 'in', [...committed])
              .execute()
          : [];
        const keyOf = (inventoryId: number, source: CommitmentSource) =>
          `${inventoryId}|${source.source_type}|${source.source_id}|${source.source_line_id ?? ''}`;
        const existingByKey = new Map(existing.map((r) => [keyOf(r.inventory_id, r), r.id]));
        const inserts = new Map<string, { row: InventoryRow; quantity: number; source: CommitmentSource }>();
        for (const [offset, plan] of batch.entries()) {
          const index = start + offset;
          if (!committed.has(plan.inventory_id)) {
            got[index] = (await takeUpTo(plan.inventory_id, plan.quantity, plan.source, userId)).taken;
            continue;
          }
          got[index] = plan.quantity;
          const key = keyOf(plan.inventory_id, plan.source);
          const existingId = existingByKey.get(key);
          if (existingId !== undefined) {
            await trx
              .updateTable('stock_reservations')
              .set({ quantity: sql<number>`quantity + ${plan.quantity}` })
              .where('id', '=', existingId)
              .execute();
            continue;
          }
          const pending = inserts.get(key);
          if (pending) pending.quantity += plan.quantity;
          else inserts.set(key, { row: rowById.get(plan.inventory_id)!, quantity: plan.quantity, source: plan.source });
        }
        if (inserts.size) {
          const at = nowIso();
          await trx
            .insertInto('stock_reservations')
            .values(
              [...inserts.values()].map(({ row, quantity, source }) => ({
                ...unitOf(row),
                quantity,
                source_type: source.source_type,
                source_id: source.source_id,
                source_line_id: source.source_line_id ?? null,
                created_by: userId,
                created_at: at,
              })),
            )
            .execute();
        }
      }
      return got;
    },

    /** Frees `quantity` units of one reservation (all of it when omitted). */
    async release(reservationId: number, quantity?: number): Promise<number> {
      const reservation = await reservationById(reservationId);
      const amount = quantity ?? reservation.quantity;
      assertQuantity(amount);
      if (amount > reservation.quantity) throw new AppError('CONFLICT', `La reserva solo tiene ${reservation.quantity} unidades`);
      await dropFromReservation(reservation, amount);
      await uncommit(reservation.inventory_id, amount, false);
      return amount;
    },

    /** Frees every reservation of a source (an order, or one of its lines). Returns the units freed. */
    async releaseSource(source: CommitmentSource): Promise<number> {
      const reservations = await self.reservationsOf(source);
      let freed = 0;
      for (const reservation of reservations) freed += await self.release(reservation.id);
      return freed;
    },

    /** The reservations of a source, oldest first. */
    reservationsOf(source: CommitmentSource): Promise<StockReservationRow[]> {
      let query = trx
        .selectFrom('stock_reservations')
        .selectAll()
        .where('source_type', '=', source.source_type)
        .where('source_id', '=', source.source_id);
      if (source.source_line_id != null) query = query.where('source_line_id', '=', source.source_line_id);
      return query.orderBy('id').execute();
    },

    /**
     * Takes reserved units out of stock (a pick): the reservation shrinks and the ledger removes the
     * units from the reserved part of the row, with its event, exactly once.
     */
    async consume(stock: Ledger, reservationId: number, quantity: number, type: EventType, ctx: EventContext): Promise<void> {
      assertQuantity(quantity);
      const reservation = await reservationById(reservationId);
      if (quantity > reservation.quantity) {
        throw new AppError(
          'CONFLICT',
          `La reserva solo tiene ${reservation.quantity} unidades; no se pueden consumir ${quantity}`,
        );
      }
      await dropFromReservation(reservation, quantity);
      await stock.remove(reservation, quantity, type, ctx, { fromReserved: true });
    },

    /**
     * Holds units of one row (quarantine, recall). `quantity` 'all' holds what the row has. Held
     * units must be free; with `displaceReservations` the row's reservations are released first
     * (newest first, only as many as needed) and returned, so the caller can tell their owners.
     */
    async hold(
      inventoryId: number,
      quantity: number | 'all',
      reason: HoldReason,
      userId: number | null,
      options: { displaceReservations?: boolean } = {},
    ): Promise<{ hold: StockHoldRow; displaced: StockReservationRow[] }> {
      let row = await rowById(inventoryId);
      const amount = quantity === 'all' ? row.quantity - row.held_quantity : quantity;
      assertQuantity(amount);
      const displaced: StockReservationRow[] = [];
      if (options.displaceReservations && row.quantity - row.reserved_quantity < amount) {
        const reservations = await trx
          .selectFrom('stock_reservations')
          .selectAll()
          .where('inventory_id', '=', inventoryId)
          .orderBy('id', 'desc')
          .execute();
        let missing = amount - (row.quantity - row.reserved_quantity);
        for (const reservation of reservations) {
          if (missing <= 0) break;
          const freed = Math.min(missing, reservation.quantity);
          await self.release(reservation.id, freed);
          displaced.push({ ...reservation, quantity: freed });
          missing -= freed;
        }
        row = await rowById(inventoryId);
      }
      if (!(await commit(inventoryId, amount, true))) throw await shortage(row, amount);
      const hold = await trx
        .insertInto('stock_holds')
        .values({
          ...unitOf(row),
          quantity: amount,
          reason_type: reason.reason_type,
          reason_id: reason.reason_id ?? null,
          notes: reason.notes ?? null,
          created_by: userId,
          created_at: nowIso(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { hold, displaced };
    },

    /** Ends a hold: its units are free again. 409 when it was already released. */
    async releaseHold(holdId: number, userId: number | null): Promise<StockHoldRow> {
      const at = nowIso();
      const hold = await trx
        .updateTable('stock_holds')
        .set({ released_at: at, released_by: userId })
        .where('id', '=', holdId)
        .where('released_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!hold) {
        const exists = await trx.selectFrom('stock_holds').select('id').where('id', '=', holdId).executeTakeFirst();
        throw exists
          ? new AppError('CONFLICT', 'La retención ya fue liberada')
          : new AppError('NOT_FOUND', 'Retención no encontrada');
      }
      await uncommit(hold.inventory_id, hold.quantity, true);
      return hold;
    },

    /**
     * Takes held units out of stock (destruction, return to supplier, a recall's retrieval): the
     * hold ends and the ledger removes its units with the event given, in the same transaction.
     */
    async removeHeld(
      stock: Ledger,
      holdId: number,
      type: EventType,
      ctx: EventContext,
      userId: number | null,
    ): Promise<StockHoldRow> {
      const hold = await self.releaseHold(holdId, userId);
      await stock.remove(hold, hold.quantity, type, ctx);
      return hold;
    },

    /** Active holds of a row, or of every row of a product when `inventoryId` is omitted. */
    activeHolds(filter: {
      inventory_id?: number;
      product_id?: number;
      reason_type?: string;
      reason_id?: number;
    }): Promise<StockHoldRow[]> {
      let query = trx.selectFrom('stock_holds').selectAll().where('released_at', 'is', null);
      if (filter.inventory_id !== undefined) query = query.where('inventory_id', '=', filter.inventory_id);
      if (filter.product_id !== undefined) query = query.where('product_id', '=', filter.product_id);
      if (filter.reason_type !== undefined) query = query.where('reason_type', '=', filter.reason_type);
      if (filter.reason_id !== undefined) query = query.where('reason_id', '=', filter.reason_id);
      return query.orderBy('id').execute();
    },
  };
  return self;
}

export type Commitments = ReturnType<typeof commitments>;
