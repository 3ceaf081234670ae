import { runCheckDigit, santiagoDay, type OrderInput } from '@bodega/domain';
import { sql, type Kysely } from 'kysely';
import { nowIso } from '../../lib/clock';
import { allocateOrder } from '../../modules/orders/allocate-order';
import { lockedOrder } from '../../modules/orders/order-guards';
import { createPickingListIn } from '../../modules/orders/create-order-picking-list';
import { releaseOrder } from '../../modules/orders/release-order';
import { updateOrderRow } from '../../modules/orders/order-writes.repository';
import { insertOrder } from '../../modules/orders/write-orders';
import type { Database } from '../schema';
import { completeDemoPickingList, pickDemoList } from './demo-shared';

/**
 * Customers and sales orders in every status. Allocated orders hold real
 * reservations made by the allocation itself; picked, packed, shipped and delivered orders had
 * their reservations consumed through the ledger (PICKING events), so stock, reservations and
 * documents agree. Deterministic apart from the dates, which are relative to today.
 */
const CUSTOMERS = [
  {
    name: 'Clínica Santa María',
    body: 90753000,
    city: 'Providencia',
    address: 'Av. Santa María 0500',
    contact_person: 'Carolina Muñoz',
    payment_terms: '30 días',
  },
  {
    name: 'Hospital Clínico Regional Valdivia',
    body: 61607700,
    city: 'Valdivia',
    address: 'Simpson 850',
    contact_person: 'Jorge Pérez',
    payment_terms: '60 días',
  },
  {
    name: 'Clínica Alemana de Temuco',
    body: 96804900,
    city: 'Temuco',
    address: 'Senador Estébanez 645',
    contact_person: 'Paula Schmidt',
    payment_terms: '30 días',
  },
  {
    name: 'Centro Médico San Joaquín',
    body: 76123456,
    city: 'San Joaquín',
    address: 'Av. Vicuña Mackenna 4860',
    contact_person: 'Andrés Rojas',
    payment_terms: 'Contado',
  },
  {
    name: 'Hospital de Urgencia Asistencia Pública',
    body: 61608300,
    city: 'Santiago',
    address: 'Curicó 345',
    contact_person: 'María José Soto',
    payment_terms: '90 días',
  },
];

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

