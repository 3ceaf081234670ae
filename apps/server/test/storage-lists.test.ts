import { STORAGE_STRATEGIES } from '@bodega/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/lib/password';
import { addLocation, createLocation, createProduct } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let operatorId: number;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  operatorId = (await t.db.kysely.selectFrom('users').select('id').where('role', '=', 'operator').executeTakeFirstOrThrow()).id;
  adminId = (await t.db.kysely.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirstOrThrow()).id;
});
afterAll(async () => t?.close());

const db = () => t.db.kysely;
const admin = () => t.auth('admin');
let seq = 0;
const ref = () => `ALM-TEST-${Date.now().toString(36)}-${++seq}`;

interface Setup {
  loc: { warehouse_id: number; zone_id: number; location_id: number };
  locations: number[];
  product: number;
  barcode: string;
}

/** A zone with 4 locations of capacity 100 and one product with a valid EAN-13. */
async function setup(): Promise<Setup> {
  const loc = await createLocation(db(), { capacity: 100, zoneCapacity: 10_000 });
  const locations = [
    loc.location_id,
    await addLocation(db(), loc.zone_id),
    await addLocation(db(), loc.zone_id),
    await addLocation(db(), loc.zone_id),
  ];
  await db().updateTable('locations').set({ capacity: 100 }).where('id', 'in', locations).execute();
  for (const [i, id] of locations.entries())
    await db()
      .updateTable('locations')
      .set({ weight: 0.2 + i * 0.1 })
      .where('id', '=', id)
      .execute();
  const product = await createProduct(db(), { name: 'Jeringa 10 ml luer lock' });
  const barcode = `780${String(4300000 + product).padStart(9, '0')}`;
  const { ean13CheckDigit } = await import('@bodega/domain');
  const ean = barcode + ean13CheckDigit(barcode);
  await db().updateTable('products').set({ barcode: ean, abc_category: 'A' }).where('id', '=', product).execute();
  return { loc, locations, product, barcode: ean };
}

async function pendingReceipt(s: Setup, items: Array<Record<string, unknown>>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/transactions/ingresos',
    headers: admin(),
    payload: { order_number: ref(), warehouse_id: s.loc.warehouse_id, zone_id: s.loc.zone_id, items },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; reference: string };
}

async function createList(transactionId: number, strategy = 'abc_optimized', piece = false) {
  return t.app.inject({
    method: 'POST',
    url: '/api/intelligent-storage/storage-lists',
    headers: admin(),
    payload: { transaction_id: transactionId, storage_strategy: strategy, piece_by_piece_enabled: piece },
  });
}

async function assignedList(
  s: Setup,
  items: Array<Record<string, unknown>>,
  options: { piece?: boolean; strategy?: string; user?: number } = {},
) {
  const receipt = await pendingReceipt(s, items);
  const created = await createList(receipt.id, options.strategy ?? 'abc_optimized', options.piece ?? false);
  expect(created.statusCode, created.body).toBe(201);
  const list = created.json().data;
  const assign = await t.app.inject({
    method: 'POST',
    url: `/api/intelligent-storage/storage-lists/${list.id}/assign`,
    headers: admin(),
    payload: { user_id: options.user ?? operatorId },
  });
  expect(assign.statusCode, assign.body).toBe(200);
  return { receipt, list: assign.json().data };
}

const op = () => t.auth('operator');
const post = (url: string, payload?: Record<string, unknown>, headers = op()) =>
  t.app.inject({ method: 'POST', url: `/api/intelligent-storage${url}`, headers, ...(payload === undefined ? {} : { payload }) });
const scanLocation = (itemId: number, barcode: string, headers = op()) =>
  post(`/storage-items/${itemId}/scan-location`, { barcode }, headers);
const scanProduct = (itemId: number, barcode: string, headers = op()) =>
  post(`/storage-items/${itemId}/scan-product`, { barcode }, headers);
const scanPiece = (itemId: number, barcode: string, headers = op()) =>
  post(`/storage-items/${itemId}/scan-product-piece`, { barcode }, headers);
/** The item as the list read answers it: a scan answers from what it read before writing, so both must agree. */
const listedItem = async (listId: number, itemId: number) => {
  const res = await t.app.inject({ url: `/api/intelligent-storage/storage-lists/${listId}`, headers: op() });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.storage_items as Array<{ id: number }>).find((item) => item.id === itemId);
};
const locationCode = async (id: number) =>
  (await db().selectFrom('locations').select('barcode').where('id', '=', id).executeTakeFirstOrThrow()).barcode!;

