// (orders): allocation speed on the large data set.
//  1. One order of BENCH_ORDER_LINES lines (default 10 000, one product each, FEFO) allocated with
//     POST /api/orders/{id}/allocate: wall time, beside Odoo's published 80 s for reserving 10 000
//     stock moves (odoo/odoo PR 116803). Target: under 2 s on this machine.
//  2. BENCH_ORDERS_COUNT orders (default 1 000) of 10 lines allocated by BENCH_ORDERS_CLIENTS
//     concurrent clients (default 8): lines per second and p95 per order.
// The products and their stock are added to the large set through the API (bulk products and
// simplified receipts), two lots per product with different expiries so FEFO has a choice.
import { ean13CheckDigit } from '@bodega/domain';
import { apiClient, benchFacilities, benchProducts, type Api } from './lib/api';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureLargeData, largeDataDir, login } from './lib/large-data';
import { intEnv, loadAverage, percentile } from './lib/load';
import { repoRoot, startApiServer } from './lib/processes';
import type { BenchTable } from './lib/table';

const ODOO_SECONDS = 80;
const TARGET_MS = 2000;

export async function run(): Promise<BenchTable[]> {
  const lines = intEnv('BENCH_ORDER_LINES', 10_000);
  const orders = intEnv('BENCH_ORDERS_COUNT', 1_000);
  const clients = intEnv('BENCH_ORDERS_CLIENTS', 8);
  const { sizes, builtMs } = await ensureLargeData();
  // The bench adds products, stock and orders: it works on a copy of the large set, so the set
  // itself stays as seeded for the other benches; the copy is removed at the end.
  const copyDir = path.join(repoRoot, 'bench/.data/orders-large');
  rmSync(copyDir, { recursive: true, force: true });
  cpSync(largeDataDir, copyDir, { recursive: true });
  const server = await startApiServer('orders-large', { KEEP_DATA: 'true' });
  try {
    const admin = apiClient(server, await login(server));
    const tag = `O${Date.now().toString(36).slice(-5)}`;
    const productIds = await stockedProducts(admin, tag, lines);
    const customer = await admin.post<{ id: number }>(
      '/orders/customers',
      { name: `Cliente bench ${tag}`, tax_id: rut(Date.now() % 9_000_000) },
      [201],
    );

    // 1. One large order.
    const created = Date.now();
    const big = await admin.post<{ id: number }>(
      '/orders',
      {
        customer_id: customer.id,
        picking_strategy: 'fefo',
        order_lines: productIds.map((product_id) => ({ product_id, quantity: 1, unit_price: 1000 })),
      },
      [201],
    );
    const createMs = Date.now() - created;
    const started = Date.now();
    const result = await admin.post<{ fully_allocated: boolean; allocation_results: unknown[] }>(
      `/orders/${big.id}/allocate`,
      {},
    );
    const allocateMs = Date.now() - started;
    if (!result.fully_allocated) throw new Error('la orden grande no quedó asignada por completo');

    // 2. Many small orders, allocated by concurrent clients.
    const small: number[] = [];
    for (let i = 0; i < orders; i++) {
      const order_lines = Array.from({ length: 10 }, (_, j) => ({
        product_id: productIds[(i * 10 + j) % productIds.length]!,
        quantity: 1,
        unit_price: 990,
      }));
      small.push(
        (await admin.post<{ id: number }>('/orders', { customer_id: customer.id, picking_strategy: 'fefo', order_lines }, [201]))
          .id,
      );
    }
    const latencies: number[] = [];
    let next = 0;
    let full = 0;
    const wallStart = Date.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (next < small.length) {
          const id = small[next++]!;
          const t0 = Date.now();
          const answer = await admin.post<{ fully_allocated: boolean }>(`/orders/${id}/allocate`, {});
          latencies.push(Date.now() - t0);
          if (answer.fully_allocated) full += 1;
        }
      }),
    );
    const wallMs = Date.now() - wallStart;
    latencies.sort((a, b) => a - b);

    return [
      {
        title: `Asignación de órdenes (conjunto grande: ${sizes.products} productos, ${sizes.inventoryRows} filas; carga ${loadAverage()})`,
        rows: [
          {
            caso: `1 orden × ${lines} líneas`,
            'crear (ms)': createMs,
            'asignar (ms)': allocateMs,
            'líneas/s': Math.round((lines / allocateMs) * 1000),
            'p95 por orden (ms)': allocateMs,
            'vs Odoo 80 s': `${((ODOO_SECONDS * 1000) / allocateMs).toFixed(1)}×`,
          },
          {
            caso: `${orders} órdenes × 10 líneas, ${clients} clientes`,
            'crear (ms)': '',
            'asignar (ms)': wallMs,
            'líneas/s': Math.round(((orders * 10) / wallMs) * 1000),
            'p95 por orden (ms)': percentile(latencies, 0.95),
            'vs Odoo 80 s': `${((ODOO_SECONDS * 1000) / (wallMs * (lines / (orders * 10)))).toFixed(1)}× (por 10 000 líneas)`,
          },
        ],
        notes: [
          `Objetivo: la orden de ${lines} líneas en menos de ${TARGET_MS} ms: ${allocateMs < TARGET_MS ? 'cumple' : 'no cumple'} (${allocateMs} ms). Odoo necesitó ${ODOO_SECONDS} s para reservar 10 000 movimientos (PR 116803): razón ${((ODOO_SECONDS * 1000) / allocateMs).toFixed(1)}×.`,
          `Órdenes pequeñas totalmente asignadas: ${full} de ${orders}.${builtMs ? ` Conjunto grande construido en ${Math.round(builtMs / 1000)} s.` : ''}`,
        ],
      },
    ];
  } finally {
    await server.stop();
    rmSync(copyDir, { recursive: true, force: true });
  }
}

function rut(n: number): string {
  const body = String(30_000_000 + n);
  let sum = 0;
  let factor = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    sum += Number(body[i]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  return `${body}-${rest === 11 ? '0' : rest === 10 ? 'K' : rest}`;
}

/** `count` products, each with two lots (the later expiry first in, so FEFO and FIFO differ). */
async function stockedProducts(admin: Api, tag: string, count: number): Promise<number[]> {
  const facilities = await benchFacilities(admin, tag, 4);
  const products = await benchProducts(admin, tag, count, (i) => {
    const body = `23${String(i).padStart(10, '0')}`;
    return body + ean13CheckDigit(body);
  });
  for (const [lot, expiry] of [
    ['B', '2031-12-31'],
    ['A', '2030-06-30'],
  ] as const) {
    for (let start = 0; start < products.length; start += 1000) {
      const batch = products.slice(start, start + 1000);
      await admin.post(
        '/transactions/simplified-reception',
        {
          reference: `BENCH-ORD-${tag}-${lot}-${start}`,
          warehouse_id: facilities.warehouse_id,
          zone_id: facilities.zone_id,
          details: batch.map((p, i) => ({
            product_id: p.id,
            quantity: 1_000,
            lot_number: `${tag}-${lot}`,
            expiry_date: expiry,
            destination_location_id: facilities.locations[(start + i) % 4]!.id,
          })),
        },
        [201],
      );
    }
  }
  return products.map((p) => p.id);
}
