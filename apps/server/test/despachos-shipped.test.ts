import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchFixtures } from './despachos-fixtures';
import { createTestApp, type TestApp } from './helpers';

/** An order that has shipped (a ship date or a tracking number) never ships again. */
let t: TestApp;
let f: Awaited<ReturnType<typeof dispatchFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await dispatchFixtures(t);
});
afterAll(async () => t?.close());

const offered = async () => (await f.ok('GET', '/despachos/picked-orders?per_page=100')).map((o: { id: number }) => o.id);

describe('shipped orders', () => {
  it("an order shipped by 'Crear Envío' is not offered, and consolidating or docking it is refused saying when and how", async () => {
    const gone = await f.pickedOrder();
    const other = await f.pickedOrder();
    await f.ok('POST', `/orders/${gone.id}/ship`, { carrier: 'starken', service_type: 'standard', tracking_number: 'TRK-77' });
    expect((await f.orderRow(gone.id)).status).toBe('shipped');
    expect(await offered()).not.toContain(gone.id);
    expect(await offered()).toContain(other.id);
    const refused = await f.call('POST', '/despachos/consolidations', { order_ids: [other.id, gone.id] });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toMatch(new RegExp(`La orden ${gone.order_number} ya fue enviada el \\d{2}-\\d{2}-\\d{4}`));
    expect(refused.json().error).toContain('seguimiento TRK-77');
    const dock = await f.ok('POST', '/despachos/loading-docks', { name: 'Muelle Único', capacity: 4 }, 201);
    const docked = await f.call('POST', `/despachos/loading-docks/${dock.id}/assign`, { order_ids: [gone.id] });
    expect(docked.statusCode).toBe(409);
    expect(docked.json().error).toContain('ya fue enviada');
    expect((await f.orderRow(gone.id)).status).toBe('shipped');
    const summary = (await f.ok('GET', `/orders/${gone.id}`)) as { has_left: boolean };
    expect(summary.has_left).toBe(true);
    expect((await f.ok('GET', `/orders/${other.id}`)).has_left).toBe(false);
  });

  it('an order shipped from a dock is not offered again and a second consolidation is refused', async () => {
    const a = await f.pickedOrder();
    const b = await f.pickedOrder();
    const dock = await f.ok('POST', '/despachos/loading-docks', { name: 'Muelle Doble', capacity: 4 }, 201);
    await f.ok('POST', `/despachos/loading-docks/${dock.id}/assign`, { order_ids: [a.id, b.id] });
    await f.ok('POST', `/despachos/loading-docks/${dock.id}/start-loading`);
    await f.ok('POST', `/despachos/loading-docks/${dock.id}/complete-loading`, { shipment_data: { ship_date: '2026-11-25' } });
    expect(await offered()).not.toContain(a.id);
    const again = await f.call('POST', '/despachos/consolidations', { order_ids: [a.id, b.id] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toContain(`La orden ${a.order_number} ya fue enviada el`);
  });
});
