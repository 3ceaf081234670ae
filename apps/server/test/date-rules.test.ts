import { addDays, santiagoDay } from '@bodega/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation, createProduct } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

/** Dates a person could not mean are refused in Spanish, naming the field (the domain's date rules). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: t.auth('admin'), payload });
const today = () => santiagoDay();

describe('date rules on every schema', () => {
  it("an order's required date is not before today when it is created", async () => {
    const res = await post('/orders', {
      customer_id: 1,
      required_date: addDays(today(), -1),
      order_lines: [{ product_id: 1, quantity: 1, unit_price: 100 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.required_date).toBe('La fecha requerida no puede ser anterior a hoy');
  });

  it('a shipment ships at most a day ahead and is not delivered before it ships', async () => {
    const ahead = await post('/despachos/shipments', { ship_date: addDays(today(), 3) });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().fields.ship_date).toBe('La fecha de envío no puede ser más de 1 día después de hoy');
    const before = await post('/despachos/shipments', { ship_date: today(), estimated_delivery: addDays(today(), -2) });
    expect(before.statusCode).toBe(400);
    expect(before.json().fields.estimated_delivery).toBe('La entrega estimada no puede ser anterior a la fecha de envío');
    expect((await post('/despachos/shipments', { ship_date: addDays(today(), 1) })).statusCode).toBe(201);
    const loading = await post('/despachos/loading-docks/1/complete-loading', {
      shipment_data: { ship_date: '2026-01-10', estimated_delivery: '2026-01-01' },
    });
    expect(loading.statusCode).toBe(400);
    expect(loading.json().fields['shipment_data.estimated_delivery']).toBe(
      'La entrega estimada no puede ser anterior a la fecha de envío',
    );
  });

  it("a transfer's estimated reception is not before today", async () => {
    const res = await post('/dm/transferencias', {
      inventory_item_id: 1,
      servicio_clinico_destino_id: 1,
      usuario_receptor: 'Enfermera',
      fecha_estimada_recepcion: addDays(today(), -1),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.fecha_estimada_recepcion).toBe('La fecha estimada de recepción no puede ser anterior a hoy');
  });

  it('a receipt conformity date is not in the future nor before 2000; an implantation not before 1900 nor in the future', async () => {
    const line = { product_id: 1, quantity: 1, expiry_date: '2031-01-01', forma_adquisicion: 'Compra directa' };
    for (const [date, message] of [
      ['2030-01-01T10:00', 'La fecha de recepción conforme no puede ser futura'],
      ['1999-12-31T10:00', 'La fecha de recepción conforme no puede ser anterior al año 2000'],
    ] as const) {
      const res = await post('/transactions/simplified-reception', {
        reference: `ING-DATE-${date}`,
        details: [{ ...line, fecha_recepcion_conforme: date }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields['details.0.fecha_recepcion_conforme']).toBe(message);
    }
    const implant = {
      inventory_item_id: 1,
      run_paciente: '12345678-5',
      nombre_paciente: 'Paciente',
      nombre_profesional_implante: 'Dr. X',
      prestacion_quirurgica: 'Implante',
    };
    const old = await post('/dm/implantes', { ...implant, fecha_implantacion: '1800-01-01T10:00' });
    expect(old.statusCode).toBe(400);
    expect(old.json().fields.fecha_implantacion).toBe('La fecha de implantación no puede ser anterior al año 1900');
    const future = await post('/dm/implantes', { ...implant, fecha_implantacion: `${addDays(today(), 2)}T10:00` });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields.fecha_implantacion).toBe('La fecha de implantación no puede ser futura');
  });

  it("an implantation is not before its unit's receipt, and an explant is after its implant", async () => {
    const db = t.db.kysely;
    const place = await createLocation(db);
    const productId = await createProduct(db, { name: 'Marcapasos fechas' });
    await db
      .updateTable('products')
      .set({ es_dm_priorizado: 1, tipo_dm: 'Implantable', categorizacion_implantable: 'Cardiológico' })
      .where('id', '=', productId)
      .execute();
    await t.app.deps.stockTransaction((stock) =>
      stock.add(
        {
          product_id: productId,
          location_id: place.location_id,
          lot_number: 'L-F',
          serial_number: 'SN-FECHA',
          expiry_date: '2031-01-01',
        },
        1,
        'RECEPTION',
        { user_id: null },
      ),
    );
    const found = await t.app.inject({ url: '/api/dm/dispositivos-dm?busqueda=SN-FECHA', headers: t.auth('admin') });
    const device = found.json().data[0].id as number;
    const implant = {
      inventory_item_id: device,
      run_paciente: '12345678-5',
      nombre_paciente: 'Paciente',
      nombre_profesional_implante: 'Dr. X',
      prestacion_quirurgica: 'Implante',
    };
    const yesterday = addDays(today(), -1);
    const early = await post('/dm/implantes', { ...implant, fecha_implantacion: `${yesterday}T10:00` });
    expect(early.statusCode).toBe(400);
    const [y, m, d] = today().split('-');
    expect(early.json().fields.fecha_implantacion).toBe(
      `La fecha de implantación no puede ser anterior a la recepción del dispositivo (${d}-${m}-${y})`,
    );
    expect(await db.selectFrom('dm_implants').select('id').where('product_id', '=', productId).execute()).toEqual([]);
    const implanted = await post('/dm/implantes', { ...implant, fecha_implantacion: new Date().toISOString() });
    expect(implanted.statusCode, implanted.body).toBe(201);
    const explant = await t.app.inject({
      method: 'PUT',
      url: `/api/dm/implantes/${implanted.json().data.id}/explante`,
      headers: t.auth('admin'),
      payload: {
        fecha_explantacion: new Date(Date.now() - 3_600_000).toISOString(),
        nombre_profesional_explante: 'Dra. Y',
        motivo_explante: 'Complicación',
        observaciones: 'Antes del implante',
      },
    });
    expect(explant.statusCode).toBe(400);
    expect(explant.json().fields.fecha_explantacion).toBe('La fecha de explante debe ser posterior a la de implantación');
  });
});