describe('creating storage lists', () => {
  it.each(STORAGE_STRATEGIES)('%s suggests a location with room for every line and explains why', async (strategy) => {
    const s = await setup();
    const other = await createProduct(db(), { category: 'Fármacos' });
    const receipt = await pendingReceipt(s, [
      { product_id: s.product, quantity: 60, lot_number: 'A1', expiry_date: '2027-01-31' },
      { product_id: other, quantity: 70, lot_number: 'B1', expiry_date: '2027-03-31' },
      { product_id: s.product, quantity: 30, lot_number: 'A2', expiry_date: '2027-06-30' },
    ]);
    const res = await createList(receipt.id, strategy);
    expect(res.statusCode, res.body).toBe(201);
    const list = res.json().data;
    expect(list).toMatchObject({
      list_number: `ALM-${String(list.id).padStart(6, '0')}`,
      status: 'pending',
      priority: 2,
      storage_strategy: strategy,
      total_items: 3,
      completed_items: 0,
      total_units: 160,
      transaction: { id: receipt.id, reference: receipt.reference },
    });
    expect(list.estimated_time).toBe(22); // 3 items × 2 min + 160 units × 0.1 min
    const perLocation = new Map<number, number>();
    for (const item of list.storage_items) {
      expect(item.suggestion_reason.length).toBeGreaterThan(20);
      expect(item.suggested_location).toMatchObject({
        barcode: expect.any(String),
        zone: { id: s.loc.zone_id, name: expect.any(String), warehouse: { id: s.loc.warehouse_id, name: expect.any(String) } },
      });
      perLocation.set(item.suggested_location.id, (perLocation.get(item.suggested_location.id) ?? 0) + item.quantity_to_store);
    }
    for (const units of perLocation.values()) expect(units).toBeLessThanOrEqual(100);
    if (strategy === 'chaotic_controlled') {
      const lotsAt = new Map<number, Set<string>>();
      for (const item of list.storage_items.filter((i: { product_id: number }) => i.product_id === s.product)) {
        lotsAt.set(item.suggested_location.id, (lotsAt.get(item.suggested_location.id) ?? new Set()).add(item.lot_number));
      }
      for (const lots of lotsAt.values()) expect(lots.size).toBe(1);
    }
  });

  it('counts units other open lists will bring, and splits a line no location can hold alone', async () => {
    const s = await setup();
    const first = await pendingReceipt(s, [{ product_id: s.product, quantity: 90, expiry_date: '2027-01-31' }]);
    expect((await createList(first.id, 'abc_optimized')).statusCode).toBe(201);
    const second = await pendingReceipt(s, [{ product_id: s.product, quantity: 150, expiry_date: '2027-01-31' }]);
    const res = await createList(second.id, 'space_optimized');
    expect(res.statusCode, res.body).toBe(201);
    const items = res.json().data.storage_items as Array<{ quantity_to_store: number; suggested_location: { id: number } }>;
    expect(items.reduce((sum, i) => sum + i.quantity_to_store, 0)).toBe(150);
    expect(items.length).toBeGreaterThan(1);
    // The 90 units suggested by the first list are not offered again.
    const firstLoc = s.locations[0]!;
    expect(
      items.filter((i) => i.suggested_location.id === firstLoc).reduce((sum, i) => sum + i.quantity_to_store, 0),
    ).toBeLessThanOrEqual(10);
    const tooBig = await pendingReceipt(s, [{ product_id: s.product, quantity: 500, expiry_date: '2027-01-31' }]);
    const refused = await createList(tooBig.id, 'fifo_optimized');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CAPACITY_EXCEEDED',
      error: expect.stringMatching(/^No hay ubicaciones con capacidad suficiente para Jeringa 10 ml luer lock/),
    });
  });

  it('zone_dedicated puts each product in its assigned location or zone, the rest in the receipt zone', async () => {
    const s = await setup();
    const at = new Date().toISOString();
    const cold = await db()
      .insertInto('zones')
      .values({
        warehouse_id: s.loc.warehouse_id,
        code: `FRIO-${++seq}`,
        name: 'Cadena de frío',
        description: null,
        aisle: null,
        rack: null,
        level: null,
        position: null,
        capacity: 1000,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const fridge = await addLocation(db(), cold.id);
    await db().updateTable('locations').set({ capacity: 100 }).where('id', '=', fridge).execute();
    await db().updateTable('products').set({ zone_id: cold.id, location_id: fridge }).where('id', '=', s.product).execute();
    const plain = await createProduct(db(), { name: 'Apósito' });
    const receipt = await pendingReceipt(s, [
      { product_id: s.product, quantity: 10, lot_number: 'V1', expiry_date: '2027-01-31' },
      { product_id: plain, quantity: 5, lot_number: 'P1', expiry_date: '2027-02-28' },
    ]);
    const res = await createList(receipt.id, 'zone_dedicated');
    expect(res.statusCode, res.body).toBe(201);
    const items = res.json().data.storage_items as Array<{
      product_id: number;
      suggested_location: { id: number; zone: { id: number } };
      suggestion_reason: string;
    }>;
    const assigned = items.find((item) => item.product_id === s.product)!;
    expect(assigned.suggested_location).toMatchObject({ id: fridge, zone: { id: cold.id } });
    expect(assigned.suggestion_reason).toMatch(/^Zona dedicada: ubicación asignada a Jeringa 10 ml luer lock/);
    expect(items.find((item) => item.product_id === plain)!.suggested_location.zone.id).toBe(s.loc.zone_id);
  });

  it('only from Pendiente receipts, one open list per receipt, and admins only', async () => {
    const s = await setup();
    const receipt = await pendingReceipt(s, [{ product_id: s.product, quantity: 5, expiry_date: '2027-01-31' }]);
    expect((await createList(receipt.id)).statusCode).toBe(201);
    const again = await createList(receipt.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/^El ingreso ya tiene la lista de almacenamiento ALM-/);
    const done = await pendingReceipt(s, [{ product_id: s.product, quantity: 5, expiry_date: '2027-01-31' }]);
    await t.app.inject({ method: 'POST', url: `/api/transactions/${done.id}/cancel`, headers: admin() });
    const refused = await createList(done.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'INVALID_STATE',
      error: 'Solo se pueden crear listas de almacenamiento para ingresos pendientes',
    });
    expect((await createList(999999)).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/intelligent-storage/storage-lists',
      headers: admin(),
      payload: { transaction_id: receipt.id, storage_strategy: 'azar' },
    });
    expect(bad.statusCode).toBe(400);
    const asOperator = await t.app.inject({
      method: 'POST',
      url: '/api/intelligent-storage/storage-lists',
      headers: op(),
      payload: { transaction_id: receipt.id },
    });
    expect(asOperator.statusCode).toBe(403);
  });
});

