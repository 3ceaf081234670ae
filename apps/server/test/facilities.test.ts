import { CAPACITY_MESSAGES, FACILITY_MESSAGES, type Role } from '@bodega/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(method: Method, url: string, payload?: unknown, role: Role = 'admin') {
  return t.app.inject({ method, url, headers: t.auth(role), ...(payload === undefined ? {} : { payload: payload as object }) });
}

let sequence = 0;
const unique = (prefix: string) => `${prefix}${++sequence}`;

async function newWarehouse(overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/warehouses', { code: unique('BOD-'), name: 'Bodega Central', ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; code: string };
}

async function newZone(warehouseId: number, overrides: Record<string, unknown> = {}) {
  const res = await call('POST', `/api/zones/warehouse/${warehouseId}`, { code: unique('Z-'), name: 'Zona Fría', ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; code: string; capacity: number };
}

async function newLocation(zoneId: number, overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/locations', { code: unique('UB-A-'), zone_id: zoneId, capacity: 100, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; code: string; barcode: string };
}

async function addStock(productId: number, locationId: number, quantity: number, lot = 'L1') {
  await t.app.deps.stockTransaction((stock) =>
    stock.add({ product_id: productId, location_id: locationId, lot_number: lot }, quantity, 'RECEPTION', { user_id: 1 }),
  );
}

async function removeStock(productId: number, locationId: number, quantity: number, lot = 'L1') {
  await t.app.deps.stockTransaction((stock) =>
    stock.remove({ product_id: productId, location_id: locationId, lot_number: lot }, quantity, 'DISPATCH', { user_id: 1 }),
  );
}

describe('warehouses', () => {
  it('creates, reads, lists and updates a warehouse; status Activo by default', async () => {
    const warehouse = await newWarehouse({ address: 'Av. Providencia 1234', description: 'Insumos generales' });
    expect(warehouse).toMatchObject({
      name: 'Bodega Central',
      address: 'Av. Providencia 1234',
      status: 'Activo',
      zone_count: 0,
      location_count: 0,
    });

    const updated = await call('PUT', `/api/warehouses/${warehouse.id}`, {
      code: warehouse.code,
      name: 'Bodega Norte',
      status: 'Inactivo',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ id: warehouse.id, name: 'Bodega Norte', status: 'Inactivo', address: null });

    const list = await call('GET', '/api/warehouses');
    expect(list.json().data.find((w: { id: number }) => w.id === warehouse.id)).toMatchObject({ name: 'Bodega Norte' });
    expect((await call('GET', `/api/warehouses/${warehouse.id}`)).json().data.code).toBe(warehouse.code);
  });

  it('answers the form messages for the same payload', async () => {
    const res = await call('POST', '/api/warehouses', { code: ' ', name: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { code: FACILITY_MESSAGES.codeRequired, name: FACILITY_MESSAGES.nameRequired },
    });
    expect(res.json().fields.code).toBe('El código es requerido');
  });

  it('refuses a duplicate code (any case) with 409 DUPLICATE in Spanish', async () => {
    const warehouse = await newWarehouse();
    const res = await call('POST', '/api/warehouses', { code: warehouse.code.toLowerCase(), name: 'Otra' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: `Ya existe una bodega con el código ${warehouse.code.toLowerCase()}`,
      code: 'DUPLICATE',
      fields: { code: `Ya existe una bodega con el código ${warehouse.code.toLowerCase()}` },
    });
  });

  it('keeps the code locked on update', async () => {
    const warehouse = await newWarehouse();
    const res = await call('PUT', `/api/warehouses/${warehouse.id}`, { code: 'OTRO', name: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { code: 'El código no se puede modificar' } });
  });

  it('answers 404 in Spanish for a missing warehouse', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/warehouses/999999'],
      ['PUT', '/api/warehouses/999999', { code: 'X', name: 'X' }],
      ['DELETE', '/api/warehouses/999999'],
      ['GET', '/api/warehouses/999999/zones'],
      ['POST', '/api/zones/warehouse/999999', { code: 'X', name: 'X' }],
    ] as const) {
      const res = await call(method, url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: 'Bodega no encontrada', code: 'NOT_FOUND' });
    }
  });
});

