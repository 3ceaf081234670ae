import { runCheckDigit, santiagoDay } from '@bodega/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import { nowIso } from '../../lib/clock';
import { receiveSimplified } from '../../modules/ingresos/receive-receipt';
import { ledger } from '../../modules/ledger/ledger';
import { nextPurchaseOrderNumber } from '../../modules/purchasing/manage-purchase-orders';
import { rebuildDailyMoves } from '../../modules/ledger/daily-rollup';
import type { Database } from '../schema';

const DAY = 86_400_000;
const ago = (days: number, hour = 14) => {
  const date = new Date(Date.now() - days * DAY);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const SUPPLIERS = [
  {
    name: 'Comercial Médica del Pacífico SpA',
    body: '76123456',
    contact_name: 'Carolina Fuentes',
    contact_phone: '+56 2 2345 6789',
    contact_email: 'ventas@medpacifico.cl',
  },
  {
    name: 'Laboratorio Farmacéutico Andes',
    body: '96543210',
    contact_name: 'Rodrigo Lagos',
    contact_phone: '+56 2 2987 1122',
    contact_email: 'pedidos@labandes.cl',
  },
  {
    name: 'Distribuidora Clínica Sur',
    body: '77889900',
    contact_name: 'Paula Araya',
    contact_phone: '+56 41 221 3344',
    contact_email: 'contacto@clinicasur.cl',
  },
  {
    name: 'Implantes Ortopédicos Chile Ltda.',
    body: '78111222',
    contact_name: 'Jorge Muñoz',
    contact_phone: '+56 2 2765 4321',
    contact_email: 'jmunoz@implantes.cl',
  },
];

/**
 * Costs and purchasing demo, after seedDemoStock and seedDemoReceipts: suppliers;
 * unit prices, lead times and safety stock; receipts with unit costs (so average costs come from
 * the ledger's receipts) dated 90 and 45 days ago; issues of those products spread over the last
 * 90 days (demand, rotation, ABC, prediction); purchase orders in every status, the received
 * ones through receipts linked to them. Stock moves only through the receipt core and the ledger;
 * the history's events and receipts are then dated back in the transaction that wrote them,
 * before they can be sealed (the opening stock's events are dated by seedDemoStock).
 */
export async function seedDemoCosts(db: Kysely<Database>, adminId: number): Promise<void> {
  const now = nowIso();
  const suppliers: Array<{ id: number; name: string }> = [];
  for (const s of SUPPLIERS) {
    const row = await db
      .insertInto('suppliers')
      .values({
        name: s.name,
        rut: `${s.body}-${runCheckDigit(s.body)}`,
        contact_name: s.contact_name,
        contact_phone: s.contact_phone,
        contact_email: s.contact_email,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    suppliers.push({ id: row.id, name: s.name });
  }

  const zones = new Map((await db.selectFrom('zones').select(['id', 'code', 'warehouse_id']).execute()).map((z) => [z.code, z]));
  // The year's costed receipts were put away long ago: they land in the general supplies zone, so
  // the receiving zone holds only what arrived recently (and keeps room for today's receipts).
  const historyZone = zones.get('INS') ?? zones.get('REC');
  const products = await db
    .selectFrom('products')
    .select(['id', 'sku', 'min_stock', 'zone_id'])
    .where('status', '=', 'Activo')
    .where('es_dm_priorizado', '=', 0)
    .orderBy('id')
    .execute();
  // Prices for every active product: 490 to 89 990 pesos, some with centavos.
  for (const [i, p] of products.entries()) {
    const pesos = 490 + ((p.id * 7919) % 180) * 500;
    await db
      .updateTable('products')
      .set({
        unit_price_cents: pesos * 100 + (i % 4 === 0 ? 50 : 0),
        lead_time_days: 3 + (p.id % 12),
        safety_stock: Math.max(2, Math.round(p.min_stock * 0.2)),
      })
      .where('id', '=', p.id)
      .execute();
  }
  if (!historyZone || products.length < 12) return;

  const costed = products.slice(0, 10);
  const header = (reference: string, supplier: (typeof suppliers)[number], extra: { purchase_order_id?: number } = {}) => ({
    reference,
    supplier_id: supplier.id,
    supplier: supplier.name,
    warehouse_id: historyZone.warehouse_id,
    zone_id: historyZone.id,
    ...extra,
  });

  await db.transaction().execute(async (trx) => {
    const receipt = { trx, stock: ledger(trx) };
    const stock = ledger(trx);
    const dated: Array<{ reference: string; at: string }> = [];

    // A year of history (trends and charts as in a real warehouse). The opening stock
    // entered a little over a year ago; every other product is restocked monthly by what it
    // consumes, so its stock now is the opening stock.
    await yearOfConsumption(trx, products.slice(10), adminId);

    // Five receipts with costs over the year, each 2 % dearer than the one before.
    const receipts = [330, 240, 150, 90, 45].map((days, m) => [201 + m, days, 1 + (2 * m) / 100] as const);
    for (const [n, days, factor] of receipts) {
      const reference = `OC-HIST-${n}`;
      const result = await receiveSimplified(
        receipt,
        header(reference, suppliers[n % 2]!),
        costed.map((p, i) => ({
          product_id: p.id,
          quantity: 18 + ((i * 7) % 20),
          lot_number: `H${n}-${i + 1}`,
          expiry_date: inDays(400 + i * 20),
          unit_cost: Math.round((350 + ((p.id * 104_729) % 120) * 300) * factor),
        })),
        adminId,
      );
      dated.push({ reference, at: ago(days, 12) });
      // Issues of these units over the following days: demand for rotation, ABC and prediction.
      for (const [i, detail] of result.details.entries()) {
        const steps = 3 + (i % 4);
        for (let k = 0; k < steps; k++) {
          const quantity = (1 + ((i * 13 + k * 7) % 4)) * (i < 3 ? 2 : 1);
          const issue = `EGR-HIST-${n}-${i + 1}-${k + 1}`;
          await stock.remove(
            {
              product_id: detail.product_id,
              location_id: detail.destination_location_id!,
              lot_number: detail.lot_number,
              expiry_date: detail.expiry_date,
            },
            quantity,
            'DISPATCH',
            { user_id: adminId, reference_type: 'demo_history', reference: issue, description: `Consumo ${issue}` },
          );
          dated.push({ reference: issue, at: ago(Math.max(1, days - 3 - k * 7), 10 + k) });
        }
      }
    }

    // Purchase orders in every status.
    const order = async (
      supplier: (typeof suppliers)[number],
      status: string,
      lines: Array<{ product_id: number; quantity: number; cost: number }>,
      notes: string,
    ) => {
      const { id } = await trx
        .insertInto('purchase_orders')
        .values({
          order_number: await nextPurchaseOrderNumber(trx),
          supplier_id: supplier.id,
          status,
          notes,
          user_id: adminId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('purchase_order_lines')
        .values(
          lines.map((l) => ({
            purchase_order_id: id,
            product_id: l.product_id,
            quantity: l.quantity,
            expected_cost_cents: l.cost * 100,
          })),
        )
        .execute();
      return id;
    };
    const p = (i: number) => products[10 + (i % (products.length - 10))]!.id;
    await order(suppliers[0]!, 'borrador', [{ product_id: p(0), quantity: 40, cost: 1_200 }], 'Reposición de bajo stock');
    await order(
      suppliers[1]!,
      'enviada',
      [
        { product_id: p(1), quantity: 100, cost: 2_350 },
        { product_id: p(2), quantity: 50, cost: 890 },
      ],
      'Enviada por correo al proveedor',
    );
    const partial = await order(
      suppliers[2]!,
      'enviada',
      [
        { product_id: p(3), quantity: 80, cost: 1_500 },
        { product_id: p(4), quantity: 30, cost: 4_200 },
      ],
      'Entrega en dos partes',
    );
    await receiveSimplified(
      receipt,
      header('OC-REC-301', suppliers[2]!, { purchase_order_id: partial }),
      [{ product_id: p(3), quantity: 50, lot_number: 'OC301-1', expiry_date: inDays(500), unit_cost: 1_500 }],
      adminId,
    );
    const full = await order(suppliers[3]!, 'enviada', [{ product_id: p(5), quantity: 20, cost: 3_100 }], 'Recibida completa');
    await receiveSimplified(
      receipt,
      header('OC-REC-302', suppliers[3]!, { purchase_order_id: full }),
      [{ product_id: p(5), quantity: 20, lot_number: 'OC302-1', expiry_date: inDays(600), unit_cost: 3_050 }],
      adminId,
    );
    await order(
      suppliers[0]!,
      'cancelada',
      [{ product_id: p(6), quantity: 10, cost: 700 }],
      'Cancelada: el proveedor no tenía stock',
    );

    for (const { reference, at } of dated) {
      await trx.updateTable('traceability_events').set({ created_at: at }).where('reference', '=', reference).execute();
      await trx
        .updateTable('transactions')
        .set({ created_at: at, updated_at: at, processed_at: at })
        .where('reference', '=', reference)
        .execute();
    }
    // The events were dated back after the ledger wrote them: the daily rollup follows them.
    await rebuildDailyMoves(trx);
  });
}

/**
 * Monthly consumption over the last twelve months for each product: a restock at the start of
 * the month and two or three issues through it, of the same units (the stock ends where it
 * started), varying with the season and the product's minimum; written through the ledger at one
 * of the product's rows and dated back by event id.
 */
async function yearOfConsumption(
  trx: Transaction<Database>,
  products: ReadonlyArray<{ id: number; min_stock: number }>,
  adminId: number,
): Promise<void> {
  const stock = ledger(trx);
  const lastId = async () =>
    Number(
      (
        await trx
          .selectFrom('traceability_events')
          .select(sql<number>`coalesce(max(id), 0)`.as('id'))
          .executeTakeFirstOrThrow()
      ).id,
    );
  let since = await lastId();
  const dateBack = async (at: string) => {
    const until = await lastId();
    await trx
      .updateTable('traceability_events')
      .set({ created_at: at })
      .where('id', '>', since)
      .where('id', '<=', until)
      .execute();
    since = until;
  };
  const ctx = (reference: string, description: string) => ({
    user_id: adminId,
    reference_type: 'demo_history',
    reference,
    description,
  });
  const today = santiagoDay();
  for (const p of products) {
    const row = await trx
      .selectFrom('inventory')
      .select(['product_id', 'location_id', 'lot_number', 'serial_number', 'expiry_date'])
      .where('product_id', '=', p.id)
      .where('serial_number', '=', '')
      // Expired units are never dispatched (the ledger refuses them): the history uses a lot in date.
      .where((eb) => eb.or([eb('expiry_date', '=', ''), eb('expiry_date', '>=', today)]))
      .orderBy('id')
      .executeTakeFirst();
    if (!row) continue;
    for (let month = 12; month >= 1; month--) {
      // Winter months (June to August, about 4 to 6 months back from late November) consume more.
      const season = 1 + 0.35 * Math.cos(((month - 5) / 12) * 2 * Math.PI);
      const units = Math.max(
        2,
        Math.round((Math.max(p.min_stock, 5) / 2) * season * (0.8 + ((p.id * 31 + month * 17) % 40) / 100)),
      );
      const start = 30 * month;
      await stock.add(row, units, 'RECEPTION', ctx(`REP-HIST-${p.id}-${month}`, 'Reposición mensual'));
      await dateBack(ago(start, 9));
      const parts = 2 + ((p.id + month) % 2);
      let left = units;
      for (let k = 0; k < parts; k++) {
        const quantity = k === parts - 1 ? left : Math.max(1, Math.floor(units / parts));
        left -= quantity;
        if (quantity <= 0) continue;
        await stock.remove(row, quantity, 'DISPATCH', ctx(`EGR-HIST-${p.id}-${month}-${k + 1}`, 'Consumo del servicio'));
        await dateBack(ago(Math.max(1, start - 4 - k * 9), 11 + k));
      }
    }
  }
}
