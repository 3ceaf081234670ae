import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../src/db/seed';
import { createTestApp, type TestApp } from './helpers';
import { pdfText } from './pdf-text';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The demo users exist already; the rest of the demo set is seeded as on an empty database.
  await t.db.kysely.deleteFrom('users').execute();
  expect(await seedDemoIfEmpty(t.db)).toBe(true);
  // The whole demo set (stock, receipts, orders, picking, devices, costs, dispatch) takes minutes on PostgreSQL on a loaded machine.
}, 300_000);
afterAll(async () => t?.close());

const get = async (url: string) => {
  const token = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@demo.cl', password: 'demo1234' },
  });
  const res = await t.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${token.json().access_token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

describe('dispatch demo data', () => {
  it('has docks in each status, consolidations, shipments in each status with manifests, and orders to consolidate', async () => {
    const docks = (await get('/despachos/loading-docks')).json().data as Array<{
      status: string;
      current_load: number;
      assigned_orders: unknown[];
    }>;
    expect(new Set(docks.map((d) => d.status))).toEqual(new Set(['disponible', 'ocupado', 'cargando', 'mantenimiento']));
    for (const dock of docks) expect(dock.current_load).toBe(dock.assigned_orders.length);
    const shipments = (await get('/despachos/shipments?per_page=50')).json().data as Array<{
      id: number;
      status: string;
      pdf_generated: boolean;
      orders_count: number;
    }>;
    expect(new Set(shipments.map((s) => s.status))).toEqual(
      new Set(['preparando', 'shipped', 'en_transito', 'entregado', 'devuelto']),
    );
    const withManifest = shipments.find((s) => s.pdf_generated && s.orders_count > 0)!;
    const pdf = await get(`/despachos/shipments/${withManifest.id}/download-manifest`);
    expect(pdfText(pdf.rawPayload)).toContain('MANIFIESTO DE DESPACHO');
    expect((await get('/despachos/consolidations?unassigned=true')).json().data.length).toBeGreaterThan(0);
    expect((await get('/despachos/picked-orders')).json().pagination.total).toBeGreaterThanOrEqual(3);
    // The returned demo shipment's orders are back to picked, out of any open consolidation.
    const returned = shipments.find((s) => s.status === 'devuelto')!;
    const links = await t.db.kysely
      .selectFrom('consolidation_orders as co')
      .innerJoin('consolidations as c', 'c.id', 'co.consolidation_id')
      .innerJoin('orders as o', 'o.id', 'co.order_id')
      .select(['o.status', 'co.released_at'])
      .where('c.shipment_id', '=', returned.id)
      .execute();
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatchObject({ status: 'picked', released_at: expect.any(String) });
    // Demo services: the Chilean carriers are quoted.
    const carriers = (await get('/carriers')).json().data as Array<{ code: string; active_services_count: number }>;
    for (const code of ['starken', 'chilexpress', 'bluexpress', 'correos'])
      expect(carriers.find((c) => c.code === code)!.active_services_count).toBeGreaterThan(0);
  });
});