describe('assignment and visibility', () => {
  it('assigns only to operators and operators see only their lists', async () => {
    const s = await setup();
    const receipt = await pendingReceipt(s, [{ product_id: s.product, quantity: 5, expiry_date: '2027-01-31' }]);
    const list = (await createList(receipt.id)).json().data;
    const toAdmin = await post(`/storage-lists/${list.id}/assign`, { user_id: adminId }, admin());
    expect(toAdmin.statusCode).toBe(400);
    expect(toAdmin.json()).toMatchObject({
      error: 'Debe seleccionar un operario',
      fields: { user_id: 'Debe seleccionar un operario' },
    });
    const empty = await post(`/storage-lists/${list.id}/assign`, {}, admin());
    expect(empty.json().fields.user_id).toBe('Debe seleccionar un operario');
    expect((await post(`/storage-lists/${list.id}/assign`, { user_id: operatorId })).statusCode).toBe(403);

    // Unassigned: invisible to the operator.
    expect((await t.app.inject({ url: `/api/intelligent-storage/storage-lists/${list.id}`, headers: op() })).statusCode).toBe(
      404,
    );
    const mine = await t.app.inject({ url: `/api/intelligent-storage/storage-lists?assigned_user_id=${adminId}`, headers: op() });
    expect(mine.json().data.every((l: { assigned_user_id: number }) => l.assigned_user_id === operatorId)).toBe(true);

    const assigned = await post(`/storage-lists/${list.id}/assign`, { user_id: operatorId }, admin());
    expect(assigned.json().data).toMatchObject({
      status: 'assigned',
      assigned_user_id: operatorId,
      assigned_user: { username: 'operador' },
      assigned_at: expect.any(String),
    });
    const visible = await t.app.inject({ url: `/api/intelligent-storage/storage-lists/${list.id}`, headers: op() });
    expect(visible.statusCode).toBe(200);
    const listed = await t.app.inject({ url: '/api/intelligent-storage/storage-lists?status=assigned', headers: op() });
    expect(listed.json().data.map((l: { id: number }) => l.id)).toContain(list.id);

    // A second operator cannot see, start or scan it.
    const now = new Date().toISOString();
    const other = await db()
      .insertInto('users')
      .values({
        username: `op2-${seq}`,
        name: null,
        email: `op2-${seq}@demo.cl`,
        role: 'operator',
        password_hash: await hashPassword('x'),
        token_version: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const otherAuth = { authorization: `Bearer ${t.app.issueToken({ id: other.id, role: 'operator', token_version: 0 })}` };
    expect(
      (await t.app.inject({ url: `/api/intelligent-storage/storage-lists/${list.id}`, headers: otherAuth })).statusCode,
    ).toBe(404);
    expect((await post(`/storage-lists/${list.id}/start`, undefined, otherAuth)).statusCode).toBe(404);
    expect((await scanLocation(list.storage_items[0].id, 'X', otherAuth)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/intelligent-storage/storage-lists', headers: otherAuth })).json().data).toEqual([]);
    const viewer = await t.app.inject({ url: '/api/intelligent-storage/storage-lists', headers: t.auth('viewer') });
    expect(viewer.statusCode).toBe(403);
  });
});

describe('storage execution', () => {
  it('runs a list: start, location then product per item, stores at the scanned location, completes the receipt', async () => {
    const s = await setup();
    const second = await createProduct(db(), { name: 'Gasa estéril 10x10', sku: 'GAS-77' });
    const { receipt, list } = await assignedList(s, [
      { product_id: s.product, quantity: 12, lot_number: 'L-777', expiry_date: '2027-01-31' },
      { product_id: second, quantity: 4, expiry_date: '2027-02-28' },
    ]);
    const [itemA, itemB] = list.storage_items as Array<{ id: number; product_id: number; suggested_location: { id: number } }>;

    const early = await scanLocation(itemA!.id, 'X');
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatch(/no está en progreso/);

    const started = await post(`/storage-lists/${list.id}/start`);
    expect(started.json().data).toMatchObject({ status: 'in_progress', started_at: expect.any(String) });
    expect((await post(`/storage-lists/${list.id}/start`)).statusCode).toBe(200); // the screen starts on load

    const productFirst = await scanProduct(itemA!.id, s.barcode);
    expect(productFirst.statusCode).toBe(409);
    expect(productFirst.json().error).toBe('Primero escanee la ubicación');

    const unknown = await scanLocation(itemA!.id, 'NO-EXISTE-99');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'LOCATION_NOT_FOUND', error: 'Ubicación no encontrada: NO-EXISTE-99' });
    expect(
      (await db().selectFrom('storage_items').select('location_scanned').where('id', '=', itemA!.id).executeTakeFirstOrThrow())
        .location_scanned,
    ).toBe(0);

    // The operator may choose another shelf than suggested, if it has room.
    const chosen = s.locations.find((id) => id !== itemA!.suggested_location.id)!;
    const located = await scanLocation(itemA!.id, (await locationCode(chosen)).toLowerCase());
    expect(located.statusCode, located.body).toBe(200);
    expect(located.json().data).toMatchObject({ location_scanned: true, actual_location: { id: chosen }, status: 'pending' });
    expect(located.json().data).toEqual(await listedItem(list.id, itemA!.id));

    const wrong = await scanProduct(itemA!.id, '7800000000017');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'El código escaneado no corresponde al producto Jeringa 10 ml luer lock',
      code: 'PRODUCT_MISMATCH',
      product_name: 'Jeringa 10 ml luer lock',
      expected: s.barcode,
      scanned: '7800000000017',
    });
    expect(await db().selectFrom('inventory').selectAll().where('product_id', '=', s.product).execute()).toEqual([]);

    const wrongLot = await scanProduct(itemA!.id, `(01)0${s.barcode}(10)OTRO`);
    expect(wrongLot.statusCode).toBe(400);
    expect(wrongLot.json()).toMatchObject({ code: 'LOT_MISMATCH', expected: 'L-777', scanned: 'OTRO' });

    // A GS1 label with the GTIN and the right lot is this product.
    const stored = await scanProduct(itemA!.id, `(01)0${s.barcode}(17)270131(10)L-777`);
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().data).toMatchObject({
      status: 'stored',
      product_scanned: true,
      quantity_scanned: 12,
      stored_at: expect.any(String),
    });
    expect(stored.json().data).toEqual(await listedItem(list.id, itemA!.id));
    const rows = await db().selectFrom('inventory').selectAll().where('product_id', '=', s.product).execute();
    expect(rows.map((r) => [r.location_id, r.quantity, r.lot_number])).toEqual([[chosen, 12, 'L-777']]);
    const events = await db().selectFrom('traceability_events').selectAll().where('product_id', '=', s.product).execute();
    expect(events.map((e) => [e.event_type, e.location_id, e.quantity, e.reference])).toEqual([
      ['STORAGE', chosen, 12, list.list_number],
    ]);
    expect((await scanProduct(itemA!.id, s.barcode)).statusCode).toBe(409); // already stored: nothing more

    const incomplete = await post(`/storage-lists/${list.id}/complete`);
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json().error).toBe('Debe almacenar todos los productos antes de completar: faltan 1');
    expect(
      (await t.app.inject({ url: `/api/intelligent-storage/storage-lists/${list.id}/summary`, headers: op() })).statusCode,
    ).toBe(409);

    // SKU typed by hand is accepted too.
    expect((await scanLocation(itemB!.id, await locationCode(itemB!.suggested_location.id))).statusCode).toBe(200);
    expect((await scanProduct(itemB!.id, 'gas-77')).json().data.status).toBe('stored');

    const completed = await post(`/storage-lists/${list.id}/complete`);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().data).toMatchObject({
      status: 'completed',
      completed_items: 2,
      progress: 100,
      completed_at: expect.any(String),
      actual_time: expect.any(Number),
    });
    const tx = await t.app.inject({ url: `/api/transactions/${receipt.id}`, headers: admin() });
    expect(tx.json().data).toMatchObject({
      status: 'Completado',
      details: [{ status: 'stored', location: { id: chosen } }, { status: 'stored' }],
    });

    const summary = await t.app.inject({ url: `/api/intelligent-storage/storage-lists/${list.id}/summary`, headers: op() });
    expect(summary.statusCode).toBe(200);
    const data = summary.json().data;
    expect(data).toMatchObject({
      list_number: list.list_number,
      transaction_reference: receipt.reference,
      status: 'completed',
      storage_strategy: 'abc_optimized',
      total_items: 2,
      completed_items: 2,
      total_units: 16,
      estimated_time: 5.6,
      relocated_items: 1,
      operator: { username: 'operador' },
    });
    expect(data.actual_time).toBeGreaterThan(0);
    expect(data.efficiency).toBe(Math.round(Math.min(150, (5.6 / data.actual_time) * 100)));
    expect((await post(`/storage-lists/${list.id}/complete`)).statusCode).toBe(409);
  });

  it('piece by piece: one unit per scan, refuses a unit beyond the count, stores on the last', async () => {
    const s = await setup();
    const { list } = await assignedList(
      s,
      [{ product_id: s.product, quantity: 3, lot_number: 'P-1', expiry_date: '2027-01-31' }],
      { piece: true },
    );
    await post(`/storage-lists/${list.id}/start`);
    const item = list.storage_items[0];
    await scanLocation(item.id, await locationCode(item.suggested_location.id));
    const first = await scanPiece(item.id, s.barcode);
    expect(first.json().data).toMatchObject({
      success: true,
      all_scanned: false,
      stored: false,
      message: 'Progreso: 1/3 escaneados',
      item: { quantity_scanned: 1, status: 'pending' },
    });
    const second = await scanPiece(item.id, s.barcode);
    expect(second.json().data.item.quantity_scanned).toBe(2);
    expect(second.json().data.item).toEqual(await listedItem(list.id, item.id));
    const wrong = await scanPiece(item.id, '7800000000017');
    expect(wrong.json().code).toBe('PRODUCT_MISMATCH');
    const last = await scanPiece(item.id, s.barcode);
    expect(last.json().data).toMatchObject({
      all_scanned: true,
      stored: true,
      message: '¡Completado! Todas las unidades de Jeringa 10 ml luer lock han sido escaneadas',
      item: { status: 'stored', quantity_scanned: 3 },
    });
    expect(last.json().data.item).toEqual(await listedItem(list.id, item.id));
    const beyond = await scanPiece(item.id, s.barcode);
    expect(beyond.statusCode).toBe(409);
    const stock = await db().selectFrom('products').select('current_stock').where('id', '=', s.product).executeTakeFirstOrThrow();
    expect(stock.current_stock).toBe(3);
  });

  it('refuses a unit beyond the count while the item is still pending (conditional counter)', async () => {
    const s = await setup();
    const { list } = await assignedList(s, [{ product_id: s.product, quantity: 2, expiry_date: '2027-01-31' }], { piece: true });
    await post(`/storage-lists/${list.id}/start`);
    const item = list.storage_items[0];
    await scanLocation(item.id, await locationCode(item.suggested_location.id));
    const results = await Promise.all(Array.from({ length: 6 }, () => scanPiece(item.id, s.barcode)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect([409]).toContain(r.statusCode);
    const events = await db()
      .selectFrom('traceability_events')
      .select(sql<number>`cast(count(*) as integer)`.as('n'))
      .where('product_id', '=', s.product)
      .where('event_type', '=', 'STORAGE')
      .executeTakeFirstOrThrow();
    expect(Number(events.n)).toBe(1);
    expect(
      (await db().selectFrom('products').select('current_stock').where('id', '=', s.product).executeTakeFirstOrThrow())
        .current_stock,
    ).toBe(2);
  });

  it('stores exactly once when two product scans race', async () => {
    const s = await setup();
    const { list } = await assignedList(s, [{ product_id: s.product, quantity: 7, expiry_date: '2027-01-31' }]);
    await post(`/storage-lists/${list.id}/start`);
    const item = list.storage_items[0];
    await scanLocation(item.id, await locationCode(item.suggested_location.id));
    const results = await Promise.all(Array.from({ length: 8 }, () => scanProduct(item.id, s.barcode)));
    expect(results.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(
      (await db().selectFrom('products').select('current_stock').where('id', '=', s.product).executeTakeFirstOrThrow())
        .current_stock,
    ).toBe(7);
    const l = await db()
      .selectFrom('storage_lists')
      .select('completed_items')
      .where('id', '=', list.id)
      .executeTakeFirstOrThrow();
    expect(l.completed_items).toBe(1);
  });

  it('refuses a location that is not for put-away, or of another warehouse, and changes nothing', async () => {
    const s = await setup();
    const { list } = await assignedList(s, [{ product_id: s.product, quantity: 5, expiry_date: '2027-01-31' }]);
    await post(`/storage-lists/${list.id}/start`);
    const item = list.storage_items[0];
    const dock = await addLocation(db(), s.loc.zone_id);
    await db().updateTable('locations').set({ location_type: 'shipping' }).where('id', '=', dock).execute();
    const dockCode = await locationCode(dock);
    const atDock = await scanLocation(item.id, dockCode);
    expect(atDock.statusCode).toBe(400);
    expect(atDock.json().fields).toEqual({
      barcode: `La ubicación ${dockCode} es de Despacho; almacene en una ubicación de almacenamiento o picking`,
    });
    const elsewhere = await createLocation(db());
    const elsewhereCode = await locationCode(elsewhere.location_id);
    const abroad = await scanLocation(item.id, elsewhereCode);
    expect(abroad.statusCode).toBe(400);
    expect(abroad.json().error).toMatch(
      new RegExp(`^La ubicación ${elsewhereCode} es de Bodega \\d+; esta lista almacena en Bodega \\d+$`),
    );
    const row = await db()
      .selectFrom('storage_items')
      .select(['location_scanned', 'actual_location_id'])
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ location_scanned: 0, actual_location_id: null });
  });

  it('never puts an expired lot away toward a storage or picking location: neither the list nor the scan', async () => {
    const s = await setup();
    // A lot that expired while its receipt waited (the receipt refused it expired): no list for it.
    const receipt = await pendingReceipt(s, [
      { product_id: s.product, quantity: 4, lot_number: 'VEN-1', expiry_date: '2027-01-31' },
    ]);
    await db()
      .updateTable('transaction_details')
      .set({ expiry_date: '2020-01-01' })
      .where('transaction_id', '=', receipt.id)
      .execute();
    const refused = await createList(receipt.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'Jeringa 10 ml luer lock lote VEN-1 venció el 01-01-2020: no se almacena en una ubicación de almacenamiento o picking; déjelo en control de calidad o devoluciones',
    );
    expect(await db().selectFrom('storage_lists').select('id').where('transaction_id', '=', receipt.id).execute()).toEqual([]);

    // A lot that expires after its list was made is refused at the location scan, and nothing is stored.
    const { list } = await assignedList(s, [
      { product_id: s.product, quantity: 3, lot_number: 'VEN-2', expiry_date: '2027-01-31' },
    ]);
    await post(`/storage-lists/${list.id}/start`);
    const item = list.storage_items[0];
    await db().updateTable('storage_items').set({ expiry_date: '2020-01-01' }).where('id', '=', item.id).execute();
    const scan = await scanLocation(item.id, await locationCode(s.locations[0]!));
    expect(scan.statusCode).toBe(400);
    expect(scan.json().fields.barcode).toContain('venció el 01-01-2020');
    const row = await db()
      .selectFrom('storage_items')
      .select(['location_scanned', 'status'])
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ location_scanned: 0, status: 'pending' });
    expect(
      await db()
        .selectFrom('inventory')
        .select('id')
        .where('product_id', '=', s.product)
        .where('lot_number', '=', 'VEN-2')
        .execute(),
    ).toEqual([]);
  });

  it('refuses a location without room for the item', async () => {
    const s = await setup();
    const { list } = await assignedList(s, [{ product_id: s.product, quantity: 40, expiry_date: '2027-01-31' }]);
    await post(`/storage-lists/${list.id}/start`);
    const full = s.locations.find((id) => id !== list.storage_items[0].suggested_location.id)!;
    await t.app.deps.stockTransaction((stock) =>
      stock.add({ product_id: s.product, location_id: full }, 70, 'RECEPTION', { user_id: 1 }),
    );
    const res = await scanLocation(list.storage_items[0].id, await locationCode(full));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CAPACITY_EXCEEDED', available: 30, requested: 40 });

    // Another open list's item scanned at a shelf other than its suggestion holds space there.
    const other = await assignedList(s, [{ product_id: s.product, quantity: 25, expiry_date: '2027-01-31' }]);
    await post(`/storage-lists/${other.list.id}/start`);
    const taken = [list.storage_items[0].suggested_location.id, full, other.list.storage_items[0].suggested_location.id];
    const shelf = s.locations.find((id) => !taken.includes(id))!;
    expect((await scanLocation(other.list.storage_items[0].id, await locationCode(shelf))).statusCode).toBe(200);
    await t.app.deps.stockTransaction((stock) =>
      stock.add({ product_id: s.product, location_id: shelf }, 40, 'RECEPTION', { user_id: 1 }),
    );
    const crowded = await scanLocation(list.storage_items[0].id, await locationCode(shelf));
    expect(crowded.statusCode).toBe(409);
    expect(crowded.json()).toMatchObject({ code: 'CAPACITY_EXCEEDED', available: 35, requested: 40 });
    expect(
      (
        await db()
          .selectFrom('storage_items')
          .select('location_scanned')
          .where('id', '=', list.storage_items[0].id)
          .executeTakeFirstOrThrow()
      ).location_scanned,
    ).toBe(0);
  });

  it('cancelling the receipt cancels its open list; a list that stored units blocks cancel and delete', async () => {
    const s = await setup();
    const a = await assignedList(s, [{ product_id: s.product, quantity: 2, expiry_date: '2027-01-31' }]);
    const cancel = await t.app.inject({ method: 'POST', url: `/api/transactions/${a.receipt.id}/cancel`, headers: admin() });
    expect(cancel.json().data).toMatchObject({ status: 'Cancelado', storage_list: { id: a.list.id, status: 'cancelled' } });
    // The refusal names the state as the screens do, not the stored code.
    const again = await post(`/storage-lists/${a.list.id}/cancel`, undefined, admin());
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(`La lista ${a.list.list_number} no se puede cancelar: está en estado Cancelado`);

    const b = await assignedList(s, [
      { product_id: s.product, quantity: 2, expiry_date: '2027-01-31' },
      { product_id: s.product, quantity: 1, lot_number: 'Z', expiry_date: '2027-01-31' },
    ]);
    const process = await t.app.inject({ method: 'POST', url: `/api/transactions/${b.receipt.id}/process`, headers: admin() });
    expect(process.statusCode).toBe(409);
    expect(process.json().error).toMatch(/tiene la lista de almacenamiento ALM-/);
    await post(`/storage-lists/${b.list.id}/start`);
    const item = b.list.storage_items[0];
    await scanLocation(item.id, await locationCode(item.suggested_location.id));
    await scanProduct(item.id, s.barcode);
    for (const [method, url] of [
      ['POST', `/api/transactions/${b.receipt.id}/cancel`],
      ['DELETE', `/api/transactions/${b.receipt.id}`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: admin() });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatch(/ya almacenó productos en inventario/);
    }
    expect((await post(`/storage-lists/${b.list.id}/cancel`, undefined, admin())).statusCode).toBe(409);
  });

  it('dashboard: an operator gets their own counts, an admin all', async () => {
    const res = await t.app.inject({ url: '/api/intelligent-storage/dashboard', headers: op() });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.scope).toBe('operator');
    expect(data.lists.every((l: { assigned_user_id: number }) => l.assigned_user_id === operatorId)).toBe(true);
    expect(data.completed_today).toBeGreaterThanOrEqual(1);
    expect(data.active).toBe(data.assigned + data.in_progress);
    expect(data.efficiency).toBe(
      Math.round((data.completed_today / (data.pending + data.assigned + data.in_progress + data.completed_today)) * 100),
    );
    const all = await t.app.inject({ url: '/api/intelligent-storage/dashboard', headers: admin() });
    expect(all.json().data.scope).toBe('all');
    expect(all.json().data.pending).toBeGreaterThanOrEqual(1);
  });

  it('serves 20 operators scanning at once, every scan stored exactly once', async () => {
    const s = await setup();
    await db().updateTable('locations').set({ capacity: 100_000 }).where('id', 'in', s.locations).execute();
    const now = new Date().toISOString();
    const operators: Array<{ headers: { authorization: string }; items: Array<{ id: number; location: string }> }> = [];
    for (let o = 0; o < 20; o++) {
      const user = await db()
        .insertInto('users')
        .values({
          username: `perf-${o}-${seq}`,
          name: null,
          email: `perf-${o}-${seq}@demo.cl`,
          role: 'operator',
          password_hash: 'x',
          token_version: 0,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { list } = await assignedList(
        s,
        Array.from({ length: 5 }, (_, i) => ({
          product_id: s.product,
          quantity: 2,
          lot_number: `O${o}-${i}`,
          expiry_date: '2027-01-31',
        })),
        { user: user.id },
      );
      const headers = { authorization: `Bearer ${t.app.issueToken({ id: user.id, role: 'operator', token_version: 0 })}` };
      await post(`/storage-lists/${list.id}/start`, undefined, headers);
      operators.push({
        headers,
        items: await Promise.all(
          list.storage_items.map(async (i: { id: number; suggested_location: { id: number } }) => ({
            id: i.id,
            location: await locationCode(i.suggested_location.id),
          })),
        ),
      });
    }
    // Their latency is measured in bench/ (receipts.bench.ts), never asserted here.
    let answered = 0;
    const timed = async (request: Promise<{ statusCode: number }>) => {
      const res = await request;
      expect(res.statusCode).toBe(200);
      answered += 1;
    };
    await Promise.all(
      operators.map(async ({ headers, items }) => {
        for (const item of items) {
          await timed(scanLocation(item.id, item.location, headers));
          await timed(scanProduct(item.id, s.barcode, headers));
        }
      }),
    );
    expect(answered).toBe(200);
    const stored = await db()
      .selectFrom('traceability_events')
      .select(sql<number>`cast(coalesce(sum(quantity), 0) as integer)`.as('units'))
      .where('product_id', '=', s.product)
      .where('event_type', '=', 'STORAGE')
      .executeTakeFirstOrThrow();
    expect(Number(stored.units)).toBe(20 * 5 * 2);
  }, 180_000);
});

