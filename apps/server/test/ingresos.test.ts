import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLocation, createLocation, createProduct } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const admin = () => t.auth('admin');
const db = () => t.db.kysely;
let refSeq = 0;
const ref = (prefix = 'OC') => `${prefix}-${Date.now().toString(36)}-${++refSeq}`;

async function place(overrides: { capacity?: number; zoneCapacity?: number } = {}) {
  const loc = await createLocation(db(), overrides);
  return loc;
}

function line(product_id: number, quantity: number, extra: Record<string, unknown> = {}) {
  return { product_id, quantity, lot_number: `LT-${product_id}`, expiry_date: '2027-12-31', ...extra };
}

const simplified = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/transactions/simplified-reception', headers: { ...admin(), ...headers }, payload });
const createPending = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/transactions/ingresos', headers: { ...admin(), ...headers }, payload });

async function stockRows(productId: number) {
  return db().selectFrom('inventory').selectAll().where('product_id', '=', productId).orderBy('id').execute();
}
async function currentStock(productId: number) {
  return (await db().selectFrom('products').select('current_stock').where('id', '=', productId).executeTakeFirstOrThrow())
    .current_stock;
}
async function countOf(table: 'transactions' | 'transaction_details' | 'traceability_events' | 'inventory' | 'idempotency_keys') {
  const row = await db()
    .selectFrom(table)
    .select(sql<number>`cast(count(*) as integer)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /api/transactions/simplified-reception', () => {
  it('writes every line into inventory with a RECEPTION event and says where each landed', async () => {
    const loc = await place();
    const receiving = await addLocation(db(), loc.zone_id);
    await db().updateTable('locations').set({ location_type: 'receiving' }).where('id', '=', receiving).execute();
    const explicit = await addLocation(db(), loc.zone_id);
    const withHome = await createProduct(db());
    await db().updateTable('products').set({ location_id: loc.location_id }).where('id', '=', withHome).execute();
    const plain = await createProduct(db());
    const toExplicit = await createProduct(db());
    const reference = ref();
    const res = await simplified({
      reference,
      supplier: 'Proveedor Médico SpA',
      notes: 'Entrega parcial',
      warehouse_id: loc.warehouse_id,
      zone_id: loc.zone_id,
      details: [
        line(withHome, 10),
        line(plain, 5, { serial_number: undefined }),
        line(toExplicit, 7, { destination_location_id: explicit }),
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json().data;
    expect(body.inventory_updated).toBe(true);
    expect(body.units_received).toBe(22);
    expect(body.transaction).toMatchObject({
      reference,
      status: 'Completado',
      mode: 'simplified',
      type: 'reception',
      details_count: 3,
      total_units: 22,
      supplier: 'Proveedor Médico SpA',
    });
    expect(
      body.details.map((d: { placement_rule: string; location: { id: number }; status: string }) => [
        d.placement_rule,
        d.location.id,
        d.status,
      ]),
    ).toEqual([
      ['product_default', loc.location_id, 'stored'],
      ['zone_receiving', receiving, 'stored'],
      ['destination', explicit, 'stored'],
    ]);
    expect(await currentStock(withHome)).toBe(10);
    expect(await stockRows(toExplicit)).toMatchObject([
      { location_id: explicit, quantity: 7, lot_number: `LT-${toExplicit}`, expiry_date: '2027-12-31' },
    ]);
    const events = await db()
      .selectFrom('traceability_events')
      .selectAll()
      .where('reference', '=', reference)
      .orderBy('id')
      .execute();
    expect(events.map((e) => [e.event_type, e.product_id, e.quantity, e.reference_type, e.reference_id])).toEqual([
      ['RECEPTION', withHome, 10, 'reception', body.transaction.id],
      ['RECEPTION', plain, 5, 'reception', body.transaction.id],
      ['RECEPTION', toExplicit, 7, 'reception', body.transaction.id],
    ]);
  });

  it('without a receiving location uses the zone location with most free room', async () => {
    const loc = await place({ capacity: 50 });
    const roomy = await addLocation(db(), loc.zone_id); // capacity 1000
    const product = await createProduct(db());
    const res = await simplified({
      reference: ref(),
      warehouse_id: loc.warehouse_id,
      zone_id: loc.zone_id,
      details: [line(product, 3)],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.details[0]).toMatchObject({ placement_rule: 'most_free', location: { id: roomy } });
  });

  it('is all or nothing: a failing last line (database error mid-transaction) leaves no receipt, stock or event', async () => {
    const loc = await place();
    const products = [await createProduct(db()), await createProduct(db()), await createProduct(db())];
    const before = {
      tx: await countOf('transactions'),
      details: await countOf('transaction_details'),
      events: await countOf('traceability_events'),
      inv: await countOf('inventory'),
    };
    // A trigger makes the ledger's write of the last line fail after the first two were written.
    if (t.db.dialect === 'sqlite') {
      await sql`create trigger fail_last_line before insert on inventory when new.lot_number = 'FALLA' begin select raise(abort, 'falla simulada'); end`.execute(
        db(),
      );
    } else {
      await sql`create function fail_last_line() returns trigger as $$ begin if new.lot_number = 'FALLA' then raise exception 'falla simulada'; end if; return new; end $$ language plpgsql`.execute(
        db(),
      );
      await sql`create trigger fail_last_line before insert on inventory for each row execute function fail_last_line()`.execute(
        db(),
      );
    }
    try {
      const res = await simplified({
        reference: ref('FALLA'),
        zone_id: loc.zone_id,
        warehouse_id: loc.warehouse_id,
        details: [line(products[0]!, 4), line(products[1]!, 5), line(products[2]!, 6, { lot_number: 'FALLA' })],
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: 'Error interno del servidor', code: 'INTERNAL_ERROR' });
    } finally {
      await sql`drop trigger fail_last_line${t.db.dialect === 'postgres' ? sql` on inventory` : sql``}`.execute(db());
      if (t.db.dialect === 'postgres') await sql`drop function fail_last_line()`.execute(db());
    }
    expect({
      tx: await countOf('transactions'),
      details: await countOf('transaction_details'),
      events: await countOf('traceability_events'),
      inv: await countOf('inventory'),
    }).toEqual(before);
    for (const product of products) expect(await currentStock(product)).toBe(0);
  });

  it('re-derives medical-device flags from the database: a DM last line without its data refuses the whole receipt', async () => {
    const loc = await place();
    const ok = await createProduct(db());
    const dm = await createProduct(db());
    await db()
      .updateTable('products')
      .set({ es_dm_priorizado: 1, requiere_registro_sanitario: 1, tipo_dm: 'Implantable' })
      .where('id', '=', dm)
      .execute();
    const before = await countOf('transactions');
    // The client claims the product is not a DM; the server knows better.
    const res = await simplified({
      reference: ref(),
      zone_id: loc.zone_id,
      details: [line(ok, 1), line(ok, 2), line(dm, 1, { es_dm_priorizado: false, requiere_registro_sanitario: false })],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: {
        'details.2.forma_adquisicion': 'Forma de adquisición es requerida para DM',
        'details.2.fecha_recepcion_conforme': 'Fecha de recepción conforme es requerida para DM',
        'details.2.numero_registro_sanitario': 'Número de registro sanitario es requerido para este DM',
      },
    });
    expect(await countOf('transactions')).toBe(before);
    expect(await currentStock(ok)).toBe(0);
    const good = await simplified({
      reference: ref(),
      zone_id: loc.zone_id,
      details: [
        line(dm, 1, {
          serial_number: 'SN-1',
          forma_adquisicion: 'Licitación pública',
          fecha_recepcion_conforme: '2026-11-20T10:00',
          numero_registro_sanitario: 'ISP-123',
          numero_inventario_activo_fijo: 'AF-9',
        }),
      ],
    });
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json().data.details[0]).toMatchObject({
      forma_adquisicion: 'Licitación pública',
      numero_registro_sanitario: 'ISP-123',
      serial_number: 'SN-1',
    });
  });

  it('checks zone capacity inside the transaction (409) and writes nothing', async () => {
    const loc = await place({ zoneCapacity: 20 });
    const product = await createProduct(db());
    await t.app.deps.stockTransaction((stock) =>
      stock.add({ product_id: product, location_id: loc.location_id }, 15, 'RECEPTION', { user_id: 1 }),
    );
    const res = await simplified({ reference: ref(), zone_id: loc.zone_id, details: [line(product, 6)] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CAPACITY_EXCEEDED',
      error: 'La zona seleccionada no tiene capacidad suficiente para este ingreso',
      capacity: 20,
      current_usage: 15,
      requested: 6,
    });
    expect(await currentStock(product)).toBe(15);
    const fits = await simplified({ reference: ref(), zone_id: loc.zone_id, details: [line(product, 5)] });
    expect(fits.statusCode).toBe(201);
  });

  it('refuses unknown products, locations and zones with field messages', async () => {
    const loc = await place();
    const res = await simplified({
      reference: ref(),
      zone_id: 999999,
      details: [line(999999, 1), line(await createProduct(db()), 1, { destination_location_id: 999999 })],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      zone_id: 'La zona seleccionada no existe',
      'details.0.product_id': 'Producto no encontrado',
      'details.1.destination_location_id': 'La ubicación de destino no existe',
    });
    const other = await place();
    const mismatch = await simplified({
      reference: ref(),
      warehouse_id: other.warehouse_id,
      zone_id: loc.zone_id,
      details: [line(await createProduct(db()), 1)],
    });
    expect(mismatch.json().fields).toEqual({ zone_id: 'La zona no pertenece a la bodega seleccionada' });
    const noZone = await simplified({ reference: ref(), details: [line(await createProduct(db()), 1)] });
    expect(noZone.statusCode).toBe(400);
    expect(noZone.json().fields.zone_id).toBe('La zona es requerida');
    const empty = await simplified({ reference: ref(), zone_id: loc.zone_id, details: [] });
    expect(empty.json().fields.details).toBe('Debe agregar al menos un producto');
  });

  it('replays a retried create with the same Idempotency-Key instead of receiving twice', async () => {
    const loc = await place();
    const product = await createProduct(db());
    const payload = { reference: ref(), zone_id: loc.zone_id, details: [line(product, 8)] };
    const first = await simplified(payload, { 'idempotency-key': 'clave-1' });
    const again = await simplified(payload, { 'idempotency-key': 'clave-1' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await currentStock(product)).toBe(8);
    const reused = await simplified({ ...payload, reference: ref() }, { 'idempotency-key': 'clave-1' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({
      error: 'La clave de idempotencia ya se usó con otros datos',
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    // Concurrent retries of one request: exactly one receipt.
    const racing = { reference: ref(), zone_id: loc.zone_id, details: [line(product, 2)] };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => simplified(racing, { 'idempotency-key': 'clave-carrera' })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(results.map((r) => r.json().data.transaction.id)).size).toBe(1);
    expect(await currentStock(product)).toBe(10);
    // The same key on the other create route is a different request.
    const pending = await createPending(
      { order_number: ref(), warehouse_id: loc.warehouse_id, zone_id: loc.zone_id, items: [line(product, 1)] },
      { 'idempotency-key': 'clave-1' },
    );
    expect(pending.statusCode).toBe(201);
  });

  it('answers 409 for a reference already used', async () => {
    const loc = await place();
    const product = await createProduct(db());
    const reference = ref();
    expect((await simplified({ reference, zone_id: loc.zone_id, details: [line(product, 1)] })).statusCode).toBe(201);
    const dup = await simplified({ reference, zone_id: loc.zone_id, details: [line(product, 1)] });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'DUPLICATE', error: `Ya existe un ingreso con el número de orden ${reference}` });
  });

  // Its speed is measured in bench/ (ingresos.bench.ts), never asserted here.
  it('commits a 500-line receipt whole', async () => {
    const loc = await place({ zoneCapacity: 10_000_000 });
    await db().updateTable('locations').set({ capacity: 10_000_000 }).where('id', '=', loc.location_id).execute();
    const products = await Promise.all(Array.from({ length: 50 }, () => createProduct(db())));
    const receipt = (round: number) => ({
      reference: ref(`GRANDE${round}`),
      zone_id: loc.zone_id,
      details: Array.from({ length: 500 }, (_, i) =>
        line(products[i % 50]!, 1 + (i % 7), { lot_number: `P${round}-${i}`, destination_location_id: loc.location_id }),
      ),
    });
    const res = await simplified(receipt(1));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.details).toHaveLength(500);
    const lots = await db().selectFrom('inventory').select('lot_number').where('lot_number', 'like', 'P1-%').execute();
    expect(lots).toHaveLength(500);
  }, 180_000);
});

describe('traditional receipts: create, list, edit, process, cancel, delete', () => {
  let loc: { warehouse_id: number; zone_id: number; location_id: number };
  let product: number;
  beforeAll(async () => {
    loc = await place();
    product = await createProduct(db(), { name: 'Catéter venoso 20G' });
  });

  const pending = async (extra: Record<string, unknown> = {}) => {
    const res = await createPending({
      order_number: ref('TRAD'),
      supplier: 'Distribuidora Sur',
      warehouse_id: loc.warehouse_id,
      zone_id: loc.zone_id,
      items: [line(product, 5), line(product, 1, { serial_number: 'S-1' })],
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };

  it('creates a Pendiente receipt that writes no stock', async () => {
    const before = await currentStock(product);
    const data = await pending();
    expect(data).toMatchObject({
      status: 'Pendiente',
      mode: 'traditional',
      details_count: 2,
      total_units: 6,
      zone: { id: loc.zone_id },
      storage_list: null,
    });
    expect(data.details.map((d: { status: string }) => d.status)).toEqual(['pending', 'pending']);
    expect(await currentStock(product)).toBe(before);
    const get = await t.app.inject({ url: `/api/transactions/${data.id}`, headers: admin() });
    expect(get.json().data).toMatchObject({
      id: data.id,
      details: [{ product: { name: 'Catéter venoso 20G' }, quantity: 5 }, { serial_number: 'S-1' }],
    });
  });

  it('asks no health-registry number on a line whose product requires one but is not a priority DM', async () => {
    // Such a line shows no DM fields, so the rule cannot apply to it (puts it under DM lines).
    const registered = await createProduct(db());
    await db().updateTable('products').set({ requiere_registro_sanitario: 1 }).where('id', '=', registered).execute();
    const res = await createPending({
      order_number: ref(),
      warehouse_id: loc.warehouse_id,
      zone_id: loc.zone_id,
      items: [line(registered, 2)],
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('receives a serial number once per product: not twice in a receipt, not again while in stock', async () => {
    const serialised = await createProduct(db());
    const serial = ref('SN-');
    const twice = await simplified({
      reference: ref(),
      zone_id: loc.zone_id,
      details: [line(serialised, 1, { serial_number: serial }), line(serialised, 1, { serial_number: serial })],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields).toEqual({
      'details.1.serial_number': `El número de serie ${serial} está repetido en este ingreso`,
    });
    expect(await currentStock(serialised)).toBe(0);

    expect(
      (await simplified({ reference: ref(), zone_id: loc.zone_id, details: [line(serialised, 1, { serial_number: serial })] }))
        .statusCode,
    ).toBe(201);
    const again = await createPending({
      order_number: ref(),
      warehouse_id: loc.warehouse_id,
      zone_id: loc.zone_id,
      items: [line(product, 1), line(serialised, 1, { serial_number: serial })],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({
      'items.1.serial_number': `El número de serie ${serial} ya existe para este producto (en inventario, en un servicio o implantado)`,
    });
    // Another product may carry the same serial text, and so may the next unit once this one left.
    const other = await createProduct(db());
    expect(
      (await simplified({ reference: ref(), zone_id: loc.zone_id, details: [line(other, 1, { serial_number: serial })] }))
        .statusCode,
    ).toBe(201);
    expect(await currentStock(serialised)).toBe(1);
  });

  it('uses items.N keys for line errors on the create form', async () => {
    const dm = await createProduct(db());
    await db()
      .updateTable('products')
      .set({ es_dm_priorizado: 1, requiere_registro_sanitario: 1, tipo_dm: 'Acreditación' })
      .where('id', '=', dm)
      .execute();
    const dmData = { forma_adquisicion: 'Donación', fecha_recepcion_conforme: '2026-11-20T10:00' };
    const res = await createPending({
      order_number: ref(),
      warehouse_id: loc.warehouse_id,
      zone_id: loc.zone_id,
      items: [line(product, 1), line(product, 1), line(product, 1), line(dm, 1, dmData)],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'items.3.numero_registro_sanitario': 'Número de registro sanitario es requerido para este DM',
    });
    const bad = await createPending({
      order_number: '',
      warehouse_id: loc.warehouse_id,
      items: [{ product_id: product, quantity: 0 }],
    });
    expect(bad.json().fields).toMatchObject({
      order_number: 'El número de orden es requerido',
      zone_id: 'La zona es requerida',
      'items.0.quantity': 'La cantidad debe ser mayor a 0',
      'items.0.expiry_date': 'La fecha de vencimiento es requerida',
    });
  });

  it('lists with status, search, date filters and paging (10 per page by default)', async () => {
    const supplier = `Laboratorio ${ref('X')}`;
    for (let i = 0; i < 12; i++) await pending({ supplier });
    const page1 = await t.app.inject({
      url: `/api/transactions/ingresos?search=${encodeURIComponent(supplier.toUpperCase())}`,
      headers: admin(),
    });
    expect(page1.statusCode).toBe(200);
    expect(page1.json().pagination).toEqual({ page: 1, per_page: 10, total: 12 });
    expect(page1.json().data).toHaveLength(10);
    expect(page1.json().data[0]).toMatchObject({ supplier, status: 'Pendiente', details_count: 2 });
    const page2 = await t.app.inject({
      url: `/api/transactions/ingresos?search=${encodeURIComponent(supplier)}&page=2`,
      headers: admin(),
    });
    expect(page2.json().data).toHaveLength(2);
    const completed = await t.app.inject({
      url: `/api/transactions/ingresos?status=Completado&search=${encodeURIComponent(supplier)}`,
      headers: admin(),
    });
    expect(completed.json().pagination.total).toBe(0);
    const todos = await t.app.inject({ url: `/api/transactions/ingresos?status=Todos&per_page=100`, headers: admin() });
    expect(todos.json().pagination.total).toBeGreaterThanOrEqual(12);
    const future = await t.app.inject({ url: `/api/transactions/ingresos?dateFrom=2999-01-01`, headers: admin() });
    expect(future.json().pagination.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const range = await t.app.inject({
      url: `/api/transactions/ingresos?dateFrom=2020-01-01&dateTo=2999-12-31&search=${encodeURIComponent(supplier)}`,
      headers: admin(),
    });
    expect(range.json().pagination.total).toBe(12);
    expect(today).toMatch(/^\d{4}/);
    const badStatus = await t.app.inject({ url: '/api/transactions/ingresos?status=Otro', headers: admin() });
    expect(badStatus.statusCode).toBe(400);
    // Days that do not exist are refused with the field's name: no 500, no roll-over into March.
    for (const [query, field, name] of [
      ['dateTo=2025-13-45', 'dateTo', 'Fecha hasta'],
      ['dateTo=2025-01-01T99:99', 'dateTo', 'Fecha hasta'],
      ['dateFrom=2025-02-30', 'dateFrom', 'Fecha desde'],
    ] as const) {
      const bad = await t.app.inject({ url: `/api/transactions/ingresos?${query}`, headers: admin() });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().fields).toEqual({ [`querystring.${field}`]: `${name} inválida (use AAAA-MM-DD)` });
    }
    const pendingList = await t.app.inject({ url: '/api/transactions/pending', headers: admin() });
    expect(pendingList.json().data.every((r: { status: string }) => r.status === 'Pendiente')).toBe(true);
  });

  it('edits a Pendiente receipt (header and lines) and refuses to edit or delete other statuses', async () => {
    const data = await pending();
    const newRef = ref('EDIT');
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/transactions/${data.id}`,
      headers: admin(),
      payload: {
        reference: newRef,
        supplier: 'Otro proveedor',
        status: 'Pendiente',
        notes: 'corregido',
        details: [{ product_id: product, quantity: 9, lot_number: 'NUEVO', expiry_date: '2028-01-31', status: 'pending' }],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({
      reference: newRef,
      supplier: 'Otro proveedor',
      notes: 'corregido',
      details_count: 1,
      total_units: 9,
      details: [{ lot_number: 'NUEVO', quantity: 9 }],
    });

    const processed = await t.app.inject({ method: 'POST', url: `/api/transactions/${data.id}/process`, headers: admin() });
    expect(processed.statusCode, processed.body).toBe(200);
    expect(processed.json().data).toMatchObject({
      status: 'Completado',
      details: [{ status: 'stored', location: { id: expect.any(Number) } }],
    });
    const rows = await db()
      .selectFrom('inventory')
      .selectAll()
      .where('product_id', '=', product)
      .where('lot_number', '=', 'NUEVO')
      .execute();
    expect(rows.map((r) => r.quantity)).toEqual([9]);

    for (const [method, url, payload] of [
      [
        'PUT',
        `/api/transactions/${data.id}`,
        { reference: newRef, status: 'Pendiente', details: [{ product_id: product, quantity: 1, expiry_date: '2028-01-31' }] },
      ],
      ['DELETE', `/api/transactions/${data.id}`, undefined],
      ['POST', `/api/transactions/${data.id}/process`, undefined],
      ['POST', `/api/transactions/${data.id}/cancel`, undefined],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: admin(), ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(409);
      expect(res.json()).toMatchObject({ code: 'INVALID_STATE', status: 'Completado' });
    }
    expect(rows.map((r) => r.quantity)).toEqual([9]);
  });

  it('changing the status in the edit form processes or cancels', async () => {
    const a = await pending();
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/transactions/${a.id}`,
      headers: admin(),
      payload: {
        reference: a.reference,
        status: 'Cancelado',
        details: [{ product_id: product, quantity: 2, expiry_date: '2028-01-31' }],
      },
    });
    expect(cancel.json().data).toMatchObject({ status: 'Cancelado', cancelled_at: expect.any(String) });
    const b = await pending();
    const before = await currentStock(product);
    const done = await t.app.inject({
      method: 'PUT',
      url: `/api/transactions/${b.id}`,
      headers: admin(),
      payload: {
        reference: b.reference,
        status: 'Completado',
        details: [{ product_id: product, quantity: 4, expiry_date: '2028-01-31' }],
      },
    });
    expect(done.json().data.status).toBe('Completado');
    expect(await currentStock(product)).toBe(before + 4);
  });

  it('cancels a Pendiente receipt without touching stock, and deletes one', async () => {
    const before = await currentStock(product);
    const a = await pending();
    const cancel = await t.app.inject({ method: 'POST', url: `/api/transactions/${a.id}/cancel`, headers: admin() });
    expect(cancel.json().data.status).toBe('Cancelado');
    expect(await currentStock(product)).toBe(before);
    const b = await pending();
    const del = await t.app.inject({ method: 'DELETE', url: `/api/transactions/${b.id}`, headers: admin() });
    expect(del.json()).toEqual({ data: { id: b.id } });
    expect((await t.app.inject({ url: `/api/transactions/${b.id}`, headers: admin() })).statusCode).toBe(404);
    expect(await db().selectFrom('transaction_details').select('id').where('transaction_id', '=', b.id).execute()).toEqual([]);
  });

  it('refuses a zone without room when creating a Pendiente receipt too', async () => {
    const small = await place({ zoneCapacity: 3 });
    const res = await createPending({
      order_number: ref(),
      warehouse_id: small.warehouse_id,
      zone_id: small.zone_id,
      items: [line(product, 4)],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('La zona seleccionada no tiene capacidad suficiente para este ingreso');
  });

  it('answers 404 for unknown receipts and 403 for other roles', async () => {
    expect((await t.app.inject({ url: '/api/transactions/999999', headers: admin() })).json()).toEqual({
      error: 'Ingreso no encontrado',
      code: 'NOT_FOUND',
    });
    expect((await t.app.inject({ method: 'POST', url: '/api/transactions/999999/process', headers: admin() })).statusCode).toBe(
      404,
    );
    for (const role of ['operator', 'viewer', 'user'] as const) {
      for (const [method, url] of [
        ['GET', '/api/transactions/ingresos'],
        ['POST', '/api/transactions/ingresos'],
        ['POST', '/api/transactions/simplified-reception'],
        ['GET', '/api/transactions/pending'],
        ['DELETE', '/api/transactions/1'],
        ['POST', '/api/transactions/1/process'],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: t.auth(role), payload: {} });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
  });
});
