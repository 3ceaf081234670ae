import type { OrderInput } from '@bodega/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import { ledger } from '../../modules/ledger/ledger';
import { insertOrder } from '../../modules/orders/write-orders';
import { createWaveIn } from '../../modules/waves/create-wave';
import { pickWaveItem, waveListCompleted, waveListStarted } from '../../modules/waves/wave-picking';
import type { Database } from '../schema';

/**
 * Demo waves: one completed (picked through the ledger, with real times), one in
 * progress (a list started, one item picked) and one pending, each made by the same create-wave
 * operation as the API, on orders of their own, so the wave screen and its stat cards show data.
 */
export async function seedDemoWaves(db: Kysely<Database>, adminUserId: number): Promise<void> {
  const customers = await db.selectFrom('customers').select(['id', 'address', 'city']).orderBy('id').limit(5).execute();
  const operator = await db.selectFrom('users').select('id').where('username', '=', 'operador').executeTakeFirst();
  const today = new Date().toISOString().slice(0, 10);
  const stocked = await db
    .selectFrom('inventory')
    .select(['product_id', sql<number>`cast(sum(quantity - reserved_quantity) as integer)`.as('free')])
    .where((eb) => eb.or([eb('expiry_date', '=', ''), eb('expiry_date', '>=', today)]))
    .where('held_quantity', '=', 0)
    .groupBy('product_id')
    .having(sql<number>`sum(quantity - reserved_quantity)`, '>', 30)
    .orderBy('product_id')
    .limit(6)
    .execute();
  if (customers.length === 0 || stocked.length < 4 || !operator) return;
  const product = (i: number) => stocked[i % stocked.length]!.product_id;
  // Each order ships to its customer's address, as the order form fills it in.
  const order = (n: number, lines: Array<[number, number]>, priority: number): OrderInput => {
    const customer = customers[n % customers.length]!;
    return {
      customer_id: customer.id,
      priority,
      piece_by_piece_enabled: false,
      required_date: null,
      shipping_method: 'Estándar',
      shipping_address: customer.address,
      shipping_city: customer.city,
      shipping_country: 'Chile',
      order_lines: lines.map(([p, quantity]) => ({ product_id: product(p), quantity, unit_price: 5000 })),
      picking_strategy_config: { level: 'order', strategy: 'fefo' },
    };
  };

  const makeWave = (trx: Transaction<Database>, name: string, priority: number, orders: OrderInput[]) =>
    (async () => {
      const ids: number[] = [];
      for (const input of orders) ids.push(await insertOrder(trx, { kind: 'venta', ...input }, adminUserId));
      return createWaveIn(trx, { order_ids: ids, name, priority, notes: 'Ola de demostración' }, adminUserId);
    })();

  await db.transaction().execute(async (trx) => {
    const stock = ledger(trx);
    const startAt = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const run = async (
      listId: number,
      waveId: number,
      startedMinutesAgo: number,
      pickAll: boolean,
      finishedMinutesAgo: number | null,
    ) => {
      const started = startAt(startedMinutesAgo);
      await trx
        .updateTable('picking_lists')
        .set({
          status: 'in_progress',
          assigned_user_id: operator.id,
          assigned_at: started,
          started_at: started,
          updated_at: started,
        })
        .where('id', '=', listId)
        .execute();
      await waveListStarted(trx, waveId, listId, started);
      const items = await trx
        .selectFrom('picking_list_items')
        .select(['id', 'quantity_required'])
        .where('picking_list_id', '=', listId)
        .orderBy('sequence')
        .execute();
      for (const item of pickAll ? items : items.slice(0, 1)) {
        await trx
          .updateTable('picking_list_items')
          .set({ status: 'picked', quantity_picked: item.quantity_required, picked_at: started, picked_by: operator.id })
          .where('id', '=', item.id)
          .execute();
        await pickWaveItem(
          trx,
          stock,
          item.id,
          item.quantity_required,
          {
            user_id: operator.id,
            reference_type: 'picking_list',
            reference_id: listId,
            description: 'Picking de ola (demostración)',
          },
          started,
        );
      }
      if (finishedMinutesAgo !== null) {
        const done = startAt(finishedMinutesAgo);
        await trx
          .updateTable('picking_lists')
          .set({ status: 'completed', completed_at: done, updated_at: done })
          .where('id', '=', listId)
          .execute();
        await waveListCompleted(trx, waveId, listId, done);
      }
    };

    const completed = await makeWave(trx, 'OLA-DEMO-COMPLETADA', 3, [
      order(
        0,
        [
          [0, 2],
          [1, 1],
        ],
        3,
      ),
      order(
        1,
        [
          [0, 1],
          [2, 2],
        ],
        2,
      ),
      order(2, [[1, 2]], 4),
    ]);
    let minutes = 300;
    for (const task of completed.tasks) {
      // A little slower than estimated, as real picking tends to be.
      await run(task.picking_list_id, completed.wave_id, minutes, true, minutes - task.estimated_time * 1.12);
      minutes -= 60;
    }
    // The wave's own times span its lists.
    const times = await trx
      .selectFrom('picking_lists')
      .select([sql<string>`min(started_at)`.as('s'), sql<string>`max(completed_at)`.as('c')])
      .where('wave_id', '=', completed.wave_id)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('waves')
      .set({ started_at: times.s, completed_at: times.c })
      .where('id', '=', completed.wave_id)
      .execute();

    const inProgress = await makeWave(trx, 'OLA-DEMO-EN-CURSO', 4, [
      order(
        3,
        [
          [2, 1],
          [3, 2],
        ],
        4,
      ),
      order(4, [[3, 1]], 5),
      order(0, [[2, 2]], 3),
    ]);
    await run(inProgress.tasks[0]!.picking_list_id, inProgress.wave_id, 20, false, null);

    await makeWave(trx, 'OLA-DEMO-PENDIENTE', 2, [
      order(
        1,
        [
          [4, 1],
          [5, 1],
        ],
        2,
      ),
      order(2, [[4, 2]], 1),
    ]);
  });
}
