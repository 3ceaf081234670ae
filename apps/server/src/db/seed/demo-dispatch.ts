import { addDays, santiagoDay, type OrderInput } from '@bodega/domain';
import { sql, type Kysely } from 'kysely';
import { nowIso } from '../../lib/clock';
import { documentNumber, nextDocumentNumber } from '../../lib/document-sequence';
import { consolidateIn } from '../../modules/despachos/manage-consolidations';
import { storeManifest } from '../../modules/despachos/manifest';
import { moveOrders } from '../../modules/despachos/order-status';
import { returnShipmentOrders } from '../../modules/despachos/shipment-return';
import { allocateOrder } from '../../modules/orders/allocate-order';
import { createPickingListIn } from '../../modules/orders/create-order-picking-list';
import { insertOrder } from '../../modules/orders/write-orders';
import type { Database } from '../schema';
import { seedDemoCarrierServices } from './demo-carriers';
import { completeDemoPickingList, insertDemoShipment, pickDemoList } from './demo-shared';

/**
 * Dispatch demo data: picked orders made through allocation and picking (PICKING
 * events through the ledger, like the orders seed), some still free to consolidate; docks in
 * each status; consolidations waiting for a dock and on docks; shipments in each status with
 * their manifest stored. Runs after the orders seed (it reuses its customers).
 */