describe('zones', () => {
  it('creates zones in a warehouse with defaults and lists them by warehouse', async () => {
    const warehouse = await newWarehouse();
    const zone = await newZone(warehouse.id, { aisle: 3 });
    expect(zone).toMatchObject({
      warehouse_id: warehouse.id,
      warehouse_code: warehouse.code,
      weight: 1,
      capacity: 100,
      aisle: '3',
      location_count: 0,
      current_usage: 0,
    });
    await newZone(warehouse.id);
    const other = await newWarehouse();
    await newZone(other.id);

    const byPath = await call('GET', `/api/warehouses/${warehouse.id}/zones`);
    expect(byPath.json().data.map((z: { warehouse_id: number }) => z.warehouse_id)).toEqual([warehouse.id, warehouse.id]);
    const byQuery = await call('GET', `/api/zones?warehouse_id=${warehouse.id}`);
    expect(byQuery.json().data).toEqual(byPath.json().data);
    const all = await call('GET', '/api/zones');
    expect(all.json().data.length).toBeGreaterThanOrEqual(3);
    expect((await call('GET', `/api/warehouses/${warehouse.id}`)).json().data.zone_count).toBe(2);
  });

  it('answers the zone form messages', async () => {
    const warehouse = await newWarehouse();
    const res = await call('POST', `/api/zones/warehouse/${warehouse.id}`, { code: '', name: '', weight: 0, capacity: -1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      code: 'El código es requerido',
      name: 'El nombre es requerido',
      weight: 'El peso debe ser mayor a 0',
      capacity: 'La capacidad debe ser mayor a 0',
    });
  });

  it('refuses a duplicate code in the same warehouse only', async () => {
    const warehouse = await newWarehouse();
    const zone = await newZone(warehouse.id);
    const res = await call('POST', `/api/zones/warehouse/${warehouse.id}`, { code: zone.code, name: 'Otra' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'DUPLICATE',
      error: `Ya existe una zona con el código ${zone.code} en esta bodega`,
    });
    const other = await newWarehouse();
    expect((await call('POST', `/api/zones/warehouse/${other.id}`, { code: zone.code, name: 'Otra' })).statusCode).toBe(201);
  });

  it('updates a zone with its code locked, and moves it to another warehouse', async () => {
    const warehouse = await newWarehouse();
    const zone = await newZone(warehouse.id);
    const res = await call('PUT', `/api/zones/${zone.id}`, { code: zone.code, name: 'Zona Seca', weight: 2.5, capacity: 300 });
    expect(res.json().data).toMatchObject({ name: 'Zona Seca', weight: 2.5, capacity: 300, warehouse_id: warehouse.id });
    expect((await call('PUT', `/api/zones/${zone.id}`, { code: 'NUEVO', name: 'x' })).json().fields).toEqual({
      code: 'El código no se puede modificar',
    });

    const other = await newWarehouse();
    const moved = await call('PUT', `/api/zones/${zone.id}`, { code: zone.code, name: 'Zona Seca', warehouse_id: other.id });
    expect(moved.json().data.warehouse_id).toBe(other.id);
    const missing = await call('PUT', `/api/zones/${zone.id}`, { code: zone.code, name: 'x', warehouse_id: 999999 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ warehouse_id: 'La bodega no existe' });
  });

  it('answers 404 in Spanish for a missing zone', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/zones/999999'],
      ['PUT', '/api/zones/999999', { code: 'X', name: 'X' }],
      ['DELETE', '/api/zones/999999'],
      ['GET', '/api/zones/999999/capacity'],
      ['PUT', '/api/zones/999999/capacity', { capacity: 5 }],
      ['POST', '/api/zones/999999/check-capacity', { quantity: 5 }],
      ['GET', '/api/zones/999999/locations'],
    ] as const) {
      const res = await call(method, url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: 'Zona no encontrada', code: 'NOT_FOUND' });
    }
  });
});