export async function seedDemoOrders(db: Kysely<Database>, adminUserId: number): Promise<void> {
  const now = nowIso();
  const customers: number[] = [];
  for (const c of CUSTOMERS) {
    const taxId = `${c.body}-${runCheckDigit(c.body)}`;
    const row = await db
      .insertInto('customers')
      .values({
        name: c.name,
        tax_id: taxId,
        contact_person: c.contact_person,
        contact_phone: null,
        contact_email: null,
        city: c.city,
        address: c.address,
        country: 'Chile',
        postal_code: null,
        payment_terms: c.payment_terms,
        search_text: `${c.name} ${taxId} ${taxId.replace('-', '')}`.toLowerCase(),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    customers.push(row.id);
  }

  // Products with free, unexpired stock, most stocked first: the orders take a few units each.
  const today = santiagoDay();
  const stocked = await db
    .selectFrom('inventory')
    .select(['product_id', sql<number>`cast(sum(quantity - reserved_quantity) as integer)`.as('free')])
    .where((eb) => eb.or([eb('expiry_date', '=', ''), eb('expiry_date', '>=', today)]))
    .groupBy('product_id')
    .having(sql<number>`sum(quantity - reserved_quantity)`, '>', 20)
    .orderBy('product_id')
    .execute();
  if (stocked.length < 9) return;
  const product = (i: number) => stocked[i % stocked.length]!.product_id;

  const order = (customer: number, lines: Array<[number, number, number]>, extra: Partial<OrderInput> = {}): OrderInput => ({
    customer_id: customers[customer]!,
    priority: 1,
    piece_by_piece_enabled: false,
    required_date: null,
    shipping_method: 'Estándar',
    shipping_address: CUSTOMERS[customer]!.address,
    shipping_city: CUSTOMERS[customer]!.city,
    shipping_country: 'Chile',
    order_lines: lines.map(([p, quantity, unit_price]) => ({ product_id: product(p), quantity, unit_price })),
    picking_strategy_config: { level: 'order', strategy: 'fefo' },
    ...extra,
  });

  await db.transaction().execute(async (trx) => {
    const create = async (input: OrderInput, ageDays: number, required: number) => {
      const id = await insertOrder(trx, { kind: 'venta', ...input }, adminUserId);
      await updateOrderRow(trx, id, {
        order_date: daysAgo(ageDays),
        created_at: daysAgo(ageDays),
        required_date: daysAgo(-required),
      });
      return id;
    };
    /**
     * Picks every item of the order's list through the ledger and completes the list. The list is
     * started two hours after the order and takes `pace` × its estimate (the stat cards' average
     * time and efficiency are read from these timestamps).
     */
    const pickAll = async (orderId: number, number: string, ageDays: number, pace: number) => {
      const listId = await createPickingListIn(trx, orderId, adminUserId);
      const { estimated_time } = await trx
        .selectFrom('picking_lists')
        .select('estimated_time')
        .where('id', '=', listId)
        .executeTakeFirstOrThrow();
      const startedMs = Date.parse(daysAgo(ageDays)) + 2 * 3_600_000;
      const startedAt = new Date(startedMs).toISOString();
      const at = new Date(startedMs + Math.max(1, Math.round(estimated_time * pace)) * 60_000).toISOString();
      await pickDemoList(trx, listId, number, adminUserId, at);
      await completeDemoPickingList(trx, listId, adminUserId, startedAt, at);
    };
    const numberOf = async (id: number) =>
      (await trx.selectFrom('orders').select('order_number').where('id', '=', id).executeTakeFirstOrThrow()).order_number;

    // pending, never allocated
    await create(
      order(
        0,
        [
          [0, 5, 12_990],
          [1, 2, 45_500],
        ],
        { priority: 2, notes: 'Entregar en bodega central' },
      ),
      0,
      5,
    );
    await create(order(3, [[2, 10, 3_490]], { shipping_method: 'Retiro en Tienda' }), 1, 3);
    // pending with a partial allocation: more than the product has free
    // (a product the other orders do not use: indexes 0–7 are theirs)
    const partialProduct = stocked.findIndex((row, index) => index > 7 && row.free < 400);
    const partialIndex = partialProduct >= 0 ? partialProduct : 8;
    const partial = await create(
      order(
        1,
        [
          [3, 4, 8_900],
          [partialIndex, stocked[partialIndex]!.free + 15, 2_150],
        ],
        { priority: 4 },
      ),
      1,
      2,
    );
    await allocateOrder(trx, partial, {}, adminUserId);
    // assigned (fully allocated), one of them with its picking list ready
    const assigned = await create(
      order(
        2,
        [
          [4, 6, 15_750],
          [5, 3, 7_200],
        ],
        { priority: 3, shipping_method: 'Express' },
      ),
      2,
      4,
    );
    await allocateOrder(trx, assigned, {}, adminUserId);
    const withList = await create(
      order(4, [[6, 8, 1_990]], { priority: 5, shipping_method: 'Overnight', piece_by_piece_enabled: true }),
      0,
      1,
    );
    await allocateOrder(trx, withList, {}, adminUserId);
    await createPickingListIn(trx, withList, adminUserId);
    // picking in progress
    const picking = await create(order(0, [[1, 3, 45_500]], { priority: 3 }), 2, 1);
    await allocateOrder(trx, picking, {}, adminUserId);
    const pickingList = await createPickingListIn(trx, picking, adminUserId);
    await trx
      .updateTable('picking_lists')
      .set({ status: 'in_progress', assigned_user_id: adminUserId, assigned_at: now, started_at: now })
      .where('id', '=', pickingList)
      .execute();
    await updateOrderRow(trx, picking, { status: 'picking' });
    // picked, packed, shipped (one on time, one late) and delivered
    // pace: actual minutes / estimated minutes of each list (some faster, some slower).
    for (const [customer, status, age, required, lines, pace] of [
      [1, 'picked', 3, 1, [[2, 4, 3_490]], 0.9],
      [2, 'packed', 4, 0, [[3, 2, 8_900]], 1.2],
      [
        3,
        'shipped',
        6,
        -2,
        [
          [4, 5, 15_750],
          [0, 1, 12_990],
        ],
        1.1,
      ],
      [4, 'shipped', 9, -6, [[5, 2, 7_200]], 1.4],
      [0, 'delivered', 12, -8, [[6, 3, 1_990]], 0.8],
    ] as const) {
      const id = await create(
        order(
          customer,
          lines.map((line) => [...line] as [number, number, number]),
        ),
        age,
        required,
      );
      await allocateOrder(trx, id, {}, adminUserId);
      const number = await numberOf(id);
      await pickAll(id, number, age, pace);
      const shippedAt = status === 'shipped' || status === 'delivered' ? daysAgo(age - (required === -6 ? 8 : 2)) : null;
      await updateOrderRow(trx, id, {
        status,
        ...(shippedAt
          ? {
              shipped_at: shippedAt,
              carrier: 'Chilexpress',
              service_type: 'standard',
              tracking_number: `TRK${Date.parse(shippedAt)}`,
            }
          : {}),
      });
    }
    // cancelled after allocation: its reservations were released
    const cancelled = await create(order(3, [[7, 2, 5_000]]), 5, 3);
    await allocateOrder(trx, cancelled, {}, adminUserId);
    await releaseOrder(trx, await lockedOrder(trx, cancelled));
    await updateOrderRow(trx, cancelled, { status: 'cancelled', cancelled_at: daysAgo(4), allocated_at: null });
  });
}