describe('POST /intelligent-storage/generate-barcodes', () => {
  it("gives the list's locations without a barcode their code as barcode, once, admin only", async () => {
    const s = await setup();
    await db().updateTable('locations').set({ barcode: null }).where('id', 'in', s.locations).execute();
    const receipt = await pendingReceipt(s, [
      { product_id: s.product, quantity: 5, lot_number: 'GB1', expiry_date: '2030-01-31' },
    ]);
    const list = (await createList(receipt.id)).json().data;
    const generate = (headers = admin(), storage_list_id: number = list.id) =>
      t.app.inject({ method: 'POST', url: '/api/intelligent-storage/generate-barcodes', headers, payload: { storage_list_id } });
    expect((await generate(op())).statusCode).toBe(403);
    expect((await generate(admin(), 999_999)).statusCode).toBe(404);
    const first = await generate();
    expect(first.statusCode, first.body).toBe(200);
    const locations = first.json().data.locations;
    expect(locations.length).toBeGreaterThan(0);
    for (const l of locations) expect(l).toMatchObject({ barcode: l.code, generated: true });
    const stored = await db()
      .selectFrom('locations')
      .select(['id', 'barcode'])
      .where('id', '=', locations[0].location_id)
      .executeTakeFirstOrThrow();
    expect(stored.barcode).toBe(locations[0].code);
    const again = (await generate()).json().data.locations;
    expect(again.every((l: { generated: boolean }) => !l.generated)).toBe(true);
  });
});