describe('zone capacity from real stock', () => {
  it('counts the units in the zone’s locations, with near (≥ 90 %) and over (> 100 %) and their messages', async () => {
    const warehouse = await newWarehouse();
    const zone = await newZone(warehouse.id, { capacity: 100 });
    const a = await newLocation(zone.id);
    const b = await newLocation(zone.id);
    const product = await createProduct(t.db.kysely);

    let res = await call('GET', `/api/zones/${zone.id}/capacity`);
    expect(res.json().data).toEqual({
      zone_id: zone.id,
      capacity: 100,
      current_usage: 0,
      available: 100,
      usage_percentage: 0,
      near_capacity: false,
      over_capacity: false,
      color: 'success',
      message: null,
    });

    await addStock(product, a.id, 50);
    await addStock(product, b.id, 39, 'L2');
    res = await call('GET', `/api/zones/${zone.id}/capacity`);
    expect(res.json().data).toMatchObject({ current_usage: 89, usage_percentage: 89, near_capacity: false, message: null });

    await addStock(product, b.id, 1, 'L2');
    res = await call('GET', `/api/zones/${zone.id}/capacity`);
    expect(res.json().data).toMatchObject({
      current_usage: 90,
      near_capacity: true,
      over_capacity: false,
      color: 'warning',
      message: CAPACITY_MESSAGES.near,
    });
    expect(res.json().data.message).toBe(
      'La capacidad de la zona está a un 90%. Considere utilizar otra zona para nuevos ingresos.',
    );

    await addStock(product, a.id, 11);
    res = await call('GET', `/api/zones/${zone.id}/capacity`);
    expect(res.json().data).toMatchObject({
      current_usage: 101,
      available: 0,
      usage_percentage: 101,
      near_capacity: false,
      over_capacity: true,
      color: 'error',
    });
    expect(res.json().data.message).toBe('Capacidad de la zona completa. Debe buscar otra zona para dejar sus productos.');

    // The zone list reports the same usage.
    const zones = await call('GET', `/api/warehouses/${warehouse.id}/zones`);
    expect(zones.json().data[0]).toMatchObject({ current_usage: 101, location_count: 2 });

    const raised = await call('PUT', `/api/zones/${zone.id}/capacity`, { capacity: 200 });
    expect(raised.json().data).toMatchObject({
      capacity: 200,
      current_usage: 101,
      available: 99,
      over_capacity: false,
      message: null,
    });
    expect((await call('GET', `/api/zones/${zone.id}`)).json().data.capacity).toBe(200);
  });

  it('refuses a capacity that is not above 0, with the form message', async () => {
    const zone = await newZone((await newWarehouse()).id);
    const res = await call('PUT', `/api/zones/${zone.id}/capacity`, { capacity: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ capacity: 'La capacidad debe ser mayor a 0' });
  });

  it('checks whether a quantity fits', async () => {
    const zone = await newZone((await newWarehouse()).id, { capacity: 100 });
    const location = await newLocation(zone.id);
    await addStock(await createProduct(t.db.kysely), location.id, 60);

    const fits = await call('POST', `/api/zones/${zone.id}/check-capacity`, { quantity: 20 });
    expect(fits.json().data).toMatchObject({
      quantity: 20,
      can_accommodate: true,
      current_usage: 60,
      available: 40,
      usage_percentage: 60,
      usage_percentage_after: 80,
      message: null,
    });

    const near = await call('POST', `/api/zones/${zone.id}/check-capacity`, { quantity: 35 });
    expect(near.json().data).toMatchObject({
      can_accommodate: true,
      usage_percentage_after: 95,
      message: CAPACITY_MESSAGES.near,
    });

    const exact = await call('POST', `/api/zones/${zone.id}/check-capacity`, { quantity: 40 });
    expect(exact.json().data.can_accommodate).toBe(true);

    const over = await call('POST', `/api/zones/${zone.id}/check-capacity`, { quantity: 41 });
    expect(over.statusCode).toBe(200);
    expect(over.json().data).toMatchObject({
      can_accommodate: false,
      message: 'La zona seleccionada no tiene capacidad suficiente para este ingreso',
    });

    const bad = await call('POST', `/api/zones/${zone.id}/check-capacity`, { quantity: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ quantity: 'La cantidad debe ser mayor a 0' });
  });
});

