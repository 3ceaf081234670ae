import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyEventChain } from '../src/modules/ledger/event-chain';
import { addLocation, createLocation, createProduct } from './fixtures';
import { createTestApp, type TestApp, TEST_AUDIT_KEY } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const ctx = { user_id: 1, reference: 'PRUEBA' };

async function stockOf(productId: number) {
  const product = await t.db.kysely
    .selectFrom('products')
    .select('current_stock')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  const rows = await t.db.kysely
    .selectFrom('inventory')
    .select(sql<number>`coalesce(sum(quantity), 0)`.as('total'))
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return { current: product.current_stock, rows: Number(rows.total) };
}

describe('stock ledger', () => {
  it('adds and removes stock, keeping current_stock equal to the rows and logging signed events', async () => {
    const { location_id } = await createLocation(t.db.kysely);
    const product_id = await createProduct(t.db.kysely);
    const key = { product_id, location_id, lot_number: 'L-1', expiry_date: '2027-01-31' };
    await t.app.deps.stockTransaction(async (stock) => {
      await stock.add(key, 10, 'RECEPTION', ctx);
      await stock.add(key, 5, 'RECEPTION', ctx);
    });
    await t.app.deps.stockTransaction((stock) => stock.remove(key, 12, 'DISPATCH', ctx));
    expect(await stockOf(product_id)).toEqual({ current: 3, rows: 3 });
    const events = await t.db.kysely
      .selectFrom('traceability_events')
      .select(['event_type', 'quantity', 'lot_number'])
      .where('product_id', '=', product_id)
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      { event_type: 'RECEPTION', quantity: 10, lot_number: 'L-1' },
      { event_type: 'RECEPTION', quantity: 5, lot_number: 'L-1' },
      { event_type: 'DISPATCH', quantity: -12, lot_number: 'L-1' },
    ]);
  });

  it('refuses to go below zero with a 409 naming product, lot and location, and rolls back everything', async () => {
    const { location_id } = await createLocation(t.db.kysely);
    const product_id = await createProduct(t.db.kysely, { name: 'Guante estéril', sku: 'GUA-01' });
    const key = { product_id, location_id, lot_number: 'G7' };
    await t.app.deps.stockTransaction((stock) => stock.add(key, 4, 'RECEPTION', ctx));
    const attempt = t.app.deps.stockTransaction(async (stock) => {
      await stock.add({ ...key, lot_number: 'OTRO' }, 100, 'RECEPTION', ctx);
      await stock.remove(key, 5, 'DISPATCH', ctx);
    });
    await expect(attempt).rejects.toMatchObject({ code: 'INSUFFICIENT_STOCK', status: 409 });
    await expect(attempt).rejects.toThrow(
      /Stock insuficiente de Guante estéril \(GUA-01\) lote G7 en L\d+-A-01: disponible 4, solicitado 5/,
    );
    expect(await stockOf(product_id)).toEqual({ current: 4, rows: 4 });
  });

  it('never oversells under 50 concurrent issues of the same lot', async () => {
    const { location_id } = await createLocation(t.db.kysely);
    const product_id = await createProduct(t.db.kysely);
    const key = { product_id, location_id, lot_number: 'CONC' };
    await t.app.deps.stockTransaction((stock) => stock.add(key, 37, 'RECEPTION', ctx));
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => t.app.deps.stockTransaction((stock) => stock.remove(key, 2, 'DISPATCH', ctx))),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled').length;
    expect(succeeded).toBe(18);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'INSUFFICIENT_STOCK' });
    expect(await stockOf(product_id)).toEqual({ current: 1, rows: 1 });
    const dispatched = await t.db.kysely
      .selectFrom('traceability_events')
      .select(sql<number>`sum(quantity)`.as('total'))
      .where('product_id', '=', product_id)
      .where('event_type', '=', 'DISPATCH')
      .executeTakeFirstOrThrow();
    expect(Number(dispatched.total)).toBe(-36);
  });

  it('transfers between locations keeping lot and expiry, and sets absolute quantities', async () => {
    const { location_id, zone_id } = await createLocation(t.db.kysely);
    const other = await addLocation(t.db.kysely, zone_id);
    const product_id = await createProduct(t.db.kysely);
    const key = { product_id, location_id, lot_number: 'T1', expiry_date: '2028-02-29' };
    await t.app.deps.stockTransaction((stock) => stock.add(key, 10, 'RECEPTION', ctx));
    await t.app.deps.stockTransaction((stock) => stock.transfer(key, other, 10, ctx));
    const rows = await t.db.kysely.selectFrom('inventory').selectAll().where('product_id', '=', product_id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ location_id: other, lot_number: 'T1', expiry_date: '2028-02-29', quantity: 10 });
    await t.app.deps.stockTransaction((stock) => stock.setQuantity(rows[0]!.id, 7, ctx));
    expect(await stockOf(product_id)).toEqual({ current: 7, rows: 7 });
  });

  it('keeps the date the units entered when they move, so FIFO still sees the oldest lot first', async () => {
    const { location_id, zone_id } = await createLocation(t.db.kysely);
    const other = await addLocation(t.db.kysely, zone_id);
    const product_id = await createProduct(t.db.kysely);
    const old = { product_id, location_id, lot_number: 'VIEJO' };
    await t.app.deps.stockTransaction((stock) => stock.add(old, 6, 'RECEPTION', ctx));
    await t.db.kysely
      .updateTable('inventory')
      .set({ entry_date: '2026-01-05T12:00:00.000Z' })
      .where('product_id', '=', product_id)
      .execute();
    // Part of it joins a row of the same lot that entered later: the joined row takes the older date.
    await t.app.deps.stockTransaction((stock) => stock.add({ ...old, location_id: other }, 2, 'RECEPTION', ctx));
    await t.app.deps.stockTransaction((stock) => stock.transfer(old, other, 4, ctx));
    // The rest moves to a location with no row of the lot: the new row keeps the date too.
    const third = await addLocation(t.db.kysely, zone_id);
    await t.app.deps.stockTransaction((stock) => stock.transfer(old, third, 2, ctx));
    const rows = await t.db.kysely
      .selectFrom('inventory')
      .select(['location_id', 'quantity', 'entry_date'])
      .where('product_id', '=', product_id)
      .orderBy('location_id')
      .execute();
    expect(rows).toEqual([
      { location_id: other, quantity: 6, entry_date: '2026-01-05T12:00:00.000Z' },
      { location_id: third, quantity: 2, entry_date: '2026-01-05T12:00:00.000Z' },
    ]);
    // A later receipt into the moved row does not make it look newer or older than it is.
    await t.app.deps.stockTransaction((stock) => stock.add({ ...old, location_id: third }, 1, 'RECEPTION', ctx));
    const after = await t.db.kysely
      .selectFrom('inventory')
      .select('entry_date')
      .where('product_id', '=', product_id)
      .where('location_id', '=', third)
      .executeTakeFirstOrThrow();
    expect(after.entry_date).toBe('2026-01-05T12:00:00.000Z');
  });

  it('seals events into a hash chain and detects tampering', async () => {
    await t.app.eventSealer.sealNow();
    const ok = await verifyEventChain(t.db.kysely, TEST_AUDIT_KEY);
    expect(ok).toMatchObject({ valid: true, unsealed: 0, first_broken: null });
    expect(ok.checked).toBeGreaterThan(5);

    const victim = await t.db.kysely
      .selectFrom('traceability_events')
      .select(['id', 'chain_seq'])
      .where('chain_seq', '=', 3)
      .executeTakeFirstOrThrow();
    await t.db.kysely.updateTable('traceability_events').set({ quantity: 999 }).where('id', '=', victim.id).execute();
    const broken = await verifyEventChain(t.db.kysely, TEST_AUDIT_KEY);
    expect(broken.valid).toBe(false);
    expect(broken.first_broken).toMatchObject({ chain_seq: 3, reason: 'el contenido del evento fue modificado' });
  });
});

