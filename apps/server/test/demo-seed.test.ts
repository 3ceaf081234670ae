import { OUTBOUND_EVENT_TYPES, RETURN_EVENT_TYPES, stockStatus } from '@bodega/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoIfEmpty } from '../src/db/seed';

let db: Db;
beforeAll(async () => {
  db = createDb({ sqliteFile: ':memory:' });
  await migrateToLatest(db);
});
afterAll(async () => db?.close());

describe('demo data', () => {
  it('seeds a hospital with every stock status, through the ledger, once', async () => {
    expect(await seedDemoIfEmpty(db)).toBe(true);
    expect(await seedDemoIfEmpty(db)).toBe(false);
    const count = async (table: 'warehouses' | 'zones' | 'locations' | 'products') =>
      Number(
        (
          await db.kysely
            .selectFrom(table)
            .select(sql<number>`cast(count(*) as integer)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('warehouses')).toBeGreaterThanOrEqual(2);
    expect(await count('zones')).toBeGreaterThanOrEqual(6);
    expect(await count('locations')).toBeGreaterThanOrEqual(60);
    expect(await count('products')).toBeGreaterThanOrEqual(150);

    const products = await db.kysely
      .selectFrom('products')
      .select(['id', 'current_stock', 'min_stock', 'max_stock', 'es_dm_priorizado', 'tipo_dm'])
      .execute();
    const statuses = new Set(
      products.map((p) => stockStatus({ quantity: p.current_stock, min_stock: p.min_stock, max_stock: p.max_stock }).key),
    );
    expect([...statuses].sort()).toEqual(['agotado', 'bajo', 'critico', 'exceso', 'normal']);
    expect(products.some((p) => p.es_dm_priorizado === 1 && p.tipo_dm === 'Implantable')).toBe(true);

    // current_stock equals the inventory rows and the RECEPTION events for every product.
    const mismatches = await sql<{ id: number }>`
      select p.id from products p
      left join (select product_id, sum(quantity) q from inventory group by product_id) i on i.product_id = p.id
      left join (select product_id, sum(quantity) q from traceability_events group by product_id) e on e.product_id = p.id
      where p.current_stock <> coalesce(i.q, 0) or p.current_stock <> coalesce(e.q, 0)`.execute(db.kysely);
    expect(mismatches.rows).toEqual([]);

    // Costs and purchasing: suppliers, orders in every status, average costs from receipts, outbound history.
    expect(await db.kysely.selectFrom('suppliers').select('id').execute()).toHaveLength(4);
    const orders = await db.kysely.selectFrom('purchase_orders').select('status').execute();
    expect([...new Set(orders.map((o) => o.status))].sort()).toEqual([
      'borrador',
      'cancelada',
      'enviada',
      'recibida',
      'recibida_parcial',
    ]);
    const costed = await db.kysely.selectFrom('products').select('id').where('average_cost_cents', '>', 0).execute();
    expect(costed.length).toBeGreaterThanOrEqual(10);
    // Goods issues and internal movements, in more than one status each, so /egresos and
    // /movimientos-internos open with data.
    const egresos = await db.kysely.selectFrom('egress_orders').select('status').execute();
    expect(egresos.length).toBeGreaterThanOrEqual(3);
    expect(new Set(egresos.map((e) => e.status)).size).toBeGreaterThanOrEqual(2);
    const movements = await db.kysely.selectFrom('internal_movements').select('status').execute();
    expect([...new Set(movements.map((m) => m.status))].sort()).toEqual(['Completado', 'Pendiente']);
    const issued = await db.kysely
      .selectFrom('traceability_events')
      .select('id')
      .where('event_type', '=', 'DISPATCH')
      .where('created_at', '<', new Date(Date.now() - 30 * 86_400_000).toISOString())
      .execute();
    expect(issued.length).toBeGreaterThan(0);
    // A year of history: issues in at least twelve distinct months, and the daily rollup agrees with the events.
    const months = await db.kysely
      .selectFrom('traceability_events')
      .select(sql<string>`substr(created_at, 1, 7)`.as('month'))
      .where('event_type', '=', 'DISPATCH')
      .groupBy(sql`substr(created_at, 1, 7)`)
      .execute();
    expect(months.length).toBeGreaterThanOrEqual(12);
    const sums = async (query: ReturnType<typeof sql<{ units: number }>>) =>
      Number((await query.execute(db.kysely)).rows[0]!.units);
    expect(await sums(sql<{ units: number }>`select sum(demand_units) as units from stock_daily_moves`)).toBe(
      (await sums(
        sql<{
          units: number;
        }>`select -sum(quantity) as units from traceability_events where coalesce(reclassified_type, event_type) in (${sql.join(OUTBOUND_EVENT_TYPES)}) and quantity < 0`,
      )) -
        (await sums(
          sql<{
            units: number;
          }>`select coalesce(sum(quantity), 0) as units from traceability_events where coalesce(reclassified_type, event_type) in (${sql.join(RETURN_EVENT_TYPES)}) and quantity > 0`,
        )),
    );
  }, 120_000);

  it('obeys the serial rule: every priority implantable requires a serial per unit and its stock is one serial per unit', async () => {
    const implantables = await db.kysely
      .selectFrom('products')
      .select(['id', 'requiere_serie', 'fabricante'])
      .where('es_dm_priorizado', '=', 1)
      .where('tipo_dm', '=', 'Implantable')
      .execute();
    expect(implantables.length).toBeGreaterThan(10);
    expect(implantables.filter((p) => p.requiere_serie !== 1)).toEqual([]);
    // Each has its manufacturer, which the implant card prints.
    expect(implantables.filter((p) => !p.fabricante)).toEqual([]);
    const rows = await db.kysely
      .selectFrom('inventory')
      .select(['product_id', 'serial_number', 'quantity'])
      .where(
        'product_id',
        'in',
        implantables.map((p) => p.id),
      )
      .where('quantity', '>', 0)
      .execute();
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.filter((row) => !row.serial_number || row.quantity !== 1)).toEqual([]);
    const pendingLines = await db.kysely
      .selectFrom('transaction_details')
      .select(['product_id', 'serial_number', 'quantity'])
      .where(
        'product_id',
        'in',
        implantables.map((p) => p.id),
      )
      .execute();
    expect(pendingLines.filter((line) => !line.serial_number || line.quantity !== 1)).toEqual([]);
  });

  it("ships every order to an address: its customer's, as the order form fills it in", async () => {
    const orders = await db.kysely.selectFrom('orders').select(['order_number', 'shipping_address', 'shipping_city']).execute();
    expect(orders.length).toBeGreaterThan(20);
    expect(orders.filter((o) => !o.shipping_address || !o.shipping_city).map((o) => o.order_number)).toEqual([]);
  });

  it('seeds medical-device traceability: services, transfers, implants, states and recalls', async () => {
    const k = db.kysely;
    const values = async (table: 'dm_transfers' | 'recalls', column: 'estado') =>
      (await k.selectFrom(table).select(column).execute()).map((r) => r[column]).sort();
    expect((await k.selectFrom('clinical_services').select('id').execute()).length).toBeGreaterThanOrEqual(4);
    expect(new Set(await values('dm_transfers', 'estado'))).toEqual(new Set(['Pendiente', 'Recibida']));
    const implants = await k.selectFrom('dm_implants').select('fecha_explantacion').execute();
    expect(implants.some((i) => i.fecha_explantacion === null) && implants.some((i) => i.fecha_explantacion !== null)).toBe(true);
    expect(new Set(await values('recalls', 'estado'))).toEqual(new Set(['Abierto', 'Cerrado']));
    const states = (await k.selectFrom('dm_state_events').select('estado_nuevo').execute()).map((r) => r.estado_nuevo);
    expect(states).toEqual(expect.arrayContaining(['En uso', 'En cuarentena', 'Disponible', 'Destruido/Eliminado']));
    // Custody at services is ordinary stock of their locations.
    const atServices = await k
      .selectFrom('inventory as i')
      .innerJoin('locations as l', 'l.id', 'i.location_id')
      .select('i.id')
      .where('l.location_type', '=', 'servicio_clinico')
      .execute();
    expect(atServices.length).toBeGreaterThan(0);
  });

  it('seeds the lot master with a refused attempt of a known lot with another expiry in the conflict log', async () => {
    const lots = await db.kysely.selectFrom('lots').select('id').execute();
    expect(lots.length).toBeGreaterThan(10);
    const logged = await db.kysely
      .selectFrom('lot_conflicts as c')
      .innerJoin('lots as l', 'l.id', 'c.lot_id')
      .select(['c.source', 'c.stored_expiry', 'c.attempted_expiry', 'l.expiry_date'])
      .execute();
    expect(logged).toHaveLength(1);
    expect(logged[0]!.source).toBe('ajuste');
    expect(logged[0]!.stored_expiry).toBe(logged[0]!.expiry_date);
    expect(logged[0]!.attempted_expiry).not.toBe(logged[0]!.stored_expiry);
  });
});
