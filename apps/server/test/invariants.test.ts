import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { commitments } from '../src/modules/ledger/commitments';
import { checkInvariants, type Violation } from '../src/modules/ledger/invariants/check-invariants';
import { addLocation, createLocation, createProduct, pickScans } from './fixtures';
import { createTestApp, TEST_AUDIT_KEY, type TestApp } from './helpers';

let t: TestApp;
let loc: { warehouse_id: number; zone_id: number; location_id: number };
let other: number;
let productId: number;
let serialProductId: number;
let assignedOrder: { id: number; lineId: number };
let pickedListId: number;
let holdId: number;

const db = () => t.db.kysely;
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: t.auth('admin'), ...(payload ? { payload } : {}) });

async function order(customerId: number, quantity: number) {
  const created = await call('POST', '/orders', {
    customer_id: customerId,
    order_lines: [{ product_id: productId, quantity, unit_price: 1000 }],
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as number;
  const allocated = await call('POST', `/orders/${id}/allocate`);
  expect(allocated.json().data.status, allocated.body).toBe('assigned');
  const line = await db().selectFrom('order_lines').select('id').where('order_id', '=', id).executeTakeFirstOrThrow();
  return { id, lineId: line.id };
}

// A small warehouse with every kind of row the checker reads: stock in two lots, a serial unit, an
// assigned order, an order picked through its list, a hold, the daily rollup and a sealed chain.
beforeAll(async () => {
  t = await createTestApp();
  loc = await createLocation(db());
  other = await addLocation(db(), loc.zone_id);
  productId = await createProduct(db());
  serialProductId = await createProduct(db());
  await t.app.deps.stockTransaction(async (stock) => {
    await stock.add(
      { product_id: productId, location_id: loc.location_id, lot_number: 'L1', expiry_date: '2031-01-31' },
      10,
      'RECEPTION',
      { user_id: 1 },
    );
    await stock.add({ product_id: productId, location_id: other, lot_number: 'L2', expiry_date: '2032-01-31' }, 6, 'RECEPTION', {
      user_id: 1,
    });
    await stock.add({ product_id: serialProductId, location_id: loc.location_id, serial_number: 'SN-1' }, 1, 'RECEPTION', {
      user_id: 1,
    });
  });
  const customer = await call('POST', '/orders/customers', { name: 'Pabellón Norte', tax_id: '76.086.428-5' });
  const customerId = customer.json().data.id as number;
  assignedOrder = await order(customerId, 3);
  const picked = await order(customerId, 2);
  const list = await call('POST', `/orders/${picked.id}/picking-list`);
  expect(list.statusCode, list.body).toBe(201);
  pickedListId = list.json().data.id;
  const operator = await db().selectFrom('users').select('id').where('role', '=', 'operator').executeTakeFirstOrThrow();
  expect((await call('POST', `/orders/picking-lists/${pickedListId}/assign`, { user_id: operator.id })).statusCode).toBe(200);
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/orders/picking-lists/${pickedListId}/start`,
    headers: t.auth('operator'),
  });
  const item = started.json().data.picking_items[0];
  const pick = await t.app.inject({
    method: 'POST',
    url: `/api/orders/picking-items/${item.id}/pick`,
    headers: t.auth('operator'),
    payload: { ...pickScans(item), quantity_picked: 2 },
  });
  expect(pick.statusCode, pick.body).toBe(200);
  const row = await db()
    .selectFrom('inventory')
    .select('id')
    .where('product_id', '=', productId)
    .where('lot_number', '=', 'L2')
    .executeTakeFirstOrThrow();
  holdId = await t.app.deps.stockTransaction(
    async (_stock, trx) => (await commitments(trx).hold(row.id, 2, { reason_type: 'vencido' }, null)).hold.id,
  );
  await t.app.eventSealer.sealNow();
});
afterAll(async () => t?.close());

class Rollback extends Error {}

/** The violations after `plant` (raw SQL), read in the same transaction, which then rolls back. */
async function afterPlanting(plant: (trx: Kysely<Database>) => Promise<unknown>): Promise<Violation[]> {
  let found: Violation[] = [];
  try {
    await db()
      .transaction()
      .execute(async (trx) => {
        await plant(trx);
        found = await checkInvariants(trx, { auditKey: TEST_AUDIT_KEY });
        throw new Rollback();
      });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return found;
}

const rowOf = (lot: string) =>
  db()
    .selectFrom('inventory')
    .select(['id', 'quantity'])
    .where('product_id', '=', productId)
    .where('lot_number', '=', lot)
    .executeTakeFirstOrThrow();

describe('the invariant checker', () => {
  it('finds nothing in a database the application wrote', async () => {
    expect(await checkInvariants(db(), { auditKey: TEST_AUDIT_KEY })).toEqual([]);
    // The scenario holds what the plants below break.
    expect(
      await db().selectFrom('stock_reservations').select('id').where('source_id', '=', assignedOrder.id).execute(),
    ).not.toEqual([]);
    expect(
      await db().selectFrom('picking_list_items').select('quantity_picked').where('picking_list_id', '=', pickedListId).execute(),
    ).toEqual([{ quantity_picked: 2 }]);
  });

  it("finds a product's stock that is not the sum of its rows and events", async () => {
    const found = await afterPlanting((trx) =>
      sql`update products set current_stock = current_stock + 1 where id = ${productId}`.execute(trx),
    );
    expect(found).toEqual([expect.objectContaining({ invariant: 'stock_producto', ids: { product_id: productId } })]);
  });

  it('finds a row that is not the sum of its events and events without their row; the database refuses a negative row', async () => {
    const l1 = await rowOf('L1');
    const changed = await afterPlanting((trx) =>
      sql`update inventory set quantity = quantity + 1 where id = ${l1.id}`.execute(trx),
    );
    expect(changed).toContainEqual(
      expect.objectContaining({ invariant: 'stock_fila', ids: { inventory_id: l1.id, product_id: productId } }),
    );
    const l2 = await rowOf('L2');
    const gone = await afterPlanting(async (trx) => {
      await sql`delete from stock_holds where inventory_id = ${l2.id}`.execute(trx);
      await sql`delete from inventory where id = ${l2.id}`.execute(trx);
    });
    expect(gone).toContainEqual(
      expect.objectContaining({ invariant: 'stock_fila', ids: { product_id: productId, location_id: other } }),
    );
    // No row below zero is the schema's to keep: its CHECK constraints refuse the write itself.
    for (const column of ['quantity', 'reserved_quantity', 'held_quantity']) {
      await expect(
        afterPlanting((trx) => sql`update inventory set ${sql.ref(column)} = -1 where id = ${l2.id}`.execute(trx)),
      ).rejects.toThrow(/check/i);
    }
  });

  it('finds committed units beyond the row, reservations and holds that are not the row counts, and copies of another row', async () => {
    const l1 = await rowOf('L1');
    const l2 = await rowOf('L2');
    const over = await afterPlanting((trx) =>
      sql`update inventory set reserved_quantity = quantity + 1 where id = ${l1.id}`.execute(trx),
    );
    expect(over.map((v) => v.invariant)).toContain('comprometido_sobre_cantidad');
    const reservation = await db()
      .selectFrom('stock_reservations')
      .select('id')
      .where('source_id', '=', assignedOrder.id)
      .executeTakeFirstOrThrow();
    const bigger = await afterPlanting((trx) =>
      sql`update stock_reservations set quantity = quantity + 1 where id = ${reservation.id}`.execute(trx),
    );
    expect(bigger).toContainEqual(
      expect.objectContaining({ invariant: 'reservas_de_fila', ids: { inventory_id: l1.id, product_id: productId } }),
    );
    const released = await afterPlanting((trx) =>
      sql`update stock_holds set released_at = ${new Date().toISOString()} where id = ${holdId}`.execute(trx),
    );
    expect(released).toEqual([
      expect.objectContaining({ invariant: 'retenciones_de_fila', ids: { inventory_id: l2.id, product_id: productId } }),
    ]);
    const heldOver = await afterPlanting((trx) =>
      sql`update inventory set held_quantity = reserved_quantity + 1 where id = ${l2.id}`.execute(trx),
    );
    expect(heldOver.map((v) => v.invariant)).toContain('retenido_sobre_comprometido');
    const copy = await afterPlanting((trx) =>
      sql`update stock_reservations set lot_number = 'OTRO' where id = ${reservation.id}`.execute(trx),
    );
    expect(copy).toEqual([
      expect.objectContaining({ invariant: 'compromiso_sin_fila', ids: { reservation_id: reservation.id, inventory_id: l1.id } }),
    ]);
  });

  it('finds a reservation without its order line, an over-reserved line and an assigned order short of its reservations', async () => {
    const reservation = await db()
      .selectFrom('stock_reservations')
      .select('id')
      .where('source_id', '=', assignedOrder.id)
      .executeTakeFirstOrThrow();
    const orphan = await afterPlanting((trx) =>
      sql`update stock_reservations set source_line_id = 999999 where id = ${reservation.id}`.execute(trx),
    );
    expect(orphan).toContainEqual(
      expect.objectContaining({
        invariant: 'reserva_sin_origen',
        ids: { reservation_id: reservation.id, source_id: assignedOrder.id, order_line_id: 999999 },
      }),
    );
    const over = await afterPlanting((trx) =>
      sql`update order_lines set quantity = 1 where id = ${assignedOrder.lineId}`.execute(trx),
    );
    expect(over).toEqual([
      expect.objectContaining({
        invariant: 'linea_sobre_reservada',
        ids: { order_id: assignedOrder.id, order_line_id: assignedOrder.lineId },
      }),
    ]);
    const short = await afterPlanting((trx) =>
      sql`update order_lines set quantity = 4 where id = ${assignedOrder.lineId}`.execute(trx),
    );
    expect(short).toEqual([
      expect.objectContaining({
        invariant: 'orden_asignada_sin_reservas',
        ids: { order_id: assignedOrder.id, order_line_id: assignedOrder.lineId },
      }),
    ]);
    const cancelled = await afterPlanting((trx) =>
      sql`update orders set status = 'cancelled' where id = ${assignedOrder.id}`.execute(trx),
    );
    expect(cancelled).toEqual([
      expect.objectContaining({
        invariant: 'reserva_sin_origen',
        ids: { reservation_id: reservation.id, source_id: assignedOrder.id, order_line_id: assignedOrder.lineId },
      }),
    ]);
  });

  it('finds a pick recorded without its event, and one taken twice', async () => {
    const recorded = await afterPlanting((trx) =>
      sql`update picking_list_items set quantity_picked = quantity_picked + 1 where picking_list_id = ${pickedListId}`.execute(
        trx,
      ),
    );
    expect(recorded).toContainEqual(
      expect.objectContaining({ invariant: 'picking_una_vez', ids: expect.objectContaining({ picking_list_id: pickedListId }) }),
    );
    const unlinked = await afterPlanting((trx) =>
      sql`update traceability_events set reference_id = 999999 where event_type = 'PICKING' and reference_id = ${pickedListId}`.execute(
        trx,
      ),
    );
    expect(
      unlinked
        .filter((v) => v.invariant === 'picking_una_vez')
        .map((v) => v.ids.picking_list_id)
        .sort(),
    ).toEqual([pickedListId, 999999]);
  });

  it('finds a serial unit in two places: in stock and implanted', async () => {
    const found = await afterPlanting(async (trx) => {
      const at = new Date().toISOString();
      const device = await trx
        .insertInto('dm_devices')
        .values({ product_id: serialProductId, lot_number: '', serial_number: 'SN-1', created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('dm_implants')
        .values({
          device_id: device.id,
          product_id: serialProductId,
          serial_number: 'SN-1',
          from_location_id: loc.location_id,
          clinical_service_id: null,
          run_paciente: '11.111.111-1',
          nombre_paciente: 'Paciente',
          fecha_implantacion: at,
          nombre_profesional_implante: 'Dra. Soto',
          prestacion_quirurgica: 'Prótesis',
          codigo_prestacion: null,
          observaciones: null,
          udi_raw: null,
          gtin: null,
          fecha_explantacion: null,
          nombre_profesional_explante: null,
          motivo_explante: null,
          observaciones_explante: null,
          estado_tras_explante: null,
          explant_location_id: null,
          created_by: null,
          created_at: at,
        })
        .execute();
    });
    expect(found).toEqual([
      expect.objectContaining({ invariant: 'serie_en_un_lugar', ids: { product_id: serialProductId, serial_number: 'SN-1' } }),
    ]);
  });

  it('finds a daily rollup that is not its events', async () => {
    const found = await afterPlanting((trx) =>
      sql`update stock_daily_moves set moves = moves + 1 where product_id = ${productId}`.execute(trx),
    );
    expect(found).toEqual([
      expect.objectContaining({
        invariant: 'resumen_diario',
        ids: expect.objectContaining({ product_id: productId, warehouse_id: loc.warehouse_id }),
      }),
    ]);
  });

  it('finds a sealed event rewritten, and says when there is no key to verify with', async () => {
    const event = await db()
      .selectFrom('traceability_events')
      .select(['id', 'chain_seq'])
      .where('chain_seq', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const found = await afterPlanting((trx) =>
      sql`update traceability_events set description = 'reescrito' where id = ${event.id}`.execute(trx),
    );
    expect(found).toEqual([
      expect.objectContaining({ invariant: 'cadena', ids: { event_id: event.id, chain_seq: event.chain_seq! } }),
    ]);
    expect(await checkInvariants(db())).toEqual([expect.objectContaining({ invariant: 'cadena' })]);
  });
});