describe('batched additions', () => {
  it('adds many lines in one call, summing repeated identities, one event per line', async () => {
    const { location_id } = await createLocation(t.db.kysely);
    const a = await createProduct(t.db.kysely);
    const b = await createProduct(t.db.kysely);
    const lines = [
      ...Array.from({ length: 250 }, (_, i) => ({ key: { product_id: a, location_id, lot_number: `A${i % 120}` }, quantity: 2 })),
      { key: { product_id: b, location_id, lot_number: 'B1', expiry_date: '2027-03-31' }, quantity: 5 },
    ];
    await t.app.deps.stockTransaction(async (stock) => {
      await stock.add({ product_id: a, location_id, lot_number: 'A0' }, 1, 'RECEPTION', ctx);
      await stock.addMany(lines, 'RECEPTION', { ...ctx, reference: 'MANY' });
    });
    expect(await stockOf(a)).toEqual({ current: 501, rows: 501 });
    expect(await stockOf(b)).toEqual({ current: 5, rows: 5 });
    const a0 = await t.db.kysely
      .selectFrom('inventory')
      .select('quantity')
      .where('product_id', '=', a)
      .where('lot_number', '=', 'A0')
      .executeTakeFirstOrThrow();
    expect(a0.quantity).toBe(1 + 2 * 3);
    const events = await t.db.kysely.selectFrom('traceability_events').select('id').where('reference', '=', 'MANY').execute();
    expect(events).toHaveLength(251);
  });

  it('refuses a non-positive quantity and writes nothing', async () => {
    const { location_id } = await createLocation(t.db.kysely);
    const a = await createProduct(t.db.kysely);
    const attempt = t.app.deps.stockTransaction((stock) =>
      stock.addMany(
        [
          { key: { product_id: a, location_id }, quantity: 3 },
          { key: { product_id: a, location_id, lot_number: 'X' }, quantity: 0 },
        ],
        'RECEPTION',
        ctx,
      ),
    );
    await expect(attempt).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await stockOf(a)).toEqual({ current: 0, rows: 0 });
  });
});