describe('locations', () => {
  it('creates a location whose barcode defaults to its code, and reads it', async () => {
    const warehouse = await newWarehouse();
    const zone = await newZone(warehouse.id);
    const location = await newLocation(zone.id, {
      description: 'Estante 1',
      aisle: 'A',
      rack: '01',
      level: 2,
      position: '3',
      location_type: 'picking',
    });
    expect(location).toMatchObject({
      barcode: location.code,
      description: 'Estante 1',
      aisle: 'A',
      rack: '01',
      level: '2',
      position: '3',
      location_type: 'picking',
      weight: 1,
      capacity: 100,
      is_volumetric: false,
      volumetric_capacity: null,
      zone_id: zone.id,
      zone_code: zone.code,
      warehouse_id: warehouse.id,
      warehouse_code: warehouse.code,
      current_usage: 0,
      usage_percentage: 0,
      current_volume_usage: 0,
    });
    const read = await call('GET', `/api/locations/${location.id}`);
    expect(read.json().data).toEqual(location);
    const own = await newLocation(zone.id, { barcode: unique('CB-') });
    expect(own.barcode).not.toBe(own.code);
  });

  it('answers the location form messages', async () => {
    const plain = await call('POST', '/api/locations', { code: '', weight: 0, location_type: 'otro', capacity: null });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().fields).toEqual({
      code: 'El código es requerido',
      location_type: 'El tipo de ubicación es requerido',
      weight: 'El peso debe ser mayor a 0',
      zone_id: 'La zona es requerida',
      capacity: 'La capacidad debe ser mayor a 0',
    });
    const volumetric = await call('POST', '/api/locations', { code: 'V1', zone_id: 1, is_volumetric: true, width: 0 });
    expect(volumetric.json().fields).toEqual({
      width: 'El ancho es requerido',
      length: 'El largo es requerido',
      height: 'El alto es requerido',
    });
  });

  it('gives a location left without capacity the default of 1', async () => {
    const zone = await newZone((await newWarehouse()).id);
    const res = await call('POST', '/api/locations', { code: unique('DEF-'), zone_id: zone.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ capacity: 1, weight: 1, location_type: 'storage' });
  });

  it('refuses a missing zone, a duplicate code, a barcode already used, and a barcode CODE128 cannot carry', async () => {
    const zone = await newZone((await newWarehouse()).id);
    const missingZone = await call('POST', '/api/locations', { code: unique('X'), zone_id: 999999, capacity: 1 });
    expect(missingZone.statusCode).toBe(400);
    expect(missingZone.json().fields).toEqual({ zone_id: 'La zona no existe' });

    const location = await newLocation(zone.id);
    const dup = await call('POST', '/api/locations', { code: location.code.toLowerCase(), zone_id: zone.id, capacity: 1 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      code: 'DUPLICATE',
      error: `Ya existe una ubicación con el código ${location.code.toLowerCase()}`,
    });

    const sameBarcode = await call('POST', '/api/locations', {
      code: unique('Y'),
      zone_id: zone.id,
      capacity: 1,
      barcode: location.code,
    });
    expect(sameBarcode.statusCode).toBe(409);
    expect(sameBarcode.json().fields.barcode).toBe(
      `El código de barras ${location.code} ya está asignado a la ubicación ${location.code}`,
    );

    const accented = await call('POST', '/api/locations', { code: 'PASILLO-Ñ', zone_id: zone.id, capacity: 1 });
    expect(accented.statusCode).toBe(400);
    expect(accented.json().fields).toEqual({ code: FACILITY_MESSAGES.barcodeCode128 });
  });

  it('refuses fractional capacities (units are whole) with the form message', async () => {
    const warehouse = await newWarehouse();
    const zone = await call('POST', `/api/zones/warehouse/${warehouse.id}`, { code: 'FR', name: 'F', capacity: 2.5 });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().fields).toEqual({ capacity: 'La capacidad debe ser un número entero' });
    const real = await newZone(warehouse.id);
    const location = await call('POST', '/api/locations', { code: unique('FR'), zone_id: real.id, capacity: 1.5 });
    expect(location.json().fields).toEqual({ capacity: 'La capacidad debe ser un número entero' });
  });

  it('stores volumetric capacity as width × length × height', async () => {
    const zone = await newZone((await newWarehouse()).id);
    const location = await newLocation(zone.id, {
      is_volumetric: true,
      width: 100,
      length: 50,
      height: 40.5,
      capacity: undefined,
    });
    expect(location).toMatchObject({
      is_volumetric: true,
      volumetric_capacity: 202500,
      capacity: 1,
      width: 100,
      length: 50,
      height: 40.5,
    });
  });

  it('updates with the code locked and can move to another zone', async () => {
    const zone = await newZone((await newWarehouse()).id);
    const target = await newZone((await newWarehouse()).id);
    const location = await newLocation(zone.id);
    const res = await call('PUT', `/api/locations/${location.id}`, {
      code: location.code,
      zone_id: target.id,
      capacity: 40,
      description: 'Movida',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ zone_id: target.id, capacity: 40, description: 'Movida', barcode: location.code });
    const locked = await call('PUT', `/api/locations/${location.id}`, { code: 'CAMBIO', zone_id: target.id, capacity: 40 });
    expect(locked.json().fields).toEqual({ code: 'El código no se puede modificar' });
    const missing = await call('PUT', '/api/locations/999999', { code: 'X', zone_id: target.id, capacity: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Ubicación no encontrada', code: 'NOT_FOUND' });
  });

  it('reports occupancy in units and volume from real stock', async () => {
    const zone = await newZone((await newWarehouse()).id);
    const location = await newLocation(zone.id, { capacity: 40, is_volumetric: true, width: 100, length: 100, height: 100 });
    const boxed = await createProduct(t.db.kysely);
    await t.db.kysely.updateTable('products').set({ length: 10, width: 20, height: 5 }).where('id', '=', boxed).execute();
    const loose = await createProduct(t.db.kysely); // no dimensions: counts units, no volume
    await addStock(boxed, location.id, 6);
    await addStock(loose, location.id, 4);

    const res = await call('GET', `/api/locations/${location.id}`);
    expect(res.json().data).toMatchObject({
      current_usage: 10,
      usage_percentage: 25,
      current_volume_usage: 6000,
      volumetric_capacity: 1_000_000,
    });
    const inZone = await call('GET', `/api/zones/${zone.id}/locations`);
    expect(inZone.json().data).toHaveLength(1);
    expect(inZone.json().data[0]).toMatchObject({ current_usage: 10, current_volume_usage: 6000 });
  });

  it('lists 15 per page by default, filtered by zone, warehouse and text, with pagination', async () => {
    const warehouse = await newWarehouse();
    const zone = await newZone(warehouse.id);
    const otherZone = await newZone(warehouse.id);
    for (let i = 0; i < 17; i++) await newLocation(zone.id, { code: `PAG-${String(i).padStart(2, '0')}-${sequence}` });
    await newLocation(otherZone.id, { description: 'Refrigerador_vacunas' });

    const first = await call('GET', `/api/locations?zone_id=${zone.id}`);
    expect(first.json().pagination).toEqual({ page: 1, per_page: 15, total: 17 });
    expect(first.json().data).toHaveLength(15);
    const second = await call('GET', `/api/locations?zone_id=${zone.id}&page=2`);
    expect(second.json().data).toHaveLength(2);
    const codes = [...first.json().data, ...second.json().data].map((l: { code: string }) => l.code);
    expect(codes).toEqual([...codes].sort());

    const desc = await call('GET', `/api/locations?zone_id=${zone.id}&sort=code&order=desc&per_page=3`);
    expect(desc.json().data.map((l: { code: string }) => l.code)).toEqual([...codes].reverse().slice(0, 3));

    const byWarehouse = await call('GET', `/api/locations?warehouse_id=${warehouse.id}&per_page=100`);
    expect(byWarehouse.json().pagination.total).toBe(18);
    const search = await call('GET', `/api/locations?warehouse_id=${warehouse.id}&search=${encodeURIComponent('refrigerador_')}`);
    expect(search.json().data.map((l: { description: string }) => l.description)).toEqual(['Refrigerador_vacunas']);
    // '_' is a literal, not a wildcard.
    expect((await call('GET', `/api/locations?warehouse_id=${warehouse.id}&search=PAG_`)).json().pagination.total).toBe(0);

    const bad = await call('GET', '/api/locations?per_page=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ 'querystring.per_page': 'Debe estar entre 1 y 100' });
  });
});

describe('deleting (nothing is orphaned)', () => {
  it('refuses to delete a location, zone or warehouse holding stock, saying why', async () => {
    const warehouse = await newWarehouse();
    const zone = await newZone(warehouse.id);
    const location = await newLocation(zone.id);
    const product = await createProduct(t.db.kysely);
    await addStock(product, location.id, 7);

    const byLocation = await call('DELETE', `/api/locations/${location.id}`);
    expect(byLocation.statusCode).toBe(409);
    expect(byLocation.json()).toMatchObject({
      code: 'IN_USE',
      error: `No se puede eliminar la ubicación ${location.code}: tiene 7 unidades en stock. Traslade el stock antes de eliminarla`,
    });
    const byZone = await call('DELETE', `/api/zones/${zone.id}`);
    expect(byZone.statusCode).toBe(409);
    expect(byZone.json().error).toBe(`No se puede eliminar la zona ${zone.code}: tiene 7 unidades en stock en sus ubicaciones`);
    const byWarehouse = await call('DELETE', `/api/warehouses/${warehouse.id}`);
    expect(byWarehouse.statusCode).toBe(409);
    expect(byWarehouse.json().error).toBe(
      `No se puede eliminar la bodega ${warehouse.code}: tiene 7 unidades en stock en sus ubicaciones`,
    );
    expect((await call('GET', `/api/locations/${location.id}`)).statusCode).toBe(200);
  });

  it('refuses to delete a location named by traceability events, even once empty', async () => {
    const zone = await newZone((await newWarehouse()).id);
    const location = await newLocation(zone.id);
    const product = await createProduct(t.db.kysely);
    await addStock(product, location.id, 1);
    await removeStock(product, location.id, 1);
    const res = await call('DELETE', `/api/locations/${location.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      `No se puede eliminar la ubicación ${location.code}: tiene 2 movimientos registrados en la trazabilidad`,
    );
  });

  it('refuses a warehouse with zones and a zone with locations', async () => {
    const warehouse = await newWarehouse();
    const zone = await newZone(warehouse.id);
    await newLocation(zone.id);
    const byWarehouse = await call('DELETE', `/api/warehouses/${warehouse.id}`);
    expect(byWarehouse.json()).toMatchObject({
      code: 'IN_USE',
      error: `No se puede eliminar la bodega ${warehouse.code}: tiene 1 zona. Elimine primero sus zonas`,
    });
    const byZone = await call('DELETE', `/api/zones/${zone.id}`);
    expect(byZone.json()).toMatchObject({
      code: 'IN_USE',
      error: `No se puede eliminar la zona ${zone.code}: tiene 1 ubicación. Elimine primero sus ubicaciones`,
    });
  });

  it('deletes location → zone → warehouse, clearing products’ default placement in the same transaction', async () => {
    const warehouse = await newWarehouse();
    const zone = await newZone(warehouse.id);
    const location = await newLocation(zone.id);
    const product = await createProduct(t.db.kysely);
    await t.db.kysely
      .updateTable('products')
      .set({ warehouse_id: warehouse.id, zone_id: zone.id, location_id: location.id })
      .where('id', '=', product)
      .execute();
    const placement = () =>
      t.db.kysely
        .selectFrom('products')
        .select(['warehouse_id', 'zone_id', 'location_id'])
        .where('id', '=', product)
        .executeTakeFirstOrThrow();

    const delLocation = await call('DELETE', `/api/locations/${location.id}`);
    expect(delLocation.json()).toEqual({ data: { id: location.id, cleared_products: 1 } });
    expect(await placement()).toEqual({ warehouse_id: warehouse.id, zone_id: zone.id, location_id: null });
    expect((await call('GET', `/api/locations/${location.id}`)).statusCode).toBe(404);

    expect((await call('DELETE', `/api/zones/${zone.id}`)).json()).toEqual({ data: { id: zone.id, cleared_products: 1 } });
    expect((await call('DELETE', `/api/warehouses/${warehouse.id}`)).json()).toEqual({
      data: { id: warehouse.id, cleared_products: 1 },
    });
    expect(await placement()).toEqual({ warehouse_id: null, zone_id: null, location_id: null });
    expect((await call('GET', `/api/warehouses/${warehouse.id}`)).statusCode).toBe(404);
  });
});

describe('ZPL labels for thermal printers', () => {
  it('downloads one CODE128 label per location with code, description and copies', async () => {
    const zone = await newZone((await newWarehouse()).id);
    const a = await newLocation(zone.id, { description: 'Estante ^frío_1' });
    const b = await newLocation(zone.id, { barcode: unique('CB-') });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/locations/labels.zpl?ids=${b.id},${a.id}&size=medium&dpi=203&copies=3`,
      headers: t.auth('admin'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="etiquetas-ubicaciones.zpl"');
    const labels = res.body.split('^XZ').filter((part) => part.trim());
    expect(labels).toHaveLength(2);
    expect(labels[0]).toContain(`^FD${b.barcode}^FS`);
    expect(labels[0]).toContain(`^FD${b.code}^FS`);
    expect(labels[1]).toContain('^BCN,');
    expect(labels[1]).toContain('^PW812');
    expect(labels[1]).toContain('^LL406');
    expect(labels[1]).toContain('^PQ3,0,1,Y');
    // ^ and _ and non-ASCII are hex-escaped under ^FH_ and printed as UTF-8 (^CI28).
    expect(labels[1]).toContain('^FDEstante _5Efr_C3_ADo_5F1^FS');
  });

  it('sizes the label by format and dpi', async () => {
    const zone = await newZone((await newWarehouse()).id);
    const location = await newLocation(zone.id);
    const small = await call('GET', `/api/locations/labels.zpl?ids=${location.id}&size=small&dpi=300`);
    expect(small.body).toContain('^PW600');
    expect(small.body).toContain('^LL300');
    const large = await call('GET', `/api/locations/labels.zpl?ids=${location.id}&size=large&dpi=600`);
    expect(large.body).toContain('^PW2400');
    expect(large.body).toContain('^LL3600');
    expect(large.body).toContain('^PQ1,0,1,Y');
  });

  it('refuses bad ids, unknown locations and bad options in Spanish', async () => {
    expect((await call('GET', '/api/locations/labels.zpl?ids=1,a')).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { 'querystring.ids': 'Indique los identificadores de las ubicaciones separados por comas' },
    });
    expect((await call('GET', '/api/locations/labels.zpl')).statusCode).toBe(400);
    expect((await call('GET', '/api/locations/labels.zpl?ids=1&dpi=250')).json().fields).toEqual({
      'querystring.dpi': 'La resolución debe ser 203, 300 o 600 dpi',
    });
    expect((await call('GET', '/api/locations/labels.zpl?ids=1&copies=0')).json().fields).toEqual({
      'querystring.copies': 'Las copias deben estar entre 1 y 100',
    });
    const missing = await call('GET', '/api/locations/labels.zpl?ids=999998,999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Ubicaciones no encontradas: 999998, 999999', code: 'NOT_FOUND' });
  });
});

describe('role matrix of the facilities routes', () => {
  const readers: Role[] = ['admin', 'operator', 'viewer', 'user'];
  const notAdmin: Role[] = ['operator', 'viewer', 'user'];

  it('lets every inventory reader read warehouses, zones, capacity and locations', async () => {
    const warehouse = await newWarehouse();
    const zone = await newZone(warehouse.id);
    const location = await newLocation(zone.id);
    const urls = [
      '/api/warehouses',
      `/api/warehouses/${warehouse.id}`,
      `/api/warehouses/${warehouse.id}/zones`,
      '/api/zones',
      `/api/zones/${zone.id}`,
      `/api/zones/${zone.id}/capacity`,
      `/api/zones/${zone.id}/locations`,
      '/api/locations',
      `/api/locations/${location.id}`,
    ];
    for (const role of readers) {
      for (const url of urls) expect((await call('GET', url, undefined, role)).statusCode, `${role} ${url}`).toBe(200);
    }
  });

  it('keeps writes, the capacity check and the label download for admins (403 in Spanish), and 401 without a token', async () => {
    const warehouse = await newWarehouse();
    const zone = await newZone(warehouse.id);
    const location = await newLocation(zone.id);
    const writes: Array<[Method, string, unknown?]> = [
      ['POST', '/api/warehouses', { code: 'R1', name: 'R' }],
      ['PUT', `/api/warehouses/${warehouse.id}`, { code: warehouse.code, name: 'R' }],
      ['DELETE', `/api/warehouses/${warehouse.id}`],
      ['POST', `/api/zones/warehouse/${warehouse.id}`, { code: 'R1', name: 'R' }],
      ['PUT', `/api/zones/${zone.id}`, { code: zone.code, name: 'R' }],
      ['DELETE', `/api/zones/${zone.id}`],
      ['PUT', `/api/zones/${zone.id}/capacity`, { capacity: 1 }],
      ['POST', `/api/zones/${zone.id}/check-capacity`, { quantity: 1 }],
      ['POST', '/api/locations', { code: 'R1', zone_id: zone.id, capacity: 1 }],
      ['PUT', `/api/locations/${location.id}`, { code: location.code, zone_id: zone.id, capacity: 1 }],
      ['DELETE', `/api/locations/${location.id}`],
      ['GET', `/api/locations/labels.zpl?ids=${location.id}`],
    ];
    for (const [method, url, body] of writes) {
      for (const role of notAdmin) {
        const res = await call(method, url, body, role);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ error: 'No tiene permisos para realizar esta acción', code: 'FORBIDDEN' });
      }
      const anonymous = await t.app.inject({ method, url, ...(body ? { payload: body as object } : {}) });
      expect(anonymous.statusCode, `anon ${method} ${url}`).toBe(401);
    }
    // Nothing changed.
    expect((await call('GET', `/api/locations/${location.id}`)).json().data.capacity).toBe(100);
  });
});
