import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation, createProduct } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let loc: { warehouse_id: number; zone_id: number; location_id: number };
beforeAll(async () => {
  t = await createTestApp();
  loc = await createLocation(t.db.kysely);
});
afterAll(async () => t?.close());

const admin = () => t.auth('admin');
const events = (productId: number) =>
  t.db.kysely.selectFrom('traceability_events').selectAll().where('product_id', '=', productId).orderBy('id').execute();

function form(overrides: Record<string, unknown> = {}) {
  return {
    sku: 'MED-001',
    barcode: '7801234567894',
    name: 'Guantes de nitrilo M',
    category: 'Insumos',
    ...loc,
    min_stock: 10,
    max_stock: 100,
    status: 'Activo',
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/products', headers: admin(), payload: form(overrides) });
}

describe('products: create', () => {
  it('creates a product and answers 201 with the product', async () => {
    const res = await create();
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      sku: 'MED-001',
      barcode: '7801234567894',
      current_stock: 0,
      status: 'Activo',
      es_dm_priorizado: false,
      cantidad_x_caja: 1,
      unit_of_measure: 'unidad',
    });
    const row = await t.db.kysely
      .selectFrom('products')
      .select('search_text')
      .where('sku', '=', 'MED-001')
      .executeTakeFirstOrThrow();
    expect(row.search_text).toBe('med-001 guantes de nitrilo m 7801234567894');
  });

  it('refuses a duplicate SKU or barcode with 409 and the field', async () => {
    const sku = await create({ barcode: '7801234567900' });
    expect(sku.statusCode).toBe(409);
    expect(sku.json()).toEqual({
      error: 'Ya existe un producto con el SKU MED-001',
      code: 'DUPLICATE',
      fields: { sku: 'Ya existe un producto con el SKU MED-001' },
    });
    const barcode = await create({ sku: 'MED-002' });
    expect(barcode.statusCode).toBe(409);
    expect(barcode.json()).toMatchObject({
      error: 'Ya existe un producto con el código de barras 7801234567894',
      fields: { barcode: 'Ya existe un producto con el código de barras 7801234567894' },
    });
  });

  it('generates an internal EAN-13 for an empty barcode', async () => {
    const res = await create({ sku: 'GEN-1', barcode: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.barcode).toMatch(/^78900\d{8}$/);
    const missing = await create({ sku: 'GEN-2', barcode: undefined });
    expect(missing.json().data.barcode).toMatch(/^78900\d{8}$/);
  });

  it('records an initial stock through the ledger with a RECEPTION event at the chosen location', async () => {
    const res = await create({ sku: 'STK-1', barcode: '', current_stock: 25 });
    expect(res.statusCode).toBe(201);
    const product = res.json().data;
    expect(product.current_stock).toBe(25);
    const inventory = await t.db.kysely.selectFrom('inventory').selectAll().where('product_id', '=', product.id).execute();
    expect(inventory).toMatchObject([{ location_id: loc.location_id, quantity: 25 }]);
    expect(await events(product.id)).toMatchObject([
      { event_type: 'RECEPTION', quantity: 25, location_id: loc.location_id, user_id: 1, description: 'Stock inicial' },
    ]);
  });

  it('validates the form with the spec messages and the DM rules', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin(),
      payload: {
        sku: '',
        name: ' ',
        category: '',
        min_stock: -1,
        max_stock: 5,
        cantidad_x_caja: 0,
        es_dm_priorizado: true,
        current_stock: -2,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      sku: 'SKU es requerido',
      name: 'Nombre es requerido',
      category: 'Categoría es requerida',
      warehouse_id: 'Bodega es requerida',
      zone_id: 'Zona es requerida',
      location_id: 'Ubicación es requerida',
      min_stock: 'Stock mínimo no puede ser negativo',
      cantidad_x_caja: 'Cantidad por caja debe ser mayor a 0',
      current_stock: 'Stock no puede ser negativo',
      tipo_dm: 'El tipo de DM es requerido para dispositivos priorizados',
    });
    const implant = await create({ sku: 'IMP-0', barcode: '', es_dm_priorizado: true, tipo_dm: 'Implantable' });
    expect(implant.json().fields).toEqual({ categorizacion_implantable: 'La categorización es requerida para implantables' });
    const limits = await create({ sku: 'LIM-0', barcode: '', min_stock: 10, max_stock: 10 });
    expect(limits.json().fields).toEqual({ max_stock: 'Stock máximo debe ser mayor al stock mínimo' });
  });

  it('keeps DM fields only where they apply', async () => {
    const res = await create({
      sku: 'IMP-1',
      barcode: '',
      es_dm_priorizado: true,
      tipo_dm: 'Implantable',
      categorizacion_implantable: 'Cardiológico',
      requiere_registro_sanitario: true,
    });
    expect(res.json().data).toMatchObject({
      es_dm_priorizado: true,
      tipo_dm: 'Implantable',
      categorizacion_implantable: 'Cardiológico',
      requiere_registro_sanitario: true,
    });
    const plain = await create({
      sku: 'IMP-2',
      barcode: '',
      es_dm_priorizado: false,
      tipo_dm: 'Acreditación',
      categorizacion_implantable: 'Otro',
    });
    expect(plain.json().data).toMatchObject({ es_dm_priorizado: false, tipo_dm: null, categorizacion_implantable: null });
    const critical = await create({
      sku: 'IMP-3',
      barcode: '',
      es_dm_priorizado: true,
      tipo_dm: 'Equipo Médico Crítico',
      categorizacion_implantable: 'Otro',
    });
    expect(critical.json().data).toMatchObject({ tipo_dm: 'Equipo Médico Crítico', categorizacion_implantable: null });
  });

  it('refuses a location outside the chosen zone', async () => {
    const other = await createLocation(t.db.kysely);
    const res = await create({ sku: 'LOC-1', barcode: '', location_id: other.location_id });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ location_id: 'La ubicación no pertenece a la zona seleccionada' });
  });
});

