import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

/** Serialised devices take one serial per unit, at receipt and after. */
let t: TestApp;
let loc: { warehouse_id: number; zone_id: number; location_id: number };
const db = () => t.db.kysely;
let n = 0;
const admin = () => t.auth('admin');

beforeAll(async () => {
  t = await createTestApp();
  loc = await createLocation(db());
});
afterAll(async () => t?.close());

async function product(overrides: Record<string, unknown>): Promise<{ id: number; requiere_serie: boolean }> {
  n++;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: admin(),
    payload: {
      sku: `SER-${n}`,
      barcode: `78012345${String(10000 + n).slice(-5)}`,
      name: `Marcapasos ${n}`,
      category: 'Implantes',
      ...loc,
      min_stock: 1,
      max_stock: 100,
      status: 'Activo',
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const dmLine = {
  forma_adquisicion: 'Compra directa',
  fecha_recepcion_conforme: new Date().toISOString(),
  numero_registro_sanitario: 'ISP-1',
};
const receive = (details: object[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/transactions/simplified-reception',
    headers: admin(),
    payload: { reference: `ING-SER-${++n}`, warehouse_id: loc.warehouse_id, zone_id: loc.zone_id, details },
  });
const implantable = { es_dm_priorizado: true, tipo_dm: 'Implantable', categorizacion_implantable: 'Cardiológico' };

describe('serials per unit', () => {
  it('a priority implantable requires serials by default; any product may be set to, or not', async () => {
    expect((await product(implantable)).requiere_serie).toBe(true);
    expect((await product({ ...implantable, requiere_serie: false })).requiere_serie).toBe(false);
    expect((await product({})).requiere_serie).toBe(false);
    expect((await product({ requiere_serie: true })).requiere_serie).toBe(true);
  });

  it('receives a line of quantity 3 with 3 serials as 3 units; without them, or with too few, it is refused', async () => {
    const p = await product(implantable);
    const line = {
      product_id: p.id,
      quantity: 3,
      lot_number: 'MP-1',
      expiry_date: '2031-01-31',
      destination_location_id: loc.location_id,
      ...dmLine,
    };
    const none = await receive([line]);
    expect(none.statusCode).toBe(400);
    expect(none.json().fields['details.0.serial_numbers']).toBe(
      'Este producto requiere un número de serie por unidad: faltan 3 de 3',
    );
    const few = await receive([{ ...line, serial_numbers: ['MP-A', 'MP-B'] }]);
    expect(few.statusCode).toBe(400);
    const ok = await receive([{ ...line, serial_numbers: ['MP-A', 'MP-B', 'MP-C'] }]);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.units_received).toBe(3);
    expect(ok.json().data.details.map((d: { serial_number: string; quantity: number }) => [d.serial_number, d.quantity])).toEqual(
      [
        ['MP-A', 1],
        ['MP-B', 1],
        ['MP-C', 1],
      ],
    );
    const rows = await db()
      .selectFrom('inventory')
      .select(['serial_number', 'quantity'])
      .where('product_id', '=', p.id)
      .orderBy('serial_number')
      .execute();
    expect(rows).toEqual([
      { serial_number: 'MP-A', quantity: 1 },
      { serial_number: 'MP-B', quantity: 1 },
      { serial_number: 'MP-C', quantity: 1 },
    ]);
    // A serial that already exists for the product is a conflict, named on its field.
    const again = await receive([{ ...line, quantity: 2, serial_numbers: ['MP-D', 'MP-B'] }]);
    expect(again.statusCode).toBe(409);
    expect(Object.keys(again.json().fields)).toEqual(['details.0.serial_numbers.1']);
  });

  it('a serial implanted in a patient cannot be received again (409)', async () => {
    const p = await product(implantable);
    const received = await receive([
      {
        product_id: p.id,
        quantity: 1,
        serial_number: 'IMP-1',
        lot_number: 'L',
        expiry_date: '2031-01-31',
        destination_location_id: loc.location_id,
        ...dmLine,
      },
    ]);
    expect(received.statusCode, received.body).toBe(201);
    const device = (await t.app.inject({ url: '/api/dm/dispositivos-dm?busqueda=IMP-1', headers: admin() })).json().data[0];
    const implant = await t.app.inject({
      method: 'POST',
      url: '/api/dm/implantes',
      headers: admin(),
      payload: {
        inventory_item_id: device.id,
        run_paciente: '12345678-5',
        nombre_paciente: 'Paciente Serie',
        fecha_implantacion: new Date().toISOString(),
        nombre_profesional_implante: 'Dra. Pérez',
        prestacion_quirurgica: 'Implante de marcapasos',
      },
    });
    expect(implant.statusCode, implant.body).toBe(201);
    const twice = await receive([
      {
        product_id: p.id,
        quantity: 1,
        serial_number: 'IMP-1',
        lot_number: 'L',
        expiry_date: '2031-01-31',
        destination_location_id: loc.location_id,
        ...dmLine,
      },
    ]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toContain('IMP-1');
  });

  it('a product that does not require serials keeps the rule: a serial only when the quantity is 1', async () => {
    const p = await product({});
    const base = { product_id: p.id, lot_number: 'G', expiry_date: '2031-01-31', destination_location_id: loc.location_id };
    expect((await receive([{ ...base, quantity: 4 }])).statusCode).toBe(201);
    const refused = await receive([{ ...base, quantity: 2, serial_number: 'G-1' }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields['details.0.serial_number']).toBe(
      'El número de serie solo se puede indicar cuando la cantidad es 1',
    );
  });
});
