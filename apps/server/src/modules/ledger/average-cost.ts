import { movingAverageCost } from '@bodega/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/clock';
import { rollupRevalue } from './daily-rollup';

/**
 * The moving weighted average cost, kept by the ledger side in the receipt's
 * own transaction. Call it after the receipt's units were added (products are locked by then):
 * the stock before the receipt is the product's stock now minus what this receipt added. Lines
 * are folded in order, so two lines of one product at different costs weigh each other; a line
 * without cost adds units without moving the average. A costed line that says where its units
 * went (`location_id`) also revalues them in the daily rollup (daily-rollup.ts) at its cost.
 */
export async function applyReceiptCosts(
  trx: Transaction<Database>,
  lines: ReadonlyArray<{
    product_id: number;
    quantity: number;
    unit_cost_cents: number | null;
    location_id?: number | undefined;
  }>,
): Promise<void> {
  const costed = new Set(lines.filter((line) => line.unit_cost_cents != null).map((line) => line.product_id));
  if (costed.size === 0) return;
  const products = await trx
    .selectFrom('products')
    .select(['id', 'current_stock', 'average_cost_cents', 'unit_price_cents'])
    .where('id', 'in', [...costed])
    .execute();
  for (const product of products) {
    const own = lines.filter((line) => line.product_id === product.id);
    let stock = Number(product.current_stock) - own.reduce((sum, line) => sum + line.quantity, 0);
    let average = product.average_cost_cents == null ? null : Number(product.average_cost_cents);
    for (const line of own) {
      average = movingAverageCost(stock, average, line.quantity, line.unit_cost_cents);
      stock += line.quantity;
    }
    // The rollup valued these units at the valuation before the receipt.
    const before = Number(product.average_cost_cents ?? product.unit_price_cents ?? 0);
    for (const line of own) {
      if (line.unit_cost_cents != null && line.location_id != null) {
        await rollupRevalue(trx, product.id, line.location_id, nowIso(), line.quantity * (line.unit_cost_cents - before));
      }
    }
    if (average !== product.average_cost_cents) {
      await trx.updateTable('products').set({ average_cost_cents: average }).where('id', '=', product.id).execute();
    }
  }
}
