import { sql } from 'kysely';
import { santiagoDay } from '@bodega/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLocation, createLocation, createProduct } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { verifyChainThroughApi } from './chain-verification';
import { readXlsx } from './xlsx';

let t: TestApp;
let loc: { warehouse_id: number; zone_id: number; location_id: number };
let other: number;
beforeAll(async () => {
  t = await createTestApp();
  loc = await createLocation(t.db.kysely);
  other = await addLocation(t.db.kysely, loc.zone_id);
});
afterAll(async () => t?.close());

const admin = () => t.auth('admin');
const receive = (
  key: { product_id: number; location_id: number; lot_number?: string; expiry_date?: string; serial_number?: string },
  quantity: number,
) => t.app.deps.stockTransaction((stock) => stock.add(key, quantity, 'RECEPTION', { user_id: 1, reference: 'FIXTURE' }));

async function stockRows(productId: number) {
  return t.db.kysely
    .selectFrom('inventory')
    .select(['location_id', 'lot_number', 'serial_number', 'expiry_date', 'quantity'])
    .where('product_id', '=', productId)
    .orderBy('location_id')
    .orderBy('lot_number')
    .execute();
}
async function currentStock(productId: number) {
  return (await t.db.kysely.selectFrom('products').select('current_stock').where('id', '=', productId).executeTakeFirstOrThrow())
    .current_stock;
}
const eventsOf = (productId: number) =>
  t.db.kysely
    .selectFrom('traceability_events')
    .selectAll()
    .where('product_id', '=', productId)
    .where('reference', '!=', 'FIXTURE')
    .orderBy('id')
    .execute();

function post(payload: unknown, role: 'admin' | 'operator' | 'viewer' = 'admin') {
  return t.app.inject({ method: 'POST', url: '/api/egresos/egress-orders', headers: t.auth(role), payload: payload as object });
}

/** Three lots: A expires last, B first, C in between; all in the same location. */
async function productWithLots(name = 'Jeringa 10 ml') {
  const product_id = await createProduct(t.db.kysely, { name });
  await receive({ product_id, location_id: loc.location_id, lot_number: 'LA', expiry_date: '2028-06-30' }, 10);
  await receive({ product_id, location_id: loc.location_id, lot_number: 'LB', expiry_date: '2027-01-31' }, 5);
  await receive({ product_id, location_id: other, lot_number: 'LC', expiry_date: '2027-09-30' }, 8);
  return product_id;
}