export async function seedDemoDispatch(db: Kysely<Database>, adminUserId: number): Promise<void> {
  await seedDemoCarrierServices(db);
  const customers = await db.selectFrom('customers').select(['id', 'address', 'city']).orderBy('id').execute();
  const today = santiagoDay();
  const stocked = await db
    .selectFrom('inventory')
    .select(['product_id', sql<number>`cast(sum(quantity - reserved_quantity) as integer)`.as('free')])
    .where((eb) => eb.or([eb('expiry_date', '=', ''), eb('expiry_date', '>=', today)]))
    .where('serial_number', '=', '')
    .groupBy('product_id')
    .having(sql<number>`sum(quantity - reserved_quantity)`, '>', 40)
    .orderBy('product_id')
    .execute();
  if (customers.length < 3 || stocked.length < 6) return;

  await db.transaction().execute(async (trx) => {
    const at = nowIso();
    let n = 0;
    /** A new order picked in full: allocated, listed and consumed through the ledger. */
    const picked = async (priority: number): Promise<number> => {
      n += 1;
      const customer = customers[n % customers.length]!;
      const lines = [0, 1].slice(0, 1 + (n % 2)).map((k) => ({
        product_id: stocked[(n * 2 + k) % stocked.length]!.product_id,
        quantity: 1 + ((n + k) % 3),
        unit_price: 4_990 + 1_000 * k,
      }));
      const input: OrderInput = {
        customer_id: customer.id,
        priority,
        piece_by_piece_enabled: false,
        required_date: null,
        shipping_method: 'Estándar',
        shipping_address: customer.address,
        shipping_city: customer.city,
        shipping_country: 'Chile',
        order_lines: lines,
        picking_strategy_config: { level: 'order', strategy: 'fefo' },
      };
      const id = await insertOrder(trx, { kind: 'venta', ...input }, adminUserId);
      await allocateOrder(trx, id, {}, adminUserId);
      const number = (await trx.selectFrom('orders').select('order_number').where('id', '=', id).executeTakeFirstOrThrow())
        .order_number;
      const listId = await createPickingListIn(trx, id, adminUserId);
      await pickDemoList(trx, listId, number, adminUserId, at);
      // The list took about its estimate (1.1×), so the picking stat cards read a real time.
      const { estimated_time } = await trx
        .selectFrom('picking_lists')
        .select('estimated_time')
        .where('id', '=', listId)
        .executeTakeFirstOrThrow();
      const startedAt = new Date(Date.parse(at) - Math.max(1, Math.round(estimated_time * 1.1)) * 60_000).toISOString();
      await completeDemoPickingList(trx, listId, adminUserId, startedAt, at);
      await trx.updateTable('orders').set({ status: 'picked', updated_at: at }).where('id', '=', id).execute();
      return id;
    };

    const dock = async (name: string, capacity: number, carrier: string | null, plate: string | null, status: string) =>
      (
        await trx
          .insertInto('loading_docks')
          .values({ name, capacity, current_load: 0, status, carrier, vehicle_plate: plate, created_at: at, updated_at: at })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const onDock = async (dockId: number, orderIds: number[], status: 'ocupado' | 'cargando') => {
      const consolidation = await consolidateIn(trx, orderIds, 'Demo: ruta del día', adminUserId);
      await trx.updateTable('consolidations').set({ dock_id: dockId }).where('id', '=', consolidation).execute();
      await moveOrders(trx, orderIds, ['consolidated'], 'assigned_to_dock');
      await trx.updateTable('loading_docks').set({ current_load: orderIds.length, status }).where('id', '=', dockId).execute();
    };
    /** A consolidation loaded and shipped days ago, then moved on to `status`. */
    const shipped = async (
      dockId: number,
      dockName: string,
      orderIds: number[],
      status: 'shipped' | 'en_transito' | 'entregado' | 'devuelto',
      daysAgo: number,
      carrier: string,
      tracking: string | null,
    ) => {
      const consolidation = await consolidateIn(trx, orderIds, null, adminUserId);
      const shipDate = addDays(today, -daysAgo);
      const number = documentNumber('ENV', await nextDocumentNumber(trx, 'shipments'));
      const id = await insertDemoShipment(trx, {
        shipment_number: number,
        dock_id: dockId,
        dock_name: dockName,
        carrier,
        tracking_number: tracking,
        vehicle_plate: 'KJTR-45',
        ship_date: shipDate,
        estimated_delivery: addDays(shipDate, 3),
        notes: null,
        status,
        delivered_at: status === 'entregado' ? at : null,
        created_by: adminUserId,
        created_at: at,
        updated_at: at,
      });
      await trx.updateTable('consolidations').set({ dock_id: dockId, shipment_id: id }).where('id', '=', consolidation).execute();
      await moveOrders(trx, orderIds, ['consolidated'], 'shipped', { shipped_at: at, carrier, tracking_number: tracking });
      if (status === 'entregado') await moveOrders(trx, orderIds, ['shipped'], 'delivered');
      await storeManifest(trx, id);
      // As PUT …/status devuelto does: the orders are back at staging, free to consolidate again.
      if (status === 'devuelto') await returnShipmentOrders(trx, id, at);
    };

    const free = await dock('Muelle 1 — Andén Norte', 6, 'starken', 'KJTR-45', 'disponible');
    const busy = await dock('Muelle 2 — Andén Sur', 4, 'chilexpress', 'HZPL-21', 'disponible');
    const loading = await dock('Muelle 3 — Frío', 3, 'propio', 'LBCX-88', 'disponible');
    await dock('Muelle 4 — Taller', 2, null, null, 'mantenimiento');

    // Shipped first, so their numbers are the older ones.
    await shipped(free, 'Muelle 1 — Andén Norte', [await picked(2)], 'entregado', 9, 'starken', '9087654321');
    await shipped(free, 'Muelle 1 — Andén Norte', [await picked(3)], 'devuelto', 7, 'correos', 'RR123456785CL');
    await shipped(
      busy,
      'Muelle 2 — Andén Sur',
      [await picked(2), await picked(1)],
      'en_transito',
      2,
      'chilexpress',
      '99123456789',
    );
    await shipped(loading, 'Muelle 3 — Frío', [await picked(4)], 'shipped', 0, 'propio', null);
    await onDock(busy, [await picked(3), await picked(2)], 'ocupado');
    await onDock(loading, [await picked(5), await picked(2)], 'cargando');
    const waiting = [await picked(2), await picked(1)];
    await consolidateIn(trx, waiting, 'Demo: espera muelle', adminUserId);
    // Free to consolidate (with the orders seed's picked and shipped ones).
    await picked(4);
    await picked(3);
    await picked(2);

    // A manual shipment still being prepared: no manifest until it is generated.
    const number = documentNumber('ENV', await nextDocumentNumber(trx, 'shipments'));
    await insertDemoShipment(trx, {
      shipment_number: number,
      dock_id: null,
      dock_name: null,
      carrier: 'bluexpress',
      tracking_number: null,
      vehicle_plate: null,
      ship_date: addDays(today, 1),
      estimated_delivery: addDays(today, 4),
      notes: 'Reposición de insumos a pabellón',
      status: 'preparando',
      delivered_at: null,
      created_by: adminUserId,
      created_at: at,
      updated_at: at,
    });
  });
}
