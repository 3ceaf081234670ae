import { santiagoDay } from '@bodega/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLocation, createLocation, createProduct } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { readXlsx } from './xlsx';

let t: TestApp;
let a: number; // source
let b: number; // destination
let c: number;
let codes: Record<number, string>;
beforeAll(async () => {
  t = await createTestApp();
  const loc = await createLocation(t.db.kysely);
  a = loc.location_id;
  b = await addLocation(t.db.kysely, loc.zone_id);
  c = await addLocation(t.db.kysely, loc.zone_id);
  const rows = await t.db.kysely.selectFrom('locations').select(['id', 'code']).execute();
  codes = Object.fromEntries(rows.map((r) => [r.id, r.code]));
});
afterAll(async () => t?.close());

const admin = () => t.auth('admin');
const BASE = '/api/transactions/movimientos-internos';
const receive = (key: { product_id: number; location_id: number; lot_number?: string; expiry_date?: string }, quantity: number) =>
  t.app.deps.stockTransaction((stock) => stock.add(key, quantity, 'RECEPTION', { user_id: 1, reference: 'FIXTURE' }));
const rowsOf = (productId: number) =>
  t.db.kysely
    .selectFrom('inventory')
    .select(['location_id', 'lot_number', 'expiry_date', 'quantity'])
    .where('product_id', '=', productId)
    .orderBy('location_id')
    .orderBy('expiry_date')
    .execute();
const create = (payload: unknown) => t.app.inject({ method: 'POST', url: BASE, headers: admin(), payload: payload as object });

async function productAt(name: string, stock: Array<[number, string, string, number]>) {
  const product_id = await createProduct(t.db.kysely, { name, sku: name.toUpperCase().replace(/\W+/g, '-').slice(0, 20) });
  for (const [location_id, lot_number, expiry_date, quantity] of stock)
    await receive({ product_id, location_id, lot_number, expiry_date }, quantity);
  return product_id;
}