describe('egresos: create', () => {
  it('allocates a line without lot in FEFO order, decrements through the ledger and logs DISPATCH events', async () => {
    const product_id = await productWithLots();
    const res = await post({ area_servicio: 'UCI', items: [{ product_id, quantity: 7 }] });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    expect(order.order_number).toMatch(/^EGR-\d{8}-\d{6}-\d{3}/);
    expect(order).toMatchObject({
      area_servicio: 'UCI',
      strategy: 'fefo',
      status: 'Completado',
      items_count: 1,
      sku_count: 1,
      total_quantity: 7,
      non_compliant_count: 0,
      user: { id: 1, username: 'admin' },
    });
    expect(
      order.items.map((i: { lot_number: string; quantity: number; location_id: number; strategy_compliant: boolean }) => [
        i.lot_number,
        i.quantity,
        i.location_id,
        i.strategy_compliant,
      ]),
    ).toEqual([
      ['LB', 5, loc.location_id, true],
      ['LC', 2, other, true],
    ]);
    expect(await stockRows(product_id)).toEqual([
      { location_id: loc.location_id, lot_number: 'LA', serial_number: '', expiry_date: '2028-06-30', quantity: 10 },
      { location_id: other, lot_number: 'LC', serial_number: '', expiry_date: '2027-09-30', quantity: 6 },
    ]);
    expect(await currentStock(product_id)).toBe(16);
    const events = await eventsOf(product_id);
    expect(events).toMatchObject([
      {
        event_type: 'DISPATCH',
        quantity: -5,
        lot_number: 'LB',
        reference: order.order_number,
        reference_type: 'egreso',
        reference_id: order.id,
        user_id: 1,
      },
      {
        event_type: 'DISPATCH',
        quantity: -2,
        lot_number: 'LC',
        reference: order.order_number,
        reference_type: 'egreso',
        reference_id: order.id,
      },
    ]);
    expect(events[0]!.description).toContain('UCI');
  });

  // On PostgreSQL a line taken from one row that keeps units is written in one statement; a line
  // that empties its row goes through the ordinary transaction. Both answer what GET reads back.
  it.each([
    [
      'from one row that keeps units',
      3,
      [
        ['LB', 2],
        ['LC', 8],
      ],
    ],
    ['emptying its row', 5, [['LC', 8]]],
  ])('a one-line issue %s answers exactly what GET reads back, with its event', async (_case, quantity, left) => {
    const product_id = await productWithLots();
    const res = await post({
      area_servicio: 'UCI',
      notes: 'turno noche',
      items: [{ product_id, quantity, gtin: '07801234567897', custom_field_91: 'X1' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    const read = await t.app.inject({ method: 'GET', url: `/api/egresos/egress-orders/${order.id}`, headers: admin() });
    expect(read.json().data).toEqual(order);
    expect(order.items).toMatchObject([
      {
        lot_number: 'LB',
        quantity,
        gtin: '07801234567897',
        custom_field_91: 'X1',
        location_id: loc.location_id,
        strategy_compliant: true,
      },
    ]);
    const rows = (await stockRows(product_id))
      .filter((row) => row.lot_number !== 'LA')
      .map((row) => [row.lot_number, row.quantity]);
    expect(rows).toEqual(left);
    expect(await currentStock(product_id)).toBe(23 - quantity);
    expect(await eventsOf(product_id)).toMatchObject([
      {
        event_type: 'DISPATCH',
        quantity: -quantity,
        lot_number: 'LB',
        location_id: loc.location_id,
        reference: order.order_number,
        reference_type: 'egreso',
        reference_id: order.id,
        user_id: 1,
        notes: 'turno noche',
        description: `Egreso ${order.order_number} a UCI`,
      },
    ]);
  });

  it.each([
    ['fifo', ['LA', 'LB']],
    ['lifo', ['LC', 'LB']],
    ['libre', ['LB', 'LC']],
  ])('allocates in %s order', async (strategy, lots) => {
    const product_id = await productWithLots();
    // Entry order: LA oldest, then LB, then LC.
    for (const [lot, day] of [
      ['LA', '2024-01-01'],
      ['LB', '2024-02-01'],
      ['LC', '2024-03-01'],
    ] as const) {
      await t.db.kysely
        .updateTable('inventory')
        .set({ entry_date: `${day}T10:00:00.000Z` })
        .where('product_id', '=', product_id)
        .where('lot_number', '=', lot)
        .execute();
    }
    const res = await post({
      area_servicio: 'PABELLON',
      strategy,
      items: [{ product_id, quantity: strategy === 'fifo' ? 12 : 10 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.items.map((i: { lot_number: string }) => i.lot_number)).toEqual(lots);
  });

  it("records the server's own FEFO verdict for a scanned lot that is not the nearest expiry (ignore strategy)", async () => {
    const product_id = await productWithLots();
    const line = { product_id, quantity: 3, lot_number: 'LA', expiry_date: '2028-06-30', strategy_compliant: true };
    // Under 'warn' (the default) another lot than the strategy's needs a reason code.
    const asked = await post({ area_servicio: 'URGENCIAS', strategy: 'fefo', items: [line] });
    expect(asked.statusCode, asked.body).toBe(422);
    expect(asked.json()).toMatchObject({ code: 'LOT_REASON_REQUIRED', reason_required: true, expected_lot: 'LB' });
    const res = await post({
      area_servicio: 'URGENCIAS',
      strategy: 'fefo',
      items: [{ ...line, deviation_reason: 'solicitud_clinica' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const [item] = res.json().data.items;
    expect(item).toMatchObject({ lot_number: 'LA', quantity: 3, strategy_compliant: false });
    expect(item.strategy_warning).toBe(
      'No cumple FEFO: el vencimiento 30-06-2028 no es el más próximo. Se sugiere el vencimiento 31-01-2027 (lote LB), 5 disponibles',
    );
    expect(res.json().data.non_compliant_count).toBe(1);
    expect(await stockRows(product_id)).toContainEqual({
      location_id: loc.location_id,
      lot_number: 'LA',
      serial_number: '',
      expiry_date: '2028-06-30',
      quantity: 7,
    });
  });

  it('takes a named lot from the location given, and stores every GS1 print field', async () => {
    const product_id = await createProduct(t.db.kysely);
    await receive(
      { product_id, location_id: loc.location_id, lot_number: 'G1', expiry_date: '2027-12-31', serial_number: 'S-9' },
      1,
    );
    await receive({ product_id, location_id: other, lot_number: 'G1', expiry_date: '2027-12-31' }, 4);
    const res = await post({
      order_number: 'EGR-MANUAL-1',
      area_servicio: 'LABORATORIO',
      notes: 'Para cultivo',
      items: [
        {
          product_id,
          quantity: 3,
          lot_number: 'G1',
          expiry_date: '2027-12-31',
          location_id: other,
          barcode_scanned: '(01)07801234567894(17)271231(10)G1',
          gtin: '07801234567894',
          sscc: '106141411234567897',
          gln: '7801234000017',
          gsin: '78012340000000017',
          gdti: '7801234000017DOC1',
          production_date: '2026-01-15',
          pack_date: '2026-01-20',
          best_before_date: '2027-11-30',
          net_weight_kg: 1.25,
          gross_weight_kg: 1.5,
          net_weight_lb: 2.75,
          gross_weight_lb: 3.3,
          custom_field_91: 'INTERNO-7',
          custom_field_99: 'X',
        },
        { product_id, quantity: 1, serial_number: 'S-9' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    expect(order.order_number).toBe('EGR-MANUAL-1');
    expect(order.items_count).toBe(2);
    expect(order.items[0]).toMatchObject({
      line_no: 1,
      location_id: other,
      lot_number: 'G1',
      expiry_date: '2027-12-31',
      quantity: 3,
      gtin: '07801234567894',
      sscc: '106141411234567897',
      gln: '7801234000017',
      gsin: '78012340000000017',
      gdti: '7801234000017DOC1',
      production_date: '2026-01-15',
      pack_date: '2026-01-20',
      best_before_date: '2027-11-30',
      net_weight_kg: 1.25,
      gross_weight_kg: 1.5,
      net_weight_lb: 2.75,
      gross_weight_lb: 3.3,
      custom_field_90: null,
      custom_field_91: 'INTERNO-7',
      custom_field_99: 'X',
    });
    expect(order.items[0].location_code).toMatch(/-B-02$/);
    expect(order.items[1]).toMatchObject({ line_no: 2, serial_number: 'S-9', location_id: loc.location_id, quantity: 1 });

    const detail = await t.app.inject({ url: `/api/egresos/egress-orders/${order.id}`, headers: admin() });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toEqual(order);
  });

  it('validates with the spec messages', async () => {
    const noArea = await post({ items: [{ product_id: 1, quantity: 1 }] });
    expect(noArea.statusCode).toBe(400);
    expect(noArea.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { area_servicio: 'Área o Servicio es requerido' } });
    const noItems = await post({ area_servicio: 'UCI', items: [] });
    expect(noItems.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: 'Debe agregar al menos un producto',
      fields: { items: 'Debe agregar al menos un producto' },
    });
    const missingItems = await post({ area_servicio: 'UCI' });
    expect(missingItems.json().fields.items).toBe('Debe agregar al menos un producto');
    const badQuantity = await post({ area_servicio: 'UCI', items: [{ product_id: 1, quantity: 0 }] });
    expect(badQuantity.json().fields['items.0.quantity']).toBe('La cantidad debe ser mayor a 0');
    const badStrategy = await post({ area_servicio: 'UCI', strategy: 'azar', items: [{ product_id: 1, quantity: 1 }] });
    expect(badStrategy.statusCode).toBe(400);
    const unknownProduct = await post({ area_servicio: 'UCI', items: [{ product_id: 999999, quantity: 1 }] });
    expect(unknownProduct.statusCode).toBe(400);
    expect(unknownProduct.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { 'items.0.product_id': 'Producto no encontrado' },
    });
    const unknownLocation = await post({ area_servicio: 'UCI', items: [{ product_id: 1, quantity: 1, location_id: 999999 }] });
    expect(unknownLocation.json().fields['items.0.location_id']).toBe('Ubicación no encontrada');
  });

  it("answers 409 'El producto no tiene inventario disponible' for a product without stock", async () => {
    const product_id = await createProduct(t.db.kysely, { name: 'Sonda Foley', sku: 'SON-1' });
    const res = await post({ area_servicio: 'UCI', items: [{ product_id, quantity: 1 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      error: 'El producto no tiene inventario disponible: Sonda Foley (SON-1)',
      fields: { 'items.0.product_id': 'El producto no tiene inventario disponible' },
    });
  });

  it('refuses a shortage with 409 naming product and lot, and rolls back the whole order', async () => {
    const product_id = await productWithLots('Catéter venoso');
    const sku = (await t.db.kysely.selectFrom('products').select('sku').where('id', '=', product_id).executeTakeFirstOrThrow())
      .sku;
    const before = await stockRows(product_id);
    const orders = Number(
      (
        await t.db.kysely
          .selectFrom('egress_orders')
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const lot = await post({
      area_servicio: 'UCI',
      items: [
        { product_id, quantity: 2 },
        { product_id, quantity: 6, lot_number: 'LB' },
      ],
    });
    expect(lot.statusCode).toBe(409);
    expect(lot.json()).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      error: `Stock insuficiente de Catéter venoso (${sku}) lote LB: disponible 3, solicitado 6`,
      fields: { 'items.1.quantity': 'Stock insuficiente: disponible 3' },
    });
    const total = await post({ area_servicio: 'UCI', items: [{ product_id, quantity: 24 }] });
    expect(total.json()).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      error: `Stock insuficiente de Catéter venoso (${sku}): disponible 23, solicitado 24`,
    });
    const unknownLot = await post({ area_servicio: 'UCI', items: [{ product_id, quantity: 1, lot_number: 'NOPE' }] });
    expect(unknownLot.json().error).toBe(`Stock insuficiente de Catéter venoso (${sku}) lote NOPE: disponible 0, solicitado 1`);
    expect(await stockRows(product_id)).toEqual(before);
    expect(await currentStock(product_id)).toBe(23);
    expect(await eventsOf(product_id)).toEqual([]);
    expect(
      Number(
        (
          await t.db.kysely
            .selectFrom('egress_orders')
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(orders);
  });

  it('refuses a duplicate order number with 409', async () => {
    const product_id = await productWithLots();
    expect((await post({ order_number: 'EGR-DUP', area_servicio: 'UCI', items: [{ product_id, quantity: 1 }] })).statusCode).toBe(
      201,
    );
    const again = await post({ order_number: 'EGR-DUP', area_servicio: 'UCI', items: [{ product_id, quantity: 1 }] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'DUPLICATE', fields: { order_number: 'El número de orden ya existe' } });
  });
});

describe('egresos: strategy check and lots from real inventory', () => {
  it('FEFO: the nearest expiry complies, a later one gets the suggestion with its lot', async () => {
    const product_id = await productWithLots();
    const ok = await t.app.inject({
      url: `/api/egresos/lot-check?product_id=${product_id}&strategy=fefo&lot_number=LB&expiry_date=2027-01-31`,
      headers: admin(),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ compliant: true, warning: null, suggestion: null });
    // Only the lot: the server reads its expiry from inventory.
    const late = await t.app.inject({ url: `/api/egresos/lot-check?product_id=${product_id}&lot_number=LA`, headers: admin() });
    expect(late.json().data).toEqual({
      compliant: false,
      warning:
        'No cumple FEFO: el vencimiento 30-06-2028 no es el más próximo. Se sugiere el vencimiento 31-01-2027 (lote LB), 5 disponibles',
      suggestion: {
        type: 'expiry_date',
        value: '2027-01-31',
        available_quantity: 5,
        date: '2027-01-31',
        lot_number: 'LB',
        expiry_date: '2027-01-31',
      },
    });
    const libre = await t.app.inject({
      url: `/api/egresos/lot-check?product_id=${product_id}&strategy=libre&lot_number=LA`,
      headers: admin(),
    });
    expect(libre.json().data.compliant).toBe(true);
  });

  it('FEFO suggestion moves on when the nearest lot is used up', async () => {
    const product_id = await productWithLots();
    expect((await post({ area_servicio: 'UCI', items: [{ product_id, quantity: 5, lot_number: 'LB' }] })).statusCode).toBe(201);
    const res = await t.app.inject({
      url: `/api/egresos/lot-check?product_id=${product_id}&lot_number=LA&expiry_date=2028-06-30`,
      headers: admin(),
    });
    expect(res.json().data.suggestion).toMatchObject({ value: '2027-09-30', lot_number: 'LC', available_quantity: 8 });
  });

  it('FIFO: a newer lot gets a warning suggesting the oldest', async () => {
    const product_id = await productWithLots();
    await t.db.kysely
      .updateTable('inventory')
      .set({ entry_date: '2024-01-01T08:00:00.000Z' })
      .where('product_id', '=', product_id)
      .where('lot_number', '=', 'LC')
      .execute();
    const res = await t.app.inject({
      url: `/api/egresos/lot-check?product_id=${product_id}&strategy=fifo&lot_number=LA`,
      headers: admin(),
    });
    expect(res.json().data).toMatchObject({
      compliant: false,
      suggestion: {
        type: 'lot',
        value: 'LC',
        lot_number: 'LC',
        expiry_date: '2027-09-30',
        available_quantity: 8,
        date: '2024-01-01',
      },
    });
    expect(res.json().data.warning).toBe(
      'No cumple FIFO: el lote LA no es el más antiguo. Se sugiere el lote LC (ingreso 01-01-2024, 8 disponibles)',
    );
  });

  it('lists the available lots in strategy order with entry date, expiry and locations', async () => {
    const product_id = await productWithLots();
    const res = await t.app.inject({ url: `/api/egresos/products/${product_id}/lots?strategy=fefo`, headers: admin() });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.total_available).toBe(23);
    expect(data.lots.map((lot: { lot_number: string }) => lot.lot_number)).toEqual(['LB', 'LC', 'LA']);
    expect(data.lots[1]).toMatchObject({
      expiry_date: '2027-09-30',
      available_quantity: 8,
      quantity: 8,
      locations: [{ location_id: other, available_quantity: 8 }],
    });
    expect(data.lots[0].entry_date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const missing = await t.app.inject({ url: '/api/egresos/products/999999/lots', headers: admin() });
    expect(missing.statusCode).toBe(404);
    const badStrategy = await t.app.inject({
      url: `/api/egresos/lot-check?product_id=${product_id}&strategy=x`,
      headers: admin(),
    });
    expect(badStrategy.statusCode).toBe(400);
    expect(
      (await t.app.inject({ url: '/api/egresos/lot-check', headers: admin() })).json().fields['querystring.product_id'],
    ).toBe('El producto es requerido');
  });
});

describe('egresos: expired stock is never issued', () => {
  /** VIEJO expired long ago and would come first under FEFO and FIFO; NUEVO is good. */
  async function productWithExpiredLot() {
    const product_id = await createProduct(t.db.kysely, { name: 'Sutura reabsorbible' });
    await receive({ product_id, location_id: loc.location_id, lot_number: 'VIEJO', expiry_date: '2020-01-01' }, 4);
    await receive({ product_id, location_id: loc.location_id, lot_number: 'NUEVO', expiry_date: '2031-01-01' }, 6);
    return product_id;
  }

  it('skips it when allocating, listing lots and checking compliance', async () => {
    const product_id = await productWithExpiredLot();
    const res = await post({ area_servicio: 'PABELLON', strategy: 'fefo', items: [{ product_id, quantity: 2 }] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.items.map((i: { lot_number: string }) => i.lot_number)).toEqual(['NUEVO']);
    const lots = await t.app.inject({ url: `/api/egresos/products/${product_id}/lots?strategy=fefo`, headers: admin() });
    expect(lots.json().data).toMatchObject({ total_available: 4, lots: [{ lot_number: 'NUEVO' }] });
    const check = await t.app.inject({
      url: `/api/egresos/lot-check?product_id=${product_id}&strategy=fefo&lot_number=NUEVO`,
      headers: admin(),
    });
    expect(check.json().data).toMatchObject({ compliant: true, suggestion: null });
    // More than the good stock holds: the shortage counts only what may be issued.
    const short = await post({ area_servicio: 'PABELLON', items: [{ product_id, quantity: 5 }] });
    expect(short.statusCode).toBe(409);
    expect(short.json().fields).toEqual({ 'items.0.quantity': 'Stock insuficiente: disponible 4' });
  });

  it('refuses a line or a scan that names the expired lot, and a product with only expired stock', async () => {
    const product_id = await productWithExpiredLot();
    const named = await post({ area_servicio: 'UCI', items: [{ product_id, quantity: 1, lot_number: 'VIEJO' }] });
    expect(named.statusCode).toBe(409);
    expect(named.json()).toMatchObject({
      code: 'EXPIRED_STOCK',
      fields: { 'items.0.lot_number': 'El lote VIEJO venció el 01-01-2020; no se puede entregar' },
    });
    await t.db.kysely.updateTable('products').set({ barcode: '7805550000011' }).where('id', '=', product_id).execute();
    const scan = (barcode: string) =>
      t.app.inject({ method: 'POST', url: '/api/egresos/scan', headers: admin(), payload: { barcode } });
    const expiredLabel = await scan('(01)07805550000011(17)200101(10)VIEJO');
    expect(expiredLabel.statusCode).toBe(409);
    expect(expiredLabel.json()).toMatchObject({
      code: 'EXPIRED_STOCK',
      fields: { barcode: 'El lote VIEJO venció el 01-01-2020; no se puede entregar' },
    });
    const plain = await scan('7805550000011');
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().data).toMatchObject({ available_quantity: 6, item: { strategy_compliant: true } });

    const onlyExpired = await createProduct(t.db.kysely, { name: 'Gasa vencida' });
    await receive({ product_id: onlyExpired, location_id: loc.location_id, lot_number: 'V1', expiry_date: '2021-05-31' }, 3);
    const none = await post({ area_servicio: 'UCI', items: [{ product_id: onlyExpired, quantity: 1 }] });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({
      code: 'EXPIRED_STOCK',
      fields: { 'items.0.product_id': 'Todo el stock disponible del producto está vencido' },
    });
    expect(await currentStock(onlyExpired)).toBe(3);
    expect(await currentStock(product_id)).toBe(10);
  });
});

describe('egresos: scan', () => {
  let product_id: number;
  beforeAll(async () => {
    product_id = await createProduct(t.db.kysely, { name: 'Stent coronario', sku: 'STE-1' });
    await t.db.kysely
      .updateTable('products')
      .set({ barcode: '7801234567894', cantidad_x_caja: 2 })
      .where('id', '=', product_id)
      .execute();
    await receive({ product_id, location_id: loc.location_id, lot_number: 'ST1', expiry_date: '2027-12-31' }, 6);
    await receive({ product_id, location_id: loc.location_id, lot_number: 'ST0', expiry_date: '2027-03-31' }, 2);
  });
  const scan = (barcode: unknown, extra: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/egresos/scan', headers: admin(), payload: { barcode, ...extra } as object });

  it('fills the line from a GS1 code with the classification message and the FEFO verdict', async () => {
    const res = await scan('(01)07801234567894(17)271231(10)ST1(91)INT-5');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      barcode_type: 'GS1',
      classification: { kind: 'product', message: 'Producto GS1 detectado' },
      product: { id: product_id, sku: 'STE-1' },
      available_quantity: 6,
    });
    expect(data.item).toMatchObject({
      product_id,
      product_name: 'Stent coronario',
      quantity: 2,
      lot_number: 'ST1',
      expiry_date: '2027-12-31',
      gtin: '07801234567894',
      custom_field_91: 'INT-5',
      strategy_compliant: false,
    });
    expect(data.item.suggested_product).toMatchObject({ lot_number: 'ST0', value: '2027-03-31' });
  });

  it('accepts the plain EAN-13 and an SSCC container classification', async () => {
    const ean = await scan('7801234567894');
    expect(ean.json().data).toMatchObject({
      barcode_type: 'EAN-13',
      classification: null,
      available_quantity: 8,
      item: { lot_number: null, strategy_compliant: true },
    });
    const sscc = await scan('(00)106141411234567897(02)07801234567894(37)4');
    expect(sscc.json().data).toMatchObject({
      classification: { kind: 'sscc', message: 'Código SSCC de contenedor/pallet detectado' },
      item: { sscc: '106141411234567897', quantity: 4 },
    });
  });

  it('refuses empty, unknown and stockless codes with the spec messages', async () => {
    const empty = await scan('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.barcode).toBe('Por favor ingrese un código de barras válido');
    const unknown = await scan('7809999999993');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      error: 'Producto no encontrado para el código 7809999999993',
      code: 'NOT_FOUND',
      barcode_type: 'EAN-13',
    });
    const badGs1 = await scan('(01)07801234567895');
    expect(badGs1.statusCode).toBe(400);
    expect(badGs1.json().code).toBe('GS1_CHECK_DIGIT');
    const empty2 = await createProduct(t.db.kysely, { sku: 'VACIO-1' });
    const none = await scan('vacio-1');
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      product_id: empty2,
      fields: { barcode: 'El producto no tiene inventario disponible' },
    });
  });
});

describe('egresos: list, report, annul', () => {
  let ids: number[] = [];
  let product_id: number;
  beforeAll(async () => {
    product_id = await createProduct(t.db.kysely, { name: 'Gasa estéril' });
    await receive(
      { product_id, location_id: loc.location_id, lot_number: 'GZ', expiry_date: '2029-01-31', serial_number: '' },
      100,
    );
    ids = [];
    for (const [area, notes] of [
      ['FARMACIA', 'reposición semanal'],
      ['MATERNIDAD', null],
      ['FARMACIA', 'urgente'],
    ] as const) {
      const res = await post({
        order_number: `LIST-${area}-${ids.length}`,
        area_servicio: area,
        notes,
        items: [
          { product_id, quantity: 2 },
          { product_id, quantity: 1, lot_number: 'GZ' },
        ],
      });
      ids.push(res.json().data.id);
    }
  });

  it('pages, searches and filters by date, newest first', async () => {
    const page = await t.app.inject({ url: '/api/egresos/egress-orders?search=list-&per_page=2', headers: admin() });
    expect(page.statusCode).toBe(200);
    expect(page.json().pagination).toEqual({ page: 1, per_page: 2, total: 3 });
    expect(page.json().data[0]).toMatchObject({
      id: ids[2],
      order_number: 'LIST-FARMACIA-2',
      items_count: 2,
      sku_count: 1,
      total_quantity: 3,
      area_servicio: 'FARMACIA',
      strategy: 'fefo',
      notes: 'urgente',
      status: 'Completado',
      user: { id: 1, username: 'admin' },
    });
    const byNotes = await t.app.inject({ url: '/api/egresos/egress-orders?search=SEMANAL', headers: admin() });
    expect(byNotes.json().data.map((o: { id: number }) => o.id)).toEqual([ids[0]]);
    const byArea = await t.app.inject({ url: '/api/egresos/egress-orders?search=maternidad', headers: admin() });
    expect(byArea.json().pagination.total).toBe(1);
    const today = santiagoDay();
    const dated = await t.app.inject({
      url: `/api/egresos/egress-orders?search=list-&dateFrom=${today}&dateTo=${today}`,
      headers: admin(),
    });
    expect(dated.json().pagination.total).toBe(3);
    const past = await t.app.inject({ url: '/api/egresos/egress-orders?dateTo=2020-01-01', headers: admin() });
    expect(past.json().pagination.total).toBe(0);
    const defaults = await t.app.inject({ url: '/api/egresos/egress-orders', headers: admin() });
    expect(defaults.json().pagination.per_page).toBe(10);
    const bad = await t.app.inject({ url: '/api/egresos/egress-orders?dateFrom=ayer', headers: admin() });
    expect((await t.app.inject({ url: '/api/egresos/egress-orders?dateTo=2026-13-45', headers: admin() })).statusCode).toBe(400);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields['querystring.dateFrom']).toBe('Fecha desde inválida (use AAAA-MM-DD)');
  });

  it('annuls an order: stock returns to its lot and location with RETURN events, history stays', async () => {
    const id = ids[1]!;
    const before = await currentStock(product_id);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/egresos/egress-orders/${id}`, headers: admin() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id, order_number: 'LIST-MATERNIDAD-1', status: 'Anulado', returned_units: 3 });
    expect(await currentStock(product_id)).toBe(before + 3);
    expect(await stockRows(product_id)).toEqual([
      { location_id: loc.location_id, lot_number: 'GZ', serial_number: '', expiry_date: '2029-01-31', quantity: 94 },
    ]);
    const events = await t.db.kysely
      .selectFrom('traceability_events')
      .select(['event_type', 'quantity', 'lot_number', 'expiry_date', 'location_id'])
      .where('reference_type', '=', 'egreso')
      .where('reference_id', '=', id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => [e.event_type, e.quantity])).toEqual([
      ['DISPATCH', -2],
      ['DISPATCH', -1],
      ['RETURN', 2],
      ['RETURN', 1],
    ]);
    expect(events[3]).toMatchObject({ lot_number: 'GZ', expiry_date: '2029-01-31', location_id: loc.location_id });

    const again = await t.app.inject({ method: 'DELETE', url: `/api/egresos/egress-orders/${id}`, headers: admin() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'La orden LIST-MATERNIDAD-1 ya está anulada', code: 'INVALID_STATE' });
    expect(await currentStock(product_id)).toBe(before + 3);

    const list = await t.app.inject({ url: '/api/egresos/egress-orders?search=list-', headers: admin() });
    expect(list.json().data.map((o: { id: number }) => o.id)).not.toContain(id);
    const all = await t.app.inject({ url: '/api/egresos/egress-orders?search=list-&include_cancelled=true', headers: admin() });
    expect(all.json().data.find((o: { id: number }) => o.id === id)).toMatchObject({ status: 'Anulado' });
    const detail = await t.app.inject({ url: `/api/egresos/egress-orders/${id}`, headers: admin() });
    expect(detail.json().data).toMatchObject({ status: 'Anulado', cancelled_by: { id: 1, username: 'admin' } });
    expect(detail.json().data.items).toHaveLength(2);
  });

  it('answers 404 for an unknown order', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/egresos/egress-orders/999999', headers: admin() });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Orden de egreso no encontrada', code: 'NOT_FOUND' });
    }
  });

  it('exports every matching line to Excel and CSV', async () => {
    const res = await t.app.inject({ url: '/api/transactions/egresos/export?format=xlsx&search=list-', headers: admin() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="egresos_${santiagoDay()}.xlsx"`);
    const rows = readXlsx(res.rawPayload).rows('Egresos');
    expect(rows[0]).toContain('N° Orden');
    expect(rows).toHaveLength(1 + 4); // two Completado orders × two lines
    expect(rows[1]![0]).toBe('LIST-FARMACIA-0');
    const csv = await t.app.inject({
      url: '/api/transactions/egresos/export?format=csv&search=list-&include_cancelled=true',
      headers: admin(),
    });
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="egresos_${santiagoDay()}.csv"`);
    expect(csv.body.trim().split('\r\n')).toHaveLength(1 + 6);
    expect(csv.body).toContain('LIST-MATERNIDAD-1');
    expect(csv.body).toContain('Gasa estéril');
  });

  it('computes the stats from the orders', async () => {
    const res = await t.app.inject({ url: '/api/transactions/egresos/stats', headers: admin() });
    expect(res.statusCode).toBe(200);
    const stats = res.json().data;
    const orders = await t.db.kysely.selectFrom('egress_orders').select(['id', 'status', 'area_servicio']).execute();
    const active = orders.filter((o) => o.status === 'Completado');
    expect(stats.total_orders).toBe(active.length);
    expect(stats.cancelled_orders).toBe(orders.length - active.length);
    const units = await t.db.kysely
      .selectFrom('egress_order_items as i')
      .innerJoin('egress_orders as o', 'o.id', 'i.egress_order_id')
      .select(sql<number>`sum(i.quantity)`.as('units'))
      .where('o.status', '=', 'Completado')
      .executeTakeFirstOrThrow();
    expect(stats.total_units).toBe(Number(units.units));
    expect(stats.by_area.find((a: { area_servicio: string }) => a.area_servicio === 'FARMACIA')).toMatchObject({
      orders: 2,
      units: 6,
    });
    expect(stats.by_area.reduce((sum: number, a: { units: number }) => sum + a.units, 0)).toBe(stats.total_units);
    expect(stats.by_strategy.reduce((sum: number, s: { orders: number }) => sum + s.orders, 0)).toBe(stats.total_orders);
    expect(stats.non_compliant_lines).toBeGreaterThanOrEqual(1);
    const past = await t.app.inject({ url: '/api/transactions/egresos/stats?dateTo=2020-01-01', headers: admin() });
    expect(past.json().data).toMatchObject({ total_orders: 0, total_units: 0, by_area: [] });
  });
});

describe('egresos: roles', () => {
  it.each(['operator', 'viewer', 'user'] as const)('refuses %s on every egresos route', async (role) => {
    const calls = [
      ['GET', '/api/egresos/egress-orders'],
      ['GET', '/api/egresos/egress-orders/1'],
      ['POST', '/api/egresos/egress-orders'],
      ['DELETE', '/api/egresos/egress-orders/1'],
      ['GET', '/api/egresos/lot-check?product_id=1'],
      ['GET', '/api/egresos/products/1/lots'],
      ['POST', '/api/egresos/scan'],
      ['GET', '/api/transactions/egresos/export'],
      ['GET', '/api/transactions/egresos/stats'],
    ] as const;
    for (const [method, url] of calls) {
      const res = await t.app.inject({ method, url, headers: t.auth(role), ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const anonymous = await t.app.inject({ url: '/api/egresos/egress-orders' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('egresos: the events they write', () => {
  it('each carries a MAC the sealer accepts, whichever statement wrote it (one-statement issues on PostgreSQL too)', async () => {
    const product_id = await productWithLots('Catéter MAC');
    expect((await post({ area_servicio: 'UCI', items: [{ product_id, quantity: 3 }] })).statusCode).toBe(201);
    expect((await post({ area_servicio: 'UCI', items: [{ product_id, quantity: 9 }] })).statusCode).toBe(201);
    await t.app.eventSealer.sealNow();
    const events = await eventsOf(product_id);
    expect(events.filter((event) => event.event_type === 'DISPATCH').length).toBeGreaterThanOrEqual(2);
    // PostgreSQL's one-statement issue signs without the order's id, which the statement assigns.
    if (t.db.dialect === 'postgres') expect(events.some((event) => event.mac?.startsWith('d.'))).toBe(true);
    for (const event of events)
      expect({ id: event.id, sealed: event.chain_seq !== null, refused: event.refused_at }).toEqual({
        id: event.id,
        sealed: true,
        refused: null,
      });
    expect(await verifyChainThroughApi(t.app, t.auth('admin'))).toMatchObject({ valid: true, broken: [] });
  });
});