describe('products: read, search, edit, delete', () => {
  let id: number;
  beforeAll(async () => {
    id = (await create({ sku: 'EDT-1', barcode: '7801234500006', name: 'Sonda Foley 16Fr', category: 'Sondas' })).json().data.id;
  });

  it('gets one product, 404 with a Spanish message when missing', async () => {
    expect((await t.app.inject({ url: `/api/products/${id}`, headers: t.auth('viewer') })).json().data.sku).toBe('EDT-1');
    const missing = await t.app.inject({ url: '/api/products/999999', headers: admin() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Producto no encontrado', code: 'NOT_FOUND' });
  });

  it('lists products 10 per page with search and category filters', async () => {
    const res = await t.app.inject({ url: '/api/products', headers: admin() });
    expect(res.json().pagination).toMatchObject({ page: 1, per_page: 10 });
    expect(res.json().data.length).toBeLessThanOrEqual(10);
    const search = await t.app.inject({ url: '/api/products?search=foley%2016', headers: admin() });
    expect(search.json().data.map((p: { sku: string }) => p.sku)).toEqual(['EDT-1']);
    const category = await t.app.inject({ url: '/api/products?category=Sondas&status=active', headers: admin() });
    expect(category.json().pagination.total).toBe(1);
  });

  it('finds by exact SKU (404 otherwise) and by quick search from 2 characters', async () => {
    expect((await t.app.inject({ url: '/api/products/search/sku/EDT-1', headers: t.auth('operator') })).json().data.id).toBe(id);
    expect((await t.app.inject({ url: '/api/products/search/sku/edt-1', headers: admin() })).json().data.id).toBe(id);
    const missing = await t.app.inject({ url: '/api/products/search/sku/NOPE', headers: admin() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Producto no encontrado');
    expect((await t.app.inject({ url: '/api/products/search/sku?q=s', headers: admin() })).json().data).toEqual([]);
    const found = await t.app.inject({ url: '/api/products/search/sku?q=so', headers: admin() });
    expect(found.json().data.map((p: { sku: string }) => p.sku)).toContain('EDT-1');
    const byBarcode = await t.app.inject({ url: '/api/products/search/sku?q=78012345000', headers: admin() });
    expect(byBarcode.json().data[0].sku).toBe('EDT-1');
  });

  it('looks a product up by barcode, by its GTIN-14 and by a GS1 code carrying it', async () => {
    for (const code of ['7801234500006', '07801234500006', '(01)07801234500006(17)271231(10)L1']) {
      const res = await t.app.inject({ url: `/api/products/barcode/${encodeURIComponent(code)}`, headers: t.auth('operator') });
      expect(res.statusCode, code).toBe(200);
      expect(res.json().data.id).toBe(id);
    }
    expect((await t.app.inject({ url: '/api/products/barcode/0000', headers: admin() })).statusCode).toBe(404);
  });

  it('edits a product, keeps the SKU locked and search_text current', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: admin(),
      payload: {
        sku: 'EDT-1',
        name: 'Sonda Foley 18Fr',
        category: 'Sondas',
        min_stock: 5,
        max_stock: 50,
        cantidad_x_caja: 10,
        codigo_fabrica: 'FAB-77',
        weight: 0.2,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Sonda Foley 18Fr',
      cantidad_x_caja: 10,
      codigo_fabrica: 'FAB-77',
      barcode: '7801234500006',
      weight: 0.2,
    });
    const row = await t.db.kysely.selectFrom('products').select('search_text').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.search_text).toBe('edt-1 sonda foley 18fr 7801234500006 fab-77');
    const locked = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: admin(),
      payload: { sku: 'OTRO', name: 'x', category: 'y' },
    });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().fields).toEqual({ sku: 'El SKU no se puede modificar' });
    const invalid = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: admin(),
      payload: { name: '', category: '', min_stock: -1, cantidad_x_caja: 0, weight: 0 },
    });
    expect(invalid.json().fields).toMatchObject({
      name: 'El nombre es requerido',
      category: 'La categoría es requerida',
      min_stock: 'El stock mínimo debe ser mayor o igual a 0',
      cantidad_x_caja: 'La cantidad por caja debe ser mayor a 0',
      weight: 'Si se especifica, el peso debe ser mayor a 0',
    });
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/products/999999',
      headers: admin(),
      payload: { name: 'x', category: 'y' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('No se puede editar: producto no encontrado');
    const taken = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: admin(),
      payload: { name: 'x', category: 'y', barcode: '7801234567894' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ barcode: 'Ya existe un producto con el código de barras 7801234567894' });
  });

  it('soft-deletes: status Inactivo and deleted_at, hidden from lists, stock kept; editing to Activo restores it', async () => {
    const p = await create({ sku: 'SOFT-1', barcode: '', current_stock: 5 });
    const softId = p.json().data.id;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/products/${softId}`, headers: admin() });
    expect(res.json().data).toEqual({ id: softId, permanent: false, removed_rows: 0, removed_quantity: 0 });
    const row = await t.db.kysely.selectFrom('products').selectAll().where('id', '=', softId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'Inactivo', current_stock: 5 });
    expect(row.deleted_at).not.toBeNull();
    expect((await t.app.inject({ url: '/api/products?search=soft-1', headers: admin() })).json().pagination.total).toBe(0);
    expect(
      (await t.app.inject({ url: '/api/products?search=soft-1&include_inactive=true', headers: admin() })).json().pagination
        .total,
    ).toBe(1);
    await t.app.inject({
      method: 'PUT',
      url: `/api/products/${softId}`,
      headers: admin(),
      payload: { name: 'Vuelve', category: 'Insumos', status: 'Activo' },
    });
    expect(
      (await t.db.kysely.selectFrom('products').select('deleted_at').where('id', '=', softId).executeTakeFirstOrThrow())
        .deleted_at,
    ).toBeNull();
  });

  it('permanently deletes a product and its inventory through the ledger; the events stay', async () => {
    const p = (await create({ sku: 'PERM-1', barcode: '', current_stock: 7 })).json().data;
    await t.app.deps.stockTransaction((stock) =>
      stock.add({ product_id: p.id, location_id: loc.location_id, lot_number: 'L2' }, 3, 'RECEPTION', { user_id: 1 }),
    );
    const res = await t.app.inject({ method: 'DELETE', url: `/api/products/${p.id}?permanent=true`, headers: admin() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: p.id, permanent: true, removed_rows: 2, removed_quantity: 10 });
    expect(await t.db.kysely.selectFrom('products').select('id').where('id', '=', p.id).execute()).toEqual([]);
    expect(await t.db.kysely.selectFrom('inventory').select('id').where('product_id', '=', p.id).execute()).toEqual([]);
    const log = await events(p.id);
    expect(log.map((e) => [e.event_type, e.quantity, e.description])).toEqual([
      ['RECEPTION', 7, 'Stock inicial'],
      ['RECEPTION', 3, null],
      ['ADJUSTMENT', -7, 'Eliminación permanente del producto'],
      ['ADJUSTMENT', -3, 'Eliminación permanente del producto'],
    ]);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/products/${p.id}?permanent=true`, headers: admin() })).statusCode,
    ).toBe(404);
  });

  it('refuses a permanent delete while stock is reserved, and writes nothing', async () => {
    const p = (await create({ sku: 'PERM-2', barcode: '', current_stock: 4 })).json().data;
    await t.db.kysely.updateTable('inventory').set({ reserved_quantity: 2 }).where('product_id', '=', p.id).execute();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/products/${p.id}?permanent=true`, headers: admin() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'IN_USE', error: 'No se puede eliminar el producto: tiene 2 unidades reservadas' });
    expect((await events(p.id)).length).toBe(1);
  });

  it('lets only admin write; every inventory role reads', async () => {
    for (const role of ['operator', 'viewer', 'user'] as const) {
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/products', headers: t.auth(role), payload: form({ sku: 'X' }) }))
          .statusCode,
      ).toBe(403);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: t.auth(role) })).statusCode).toBe(403);
      expect((await t.app.inject({ url: '/api/products', headers: t.auth(role) })).statusCode).toBe(200);
    }
  });
});

describe('products: bulk import', () => {
  beforeAll(async () => {
    await createProduct(t.db.kysely, { sku: 'EXIST-1' });
  });

  it('creates valid rows in one go, merges duplicate SKUs, refuses existing ones and generates missing barcodes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products/bulk',
      headers: admin(),
      payload: {
        products: [
          { sku: 'BLK-1', name: 'Apósito', barcode: '', category: 'Curaciones' },
          { sku: 'BLK-1', name: 'Apósito bis', barcode: '7809999999992' },
          { sku: 'EXIST-1', name: 'Ya existe', barcode: '7808888888889' },
          { sku: 'BLK-2', name: 'Venda', barcode: '7809999999992' },
          { sku: 'BLK-3', name: 'Tela adhesiva', barcode: '' },
          { sku: 'BLK-4', name: 'Mascarilla', barcode: '7807777777772', min_stock: -1 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ created: 2, merged: 1, refused: 3, message: '2 productos creados exitosamente' });
    expect(
      data.results.map((r: { row: number; sku: string; status: string; reason: string | null }) => [
        r.row,
        r.sku,
        r.status,
        r.reason,
      ]),
    ).toEqual([
      [1, 'BLK-1', 'created', null],
      [2, 'BLK-1', 'merged', 'SKU repetido en el archivo: se unió con la fila 1'],
      [3, 'EXIST-1', 'refused', 'Ya existe un producto con el SKU EXIST-1'],
      [4, 'BLK-2', 'refused', 'Ya existe un producto con el código de barras 7809999999992'],
      [5, 'BLK-3', 'created', null],
      [6, 'BLK-4', 'refused', 'Stock mínimo no puede ser negativo'],
    ]);
    const created = await t.db.kysely
      .selectFrom('products')
      .selectAll()
      .where('sku', 'in', ['BLK-1', 'BLK-3'])
      .orderBy('sku')
      .execute();
    expect(created[0]).toMatchObject({
      barcode: '7809999999992',
      category: 'Curaciones',
      status: 'Activo',
      min_stock: 0,
      max_stock: 1000,
      search_text: 'blk-1 apósito 7809999999992',
    });
    expect(created[1]).toMatchObject({ category: 'Importado' });
    expect(created[1]!.barcode).toMatch(/^78900\d{8}$/);
    expect(data.results[4].auto_generated).toBe(true);
    const categories = await t.db.kysely.selectFrom('categories').select('name').execute();
    expect(categories.map((c) => c.name)).toEqual(expect.arrayContaining(['Curaciones', 'Importado']));
    const existing = await t.db.kysely
      .selectFrom('products')
      .select('name')
      .where('sku', '=', 'EXIST-1')
      .executeTakeFirstOrThrow();
    expect(existing.name).not.toBe('Ya existe');
  });

  it('refuses an empty list with 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/products/bulk', headers: admin(), payload: { products: [] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Debe incluir al menos un producto');
  });
});

describe('products: box-quantity template', () => {
  it('downloads cantidad_x_caja.csv with every active product', async () => {
    await createProduct(t.db.kysely, { sku: 'BOX-1', name: 'Caja, con coma' });
    const res = await t.app.inject({ url: '/api/products/cantidad-x-caja/template', headers: admin() });
    expect(res.statusCode).toBe(200);
    const { content, filename } = res.json().data;
    expect(filename).toBe('cantidad_x_caja.csv');
    expect(content.split('\n')[0]).toBe('sku,nombre,cantidad_x_caja');
    expect(content).toContain('BOX-1,"Caja, con coma",1');
  });

  it('updates quantities, skips empty or unchanged rows and reports errors with their line', async () => {
    await createProduct(t.db.kysely, { sku: 'BOX-2' });
    const content = [
      'SKU,Nombre,Cantidad x Caja',
      'BOX-1,x,12',
      'BOX-2,y,1',
      ',z,5',
      'BOX-404,w,3',
      'BOX-2,y,abc',
      'BOX-1,x,',
    ].join('\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products/cantidad-x-caja/upload',
      headers: admin(),
      payload: { content },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      summary: { updated: 1, skipped: 3, errors: 2 },
      errors: [
        'Fila 6: la cantidad por caja de BOX-2 debe ser un número entero mayor a 0 ("abc")',
        'Fila 5: no existe un producto con el SKU BOX-404',
      ],
    });
    expect(
      (await t.db.kysely.selectFrom('products').select('cantidad_x_caja').where('sku', '=', 'BOX-1').executeTakeFirstOrThrow())
        .cantidad_x_caja,
    ).toBe(12);
  });

  it('refuses a file without the required columns', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products/cantidad-x-caja/upload',
      headers: admin(),
      payload: { content: 'codigo,valor\nA,1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Faltan columnas requeridas: sku, cantidad_x_caja');
  });
});

describe('products: fabricante', () => {
  it('keeps the manufacturer name through create, read and edit; empty clears it', async () => {
    const created = await create({
      sku: 'FAB-RT-1',
      barcode: '7809999000011',
      name: 'Stent liberador',
      fabricante: '  Corazón Médica SpA ',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data.fabricante).toBe('Corazón Médica SpA');
    const read = async () => (await t.app.inject({ url: `/api/products/${id}`, headers: admin() })).json().data.fabricante;
    expect(await read()).toBe('Corazón Médica SpA');
    const edit = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/products/${id}`,
        headers: admin(),
        payload: { name: 'Stent liberador', category: 'Insumos', ...payload },
      });
    expect((await edit({})).json().data.fabricante).toBe('Corazón Médica SpA'); // not sent: kept
    expect((await edit({ fabricante: 'CardioVital Devices S.A.' })).json().data.fabricante).toBe('CardioVital Devices S.A.');
    expect(await read()).toBe('CardioVital Devices S.A.');
    const long = await edit({ fabricante: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toHaveProperty('fabricante');
    expect(await read()).toBe('CardioVital Devices S.A.');
    expect((await edit({ fabricante: '' })).json().data.fabricante).toBeNull();
  });
});