describe('movements: create, read, edit, delete', () => {
  it('creates a Pendiente movement with a MOV- reference and returns its details with both locations', async () => {
    const product_id = await productAt('Bisturí 22', [[a, 'B1', '2027-05-31', 10]]);
    const res = await create({
      movement_type: 'reubicacion',
      notes: 'Ordenar estante',
      details: [{ product_id, source_location_id: a, destination_location_id: b, quantity: 4 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const movement = res.json().data;
    expect(movement.reference).toBe(`MOV-${String(movement.id).padStart(6, '0')}`);
    expect(movement).toMatchObject({
      movement_type: 'reubicacion',
      movement_type_label: 'Reubicación',
      status: 'Pendiente',
      editable: true,
      notes: 'Ordenar estante',
      executed_at: null,
      user: { id: 1, username: 'admin' },
      details_count: 1,
      total_quantity: 4,
      details: [
        {
          product_id,
          product: { id: product_id, name: 'Bisturí 22' },
          source_location: { id: a, code: codes[a] },
          destination_location: { id: b, code: codes[b] },
          quantity: 4,
          lot_number: null,
          available_quantity: 10,
        },
      ],
    });
    // Creating moves nothing.
    expect(await rowsOf(product_id)).toEqual([{ location_id: a, lot_number: 'B1', expiry_date: '2027-05-31', quantity: 10 }]);
    const detail = await t.app.inject({ url: `${BASE}/${movement.id}`, headers: admin() });
    expect(detail.json().data).toEqual(movement);
  });

  it('validates with the spec messages and refuses a source that does not hold the quantity', async () => {
    const product_id = await productAt('Apósito 10x10', [[a, '', '', 5]]);
    const noType = await create({ details: [{ product_id, source_location_id: a, destination_location_id: b, quantity: 1 }] });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().fields.movement_type).toBe('El tipo es requerido');
    const noItems = await create({ movement_type: 'reubicacion', details: [] });
    expect(noItems.json().fields.details).toBe('Debe agregar al menos un producto');
    const same = await create({
      movement_type: 'reubicacion',
      details: [{ product_id, source_location_id: a, destination_location_id: a, quantity: 1 }],
    });
    expect(same.json().fields['details.0.destination_location_id']).toBe('La ubicación de destino debe ser distinta del origen');
    const zero = await create({
      movement_type: 'reubicacion',
      details: [{ product_id, source_location_id: a, destination_location_id: b, quantity: 0 }],
    });
    expect(zero.json().fields['details.0.quantity']).toBe('La cantidad debe ser mayor a 0');
    const missing = await create({
      movement_type: 'reubicacion',
      details: [{ product_id: 999999, source_location_id: a, destination_location_id: 999998, quantity: 1 }],
    });
    expect(missing.json().fields).toEqual({
      'details.0.product_id': 'Producto no encontrado',
      'details.0.destination_location_id': 'Ubicación de destino no encontrada',
    });

    // Two lines from the same source add up.
    const short = await create({
      movement_type: 'optimizacion',
      details: [
        { product_id, source_location_id: a, destination_location_id: b, quantity: 3 },
        { product_id, source_location_id: a, destination_location_id: c, quantity: 3 },
      ],
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: `Stock insuficiente de Apósito 10x10 (AP-SITO-10X10) en ${codes[a]}: disponible 5, solicitado 6`,
      fields: { 'details.0.quantity': 'Máximo disponible: 5' },
    });
  });

  it('edits and deletes only while Pendiente', async () => {
    const product_id = await productAt('Cánula nasal', [[a, 'C1', '2028-01-31', 6]]);
    const created = (
      await create({
        movement_type: 'reubicacion',
        details: [{ product_id, source_location_id: a, destination_location_id: b, quantity: 1 }],
      })
    ).json().data;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${created.id}`,
      headers: admin(),
      payload: {
        movement_type: 'mantenimiento',
        notes: 'Mantención rack',
        details: [{ product_id, source_location_id: a, destination_location_id: c, quantity: 6 }],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      reference: created.reference,
      movement_type: 'mantenimiento',
      notes: 'Mantención rack',
      details: [{ destination_location_id: c, quantity: 6 }],
    });
    const tooMuch = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${created.id}`,
      headers: admin(),
      payload: {
        movement_type: 'mantenimiento',
        details: [{ product_id, source_location_id: a, destination_location_id: c, quantity: 7 }],
      },
    });
    expect(tooMuch.statusCode).toBe(400);

    const executed = await t.app.inject({ method: 'POST', url: `${BASE}/${created.id}/execute`, headers: admin() });
    expect(executed.statusCode, executed.body).toBe(200);
    const editAfter = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${created.id}`,
      headers: admin(),
      payload: {
        movement_type: 'reubicacion',
        details: [{ product_id, source_location_id: c, destination_location_id: a, quantity: 1 }],
      },
    });
    expect(editAfter.statusCode).toBe(409);
    expect(editAfter.json()).toMatchObject({
      code: 'INVALID_STATE',
      error: 'Solo se pueden editar movimientos pendientes (estado actual: Completado)',
    });
    const deleteAfter = await t.app.inject({ method: 'DELETE', url: `${BASE}/${created.id}`, headers: admin() });
    expect(deleteAfter.statusCode).toBe(409);
    expect(deleteAfter.json().error).toBe('Solo se pueden eliminar movimientos pendientes (estado actual: Completado)');

    const other = (
      await create({
        movement_type: 'reubicacion',
        details: [{ product_id, source_location_id: c, destination_location_id: a, quantity: 1 }],
      })
    ).json().data;
    const deleted = await t.app.inject({ method: 'DELETE', url: `${BASE}/${other.id}`, headers: admin() });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: { id: other.id } });
    expect(
      await t.db.kysely.selectFrom('internal_movement_details').select('id').where('movement_id', '=', other.id).execute(),
    ).toEqual([]);
    for (const method of ['GET', 'DELETE', 'PUT'] as const) {
      const res = await t.app.inject({
        method,
        url: `${BASE}/${other.id}`,
        headers: admin(),
        ...(method === 'PUT'
          ? {
              payload: {
                movement_type: 'reubicacion',
                details: [{ product_id, source_location_id: c, destination_location_id: a, quantity: 1 }],
              },
            }
          : {}),
      });
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toEqual({ error: 'Movimiento no encontrado', code: 'NOT_FOUND' });
    }
    expect((await t.app.inject({ method: 'POST', url: `${BASE}/999999/execute`, headers: admin() })).statusCode).toBe(404);
  });
});

describe('movements: execute', () => {
  it('moves every line through the ledger with TRANSFER events, taking lots in FEFO order', async () => {
    const product_id = await productAt('Suero fisiológico', [
      [a, 'LATE', '2029-01-31', 5],
      [a, 'SOON', '2027-02-28', 3],
    ]);
    const second = await productAt('Llave tres pasos', [[b, 'K1', '', 4]]);
    const created = (
      await create({
        movement_type: 'transferencia_zona',
        details: [
          { product_id, source_location_id: a, destination_location_id: b, quantity: 4 },
          { product_id: second, source_location_id: b, destination_location_id: c, quantity: 4 },
        ],
      })
    ).json().data;
    const res = await t.app.inject({ method: 'POST', url: `${BASE}/${created.id}/execute`, headers: admin() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'Completado', editable: false, executed_by: { id: 1, username: 'admin' } });
    expect(res.json().data.executed_at).toMatch(/^\d{4}-/);
    expect(await rowsOf(product_id)).toEqual([
      { location_id: a, lot_number: 'LATE', expiry_date: '2029-01-31', quantity: 4 },
      { location_id: b, lot_number: 'SOON', expiry_date: '2027-02-28', quantity: 3 },
      { location_id: b, lot_number: 'LATE', expiry_date: '2029-01-31', quantity: 1 },
    ]);
    expect(await rowsOf(second)).toEqual([{ location_id: c, lot_number: 'K1', expiry_date: '', quantity: 4 }]);
    const events = await t.db.kysely
      .selectFrom('traceability_events')
      .select([
        'event_type',
        'product_id',
        'location_id',
        'lot_number',
        'quantity',
        'reference',
        'reference_type',
        'reference_id',
      ])
      .where('reference_type', '=', 'movimiento_interno')
      .where('reference_id', '=', created.id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => [e.event_type, e.product_id, e.location_id, e.lot_number, e.quantity])).toEqual([
      ['TRANSFER', product_id, a, 'SOON', -3],
      ['TRANSFER', product_id, b, 'SOON', 3],
      ['TRANSFER', product_id, a, 'LATE', -1],
      ['TRANSFER', product_id, b, 'LATE', 1],
      ['TRANSFER', second, b, 'K1', -4],
      ['TRANSFER', second, c, 'K1', 4],
    ]);
    expect(events.every((e) => e.reference === created.reference)).toBe(true);

    const again = await t.app.inject({ method: 'POST', url: `${BASE}/${created.id}/execute`, headers: admin() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'INVALID_STATE',
      error: 'El movimiento ya no está pendiente',
      status: 'Completado',
    });
  });

  it('refuses the whole execution when a source no longer holds the quantity, naming product and location; nothing moves', async () => {
    const first = await productAt('Guante quirúrgico 7', [[a, 'G1', '2028-03-31', 10]]);
    const second = await productAt('Mascarilla N95', [[a, 'M1', '2028-04-30', 5]]);
    const created = (
      await create({
        movement_type: 'reubicacion',
        details: [
          { product_id: first, source_location_id: a, destination_location_id: b, quantity: 10 },
          { product_id: second, source_location_id: a, destination_location_id: b, quantity: 5 },
        ],
      })
    ).json().data;
    // Meanwhile two units of the second product leave.
    await t.app.deps.stockTransaction((stock) =>
      stock.remove({ product_id: second, location_id: a, lot_number: 'M1', expiry_date: '2028-04-30' }, 2, 'DISPATCH', {
        user_id: 1,
      }),
    );
    const res = await t.app.inject({ method: 'POST', url: `${BASE}/${created.id}/execute`, headers: admin() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      error: `Stock insuficiente de Mascarilla N95 (MASCARILLA-N95) en ${codes[a]}: disponible 3, solicitado 5`,
      product_id: second,
      location_id: a,
    });
    expect(await rowsOf(first)).toEqual([{ location_id: a, lot_number: 'G1', expiry_date: '2028-03-31', quantity: 10 }]);
    expect(await rowsOf(second)).toEqual([{ location_id: a, lot_number: 'M1', expiry_date: '2028-04-30', quantity: 3 }]);
    const detail = await t.app.inject({ url: `${BASE}/${created.id}`, headers: admin() });
    expect(detail.json().data).toMatchObject({
      status: 'Pendiente',
      executed_at: null,
      details: [{ available_quantity: 10 }, { available_quantity: 3 }],
    });
    const transfers = await t.db.kysely
      .selectFrom('traceability_events')
      .select('id')
      .where('reference_id', '=', created.id)
      .where('reference_type', '=', 'movimiento_interno')
      .execute();
    expect(transfers).toEqual([]);
  });
});

describe('movements: list, filters, consolidation, export', () => {
  let ids: number[];
  let product_id: number;
  beforeAll(async () => {
    product_id = await productAt('Catéter urinario', [
      [a, 'U1', '2028-01-31', 6],
      [b, 'U1', '2028-01-31', 2],
      [c, 'U2', '2028-07-31', 3],
    ]);
    ids = [];
    for (const type of ['optimizacion', 'consolidacion', 'optimizacion'] as const) {
      ids.push(
        (
          await create({
            movement_type: type,
            notes: `lista ${type}`,
            details: [{ product_id, source_location_id: a, destination_location_id: b, quantity: 1 }],
          })
        ).json().data.id,
      );
    }
    await t.app.inject({ method: 'POST', url: `${BASE}/${ids[2]}/execute`, headers: admin() });
  });

  it('pages 15 by default, newest first, and filters by status, type, date and search', async () => {
    const all = await t.app.inject({ url: BASE, headers: admin() });
    expect(all.statusCode).toBe(200);
    expect(all.json().pagination.per_page).toBe(15);
    const mine = await t.app.inject({ url: `${BASE}?search=LISTA&per_page=2`, headers: admin() });
    expect(mine.json().pagination).toEqual({ page: 1, per_page: 2, total: 3 });
    expect(mine.json().data.map((m: { id: number }) => m.id)).toEqual([ids[2], ids[1]]);
    const page2 = await t.app.inject({ url: `${BASE}?search=lista&per_page=2&page=2`, headers: admin() });
    expect(page2.json().data.map((m: { id: number }) => m.id)).toEqual([ids[0]]);
    const pending = await t.app.inject({ url: `${BASE}?search=lista&status=Pendiente&type=optimizacion`, headers: admin() });
    expect(pending.json().data.map((m: { id: number }) => m.id)).toEqual([ids[0]]);
    const byProduct = await t.app.inject({ url: `${BASE}?search=urinario&status=Completado`, headers: admin() });
    expect(byProduct.json().data.map((m: { id: number }) => m.id)).toEqual([ids[2]]);
    const today = santiagoDay();
    expect(
      (await t.app.inject({ url: `${BASE}?search=lista&dateFrom=${today}`, headers: admin() })).json().pagination.total,
    ).toBe(3);
    expect(
      (await t.app.inject({ url: `${BASE}?search=lista&dateFrom=2999-01-01`, headers: admin() })).json().pagination.total,
    ).toBe(0);
    const bad = await t.app.inject({ url: `${BASE}?status=Perdido`, headers: admin() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields['querystring.status']).toBe('Estado inválido');
  });

  it('offers products held in more than one location and creates the consolidation movement', async () => {
    const res = await t.app.inject({ url: `${BASE}/consolidation-candidates?search=urinario`, headers: admin() });
    expect(res.statusCode).toBe(200);
    const [candidate] = res.json().data;
    expect(candidate.product).toMatchObject({ id: product_id, name: 'Catéter urinario' });
    // After the executed movement: a 5, b 3, c 3.
    expect(candidate.locations.map((l: { location_id: number; quantity: number }) => [l.location_id, l.quantity]).sort()).toEqual(
      [
        [a, 5],
        [b, 3],
        [c, 3],
      ].sort(),
    );
    expect(candidate.total_quantity).toBe(11);
    const single = await productAt('Producto en una ubicación', [[a, 'S', '', 4]]);
    const none = await t.app.inject({ url: `${BASE}/consolidation-candidates?search=una ubicación`, headers: admin() });
    expect(none.json().data.map((d: { product: { id: number } }) => d.product.id)).not.toContain(single);

    const consolidated = await t.app.inject({
      method: 'POST',
      url: `${BASE}/consolidate`,
      headers: admin(),
      payload: { product_id, destination_location_id: a, notes: 'Consolidar' },
    });
    expect(consolidated.statusCode, consolidated.body).toBe(201);
    expect(consolidated.json().data).toMatchObject({ movement_type: 'consolidacion', status: 'Pendiente', total_quantity: 6 });
    expect(
      consolidated
        .json()
        .data.details.map((d: { source_location_id: number; destination_location_id: number }) => [
          d.source_location_id,
          d.destination_location_id,
        ]),
    ).toEqual([
      [b, a],
      [c, a],
    ]);
    const executed = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${consolidated.json().data.id}/execute`,
      headers: admin(),
    });
    expect(executed.statusCode, executed.body).toBe(200);
    expect((await rowsOf(product_id)).every((r) => r.location_id === a)).toBe(true);
    const nothing = await t.app.inject({
      method: 'POST',
      url: `${BASE}/consolidate`,
      headers: admin(),
      payload: { product_id, destination_location_id: a },
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error).toBe('El producto no tiene existencias en otras ubicaciones para consolidar');
    const invalid = await t.app.inject({ method: 'POST', url: `${BASE}/consolidate`, headers: admin(), payload: {} });
    expect(invalid.json().fields).toMatchObject({
      product_id: 'El producto es requerido',
      destination_location_id: 'La ubicación de destino es requerida',
    });
  });

  it('lists the locations holding a product with what is available there', async () => {
    const res = await t.app.inject({ url: `${BASE}/product-locations?product_id=${product_id}`, headers: admin() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { location_id: a, code: codes[a], description: expect.any(String), quantity: 11, available_quantity: 11 },
    ]);
    expect((await t.app.inject({ url: `${BASE}/product-locations?product_id=999999`, headers: admin() })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `${BASE}/product-locations`, headers: admin() })).json().fields['querystring.product_id'],
    ).toBe('El producto es requerido');
  });

  it('exports movimientos_internos_{date}.xlsx with the spec columns', async () => {
    const res = await t.app.inject({ url: `${BASE}/export?search=lista`, headers: admin() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="movimientos_internos_\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const rows = readXlsx(res.rawPayload).rows('Movimientos');
    expect(rows[0]).toEqual(['Referencia', 'Fecha', 'Tipo', 'Estado', 'Productos', 'Notas']);
    expect(rows).toHaveLength(4);
    expect(rows[1]![2]).toBe('Optimización');
    expect(String(rows[1]![4])).toContain('Catéter urinario');
    expect(rows[3]![3]).toBe('Completado');
  });

  it.each(['operator', 'viewer', 'user'] as const)('refuses %s on every movements route', async (role) => {
    const calls = [
      ['GET', BASE],
      ['POST', BASE],
      ['GET', `${BASE}/1`],
      ['PUT', `${BASE}/1`],
      ['DELETE', `${BASE}/1`],
      ['POST', `${BASE}/1/execute`],
      ['GET', `${BASE}/consolidation-candidates`],
      ['POST', `${BASE}/consolidate`],
      ['GET', `${BASE}/export`],
      ['GET', `${BASE}/product-locations?product_id=1`],
    ] as const;
    for (const [method, url] of calls) {
      const res = await t.app.inject({
        method,
        url,
        headers: t.auth(role),
        ...(method === 'POST' || method === 'PUT' ? { payload: {} } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('movements: search by product with accents', () => {
  it('finds a product by an upper-case accented SKU or name in the list and the consolidation candidates', async () => {
    const product_id = await createProduct(t.db.kysely, { name: 'Ácido tranexámico 1 g', sku: 'FÁR-9901' });
    await receive({ product_id, location_id: a }, 6);
    await receive({ product_id, location_id: b }, 4);
    const created = await create({
      movement_type: 'reubicacion',
      details: [{ product_id, source_location_id: a, destination_location_id: b, quantity: 2 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    for (const text of ['FÁR-9901', 'fár-9901', 'ÁCIDO TRANEXÁMICO']) {
      const q = encodeURIComponent(text);
      const candidates = await t.app.inject({ url: `${BASE}/consolidation-candidates?search=${q}`, headers: admin() });
      expect(
        candidates.json().data.map((d: { product: { id: number } }) => d.product.id),
        text,
      ).toEqual([product_id]);
      const list = await t.app.inject({ url: `${BASE}?search=${q}`, headers: admin() });
      expect(
        list.json().data.map((m: { id: number }) => m.id),
        text,
      ).toEqual([created.json().data.id]);
    }
  });
});
