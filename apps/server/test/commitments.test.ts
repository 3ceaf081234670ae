import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitments } from '../src/modules/ledger/commitments';
import { createLocation, createProduct } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const ctx = { user_id: 1, reference: 'PRUEBA' };
const order = (id: number, line?: number) => ({ source_type: 'order', source_id: id, source_line_id: line ?? null });

async function lotRow(quantity: number, lot = 'L-1') {
  const { location_id } = await createLocation(t.db.kysely);
  const product_id = await createProduct(t.db.kysely);
  const key = { product_id, location_id, lot_number: lot, expiry_date: '2030-01-31' };
  const row = await t.app.deps.stockTransaction((stock) => stock.add(key, quantity, 'RECEPTION', ctx));
  return { key, row };
}

async function counts(inventoryId: number) {
  return t.db.kysely
    .selectFrom('inventory')
    .select(['quantity', 'reserved_quantity', 'held_quantity'])
    .where('id', '=', inventoryId)
    .executeTakeFirstOrThrow();
}

describe('stock commitments (reservations and holds)', () => {
  it('reserves free units, refuses more than is free, and reserved units cannot be issued', async () => {
    const { key, row } = await lotRow(10);
    await t.app.deps.stockTransaction((_s, trx) => commitments(trx).reserve(row.id, 7, order(1, 1), 1));
    expect(await counts(row.id)).toEqual({ quantity: 10, reserved_quantity: 7, held_quantity: 0 });
    await expect(
      t.app.deps.stockTransaction((_s, trx) => commitments(trx).reserve(row.id, 4, order(2, 1), 1)),
    ).rejects.toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      message: expect.stringMatching(/disponible 3, solicitado 4/),
    });
    await expect(t.app.deps.stockTransaction((stock) => stock.remove(key, 4, 'DISPATCH', ctx))).rejects.toMatchObject({
      code: 'INSUFFICIENT_STOCK',
    });
    await t.app.deps.stockTransaction((stock) => stock.remove(key, 3, 'DISPATCH', ctx));
    expect(await counts(row.id)).toEqual({ quantity: 7, reserved_quantity: 7, held_quantity: 0 });
  });

  it('reserveUpTo takes what is free and merges a second reservation of the same line', async () => {
    const { row } = await lotRow(5);
    const first = await t.app.deps.stockTransaction((_s, trx) => commitments(trx).reserveUpTo(row.id, 3, order(3, 9), 1));
    const second = await t.app.deps.stockTransaction((_s, trx) => commitments(trx).reserveUpTo(row.id, 10, order(3, 9), 1));
    expect(first?.quantity).toBe(3);
    expect(second?.id).toBe(first?.id);
    expect(second?.quantity).toBe(5);
    expect(await t.app.deps.stockTransaction((_s, trx) => commitments(trx).reserveUpTo(row.id, 1, order(4), 1))).toBeNull();
  });

  it('releases a source and consumes a reservation exactly once through the ledger', async () => {
    const { key, row } = await lotRow(6);
    const reservation = await t.app.deps.stockTransaction((_s, trx) => commitments(trx).reserve(row.id, 4, order(5, 1), 1));
    await t.app.deps.stockTransaction((stock, trx) => commitments(trx).consume(stock, reservation.id, 3, 'PICKING', ctx));
    expect(await counts(row.id)).toEqual({ quantity: 3, reserved_quantity: 1, held_quantity: 0 });
    await expect(
      t.app.deps.stockTransaction((stock, trx) => commitments(trx).consume(stock, reservation.id, 2, 'PICKING', ctx)),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await t.app.deps.stockTransaction((_s, trx) => commitments(trx).releaseSource(order(5)))).toBe(1);
    expect(await counts(row.id)).toEqual({ quantity: 3, reserved_quantity: 0, held_quantity: 0 });
    const picks = await t.db.kysely
      .selectFrom('traceability_events')
      .select(['event_type', 'quantity'])
      .where('product_id', '=', key.product_id)
      .where('event_type', '=', 'PICKING')
      .execute();
    expect(picks).toEqual([{ event_type: 'PICKING', quantity: -3 }]);
  });

  it('holds units out of use (STOCK_HELD), displaces reservations when asked, and removes held units', async () => {
    const { key, row } = await lotRow(2, 'SER');
    await t.app.deps.stockTransaction((_s, trx) => commitments(trx).reserve(row.id, 1, order(6, 1), 1));
    const { hold, displaced } = await t.app.deps.stockTransaction((_s, trx) =>
      commitments(trx).hold(row.id, 'all', { reason_type: 'retiro', reason_id: 1 }, 1, { displaceReservations: true }),
    );
    expect(hold.quantity).toBe(2);
    expect(displaced.map((r) => r.quantity)).toEqual([1]);
    expect(await counts(row.id)).toEqual({ quantity: 2, reserved_quantity: 2, held_quantity: 2 });
    await expect(
      t.app.deps.stockTransaction((_s, trx) => commitments(trx).reserve(row.id, 1, order(7), 1)),
    ).rejects.toMatchObject({
      code: 'STOCK_HELD',
      status: 409,
    });
    await expect(
      t.app.deps.stockTransaction((stock) => stock.transfer(key, (key.location_id as number) + 100000, 1, ctx)),
    ).rejects.toMatchObject({ status: 409 });
    await t.app.deps.stockTransaction((stock, trx) => commitments(trx).removeHeld(stock, hold.id, 'DAMAGE', ctx, 1));
    const left = await t.db.kysely.selectFrom('inventory').select('id').where('id', '=', row.id).executeTakeFirst();
    expect(left).toBeUndefined();
    await expect(t.app.deps.stockTransaction((_s, trx) => commitments(trx).releaseHold(hold.id, 1))).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('never reserves more than is on hand under 50 concurrent reservations of one unit', async () => {
    const { row } = await lotRow(10, 'CONC');
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        t.app.deps.stockTransaction((_s, trx) => commitments(trx).reserve(row.id, 1, order(100 + i), 1)),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const total = await t.db.kysely
      .selectFrom('stock_reservations')
      .select(sql<number>`cast(coalesce(sum(quantity), 0) as integer)`.as('total'))
      .where('inventory_id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(Number(total.total)).toBe(10);
    expect(await counts(row.id)).toEqual({ quantity: 10, reserved_quantity: 10, held_quantity: 0 });
  });
  it('reserveMany commits whole plans in batches, takes what is free when a plan no longer fits, merges one line on one row', async () => {
    const a = await lotRow(10, 'RM-A');
    const b = await lotRow(3, 'RM-B');
    const got = await t.app.deps.stockTransaction((_s, trx) =>
      commitments(trx).reserveMany(
        [
          { inventory_id: a.row.id, quantity: 4, source: order(40, 1) },
          { inventory_id: a.row.id, quantity: 2, source: order(40, 1) },
          { inventory_id: b.row.id, quantity: 5, source: order(40, 2) },
        ],
        1,
      ),
    );
    expect(got).toEqual([4, 2, 3]);
    expect(await counts(a.row.id)).toEqual({ quantity: 10, reserved_quantity: 6, held_quantity: 0 });
    expect(await counts(b.row.id)).toEqual({ quantity: 3, reserved_quantity: 3, held_quantity: 0 });
    const rows = await t.db.kysely
      .selectFrom('stock_reservations')
      .select(['inventory_id', 'quantity'])
      .where('source_id', '=', 40)
      .orderBy('inventory_id')
      .execute();
    expect(rows).toEqual([
      { inventory_id: a.row.id, quantity: 6 },
      { inventory_id: b.row.id, quantity: 3 },
    ]);
  });
});
