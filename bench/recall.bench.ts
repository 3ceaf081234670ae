// (medical-device recall): the whole picture of a lot of 500 units spread over storage
// locations, clinical services (received transfers), goods issues and implants, on a fresh SQLite
// database with the demo data. Measures POST /api/dm/retiros (holds every unit in stock of the lot,
// in one transaction) and GET /api/dm/retiros/{id} (stock by location and service, issues by area,
// dispatches, implants by patient, and 100 units picked for orders waiting for dispatch). Target: < 1 s.
import { unitLabelScan } from '@bodega/domain';
import { apiClient, benchFacilities } from './lib/api';
import { login } from './lib/large-data';
import { intEnv, loadAverage, median } from './lib/load';
import { startApiServer, type RunningServer } from './lib/processes';
import type { BenchTable } from './lib/table';

const TARGET_MS = 1_000;
const PICKED_ORDERS = 10;
const UNITS_PER_ORDER = 10;
const AREAS = ['UCI', 'PABELLON', 'URGENCIAS', 'CARDIOLOGIA', 'TRAUMATOLOGIA'];

/** A valid Chilean RUN for a number (mod 11). */
function validRun(body: number): string {
  let sum = 0;
  let factor = 2;
  for (const digit of String(body).split('').reverse()) {
    sum += Number(digit) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  return `${body}-${rest === 11 ? '0' : rest === 10 ? 'K' : String(rest)}`;
}

export async function run(): Promise<BenchTable> {
  const units = intEnv('BENCH_RECALL_UNITS', 500);
  const moved = Math.floor(units / 5);
  const rounds = intEnv('BENCH_RECALL_ROUNDS', 10);
  let api: RunningServer | undefined;
  try {
    api = await startApiServer('recall');
    const admin = apiClient(api, await login(api));
    const put = async (path: string, body: unknown) => {
      const res = await fetch(`${api!.url}/api${path}`, {
        method: 'PUT',
        headers: { ...admin.headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`PUT ${path}: ${res.status} ${await res.text()}`);
    };
    const facilities = await benchFacilities(admin, 'DM', 10);
    const devices = await admin.get<Array<{ product_id: number }>>('/dm/dispositivos-dm?tipo=Implantable&per_page=1');
    const productId = devices[0]!.product_id;
    const services = await admin.get<Array<{ id: number }>>('/dm/servicios-clinicos');
    const lot = `BENCH-${Date.now().toString(36)}`.slice(0, 20);
    const serial = (i: number) => `BR${String(i).padStart(6, '0')}`;
    const now = new Date().toISOString();
    await admin.post('/transactions/simplified-reception', {
      reference: `BENCH-DM-${lot}`,
      warehouse_id: facilities.warehouse_id,
      zone_id: facilities.zone_id,
      details: Array.from({ length: units }, (_, i) => ({
        product_id: productId,
        quantity: 1,
        lot_number: lot,
        serial_number: serial(i),
        expiry_date: '2031-06-30',
        destination_location_id: facilities.locations[i % facilities.locations.length]!.id,
        forma_adquisicion: 'Compra directa',
        fecha_recepcion_conforme: now,
        numero_registro_sanitario: 'ISP-BENCH',
      })),
    });
    const listed = new Map<string, number>();
    for (let page = 1; listed.size < units; page++) {
      const rows = await admin.get<Array<{ id: number; serial_number: string | null }>>(
        `/dm/dispositivos-dm?busqueda=${lot}&per_page=500&page=${page}`,
      );
      if (rows.length === 0) break;
      for (const row of rows) if (row.serial_number) listed.set(row.serial_number, row.id);
    }
    // A fifth to services, a fifth issued, a fifth implanted; the rest stays in storage.
    for (let i = 0; i < moved; i++) {
      const transfer = await admin.post<{ id: number }>('/dm/transferencias', {
        inventory_item_id: listed.get(serial(i)),
        servicio_clinico_destino_id: services[i % services.length]!.id,
        usuario_receptor: 'Bench',
      });
      await put(`/dm/transferencias/${transfer.id}/recibir`, { fecha_recepcion: new Date().toISOString() });
    }
    for (let i = moved; i < 2 * moved; i++) {
      await admin.post('/egresos/egress-orders', {
        area_servicio: AREAS[i % AREAS.length],
        items: [{ product_id: productId, quantity: 1, serial_number: serial(i) }],
      });
    }
    for (let i = 2 * moved; i < 3 * moved; i++) {
      await admin.post('/dm/implantes', {
        inventory_item_id: listed.get(serial(i)),
        run_paciente: validRun(10_000_000 + i),
        nombre_paciente: `Paciente bench ${i}`,
        fecha_implantacion: new Date().toISOString(),
        nombre_profesional_implante: 'Dr. Bench',
        prestacion_quirurgica: 'Implante bench',
      });
    }

    // 100 units of the lot reserved and picked for sales orders (10 orders of 10), still waiting for dispatch.
    const operator = apiClient(api, await login(api, 'operador@demo.cl'));
    const customers = await admin.get<Array<{ id: number }>>('/orders/customers');
    const operators = await admin.get<Array<{ id: number; username: string }>>('/users/operators');
    const operatorId = operators.find((o) => o.username === 'operador')!.id;
    for (let o = 0; o < PICKED_ORDERS; o++) {
      const order = await admin.post<{ id: number }>('/orders', {
        customer_id: customers[o % customers.length]!.id,
        shipping_address: 'Bench 1',
        order_lines: [
          {
            product_id: productId,
            quantity: UNITS_PER_ORDER,
            unit_price: 1000,
            picking_strategy: 'manual',
            picking_criteria: { type: 'lot', value: lot },
          },
        ],
      });
      await admin.post(`/orders/${order.id}/allocate`);
      const list = await admin.post<{ id: number }>(`/orders/${order.id}/picking-list`);
      await admin.post(`/orders/picking-lists/${list.id}/assign`, { user_id: operatorId });
      const started = await operator.post<{
        picking_items: Array<{
          id: number;
          quantity_required: number;
          location_code: string;
          product_barcode: string | null;
          product_sku: string;
          lot_number: string | null;
          serial_number: string | null;
        }>;
      }>(`/orders/picking-lists/${list.id}/start`);
      for (const item of started.picking_items) {
        // Each pick is confirmed by the scans of its location and product, as on the handheld.
        await operator.post(`/orders/picking-items/${item.id}/pick`, {
          quantity_picked: item.quantity_required,
          status: 'picked',
          location_scan: item.location_code,
          product_scan: unitLabelScan(item),
        });
      }
      await operator.post(`/orders/picking-lists/${list.id}/complete`);
    }

    const t0 = performance.now();
    const recall = await admin.post<{ id: number; totales: Record<string, number> }>(
      '/dm/retiros',
      { product_id: productId, lotes: [lot], motivo: 'Bench', referencia: 'FSCA-BENCH' },
      [201],
    );
    const openMs = performance.now() - t0;
    const readMs: number[] = [];
    let totals = recall.totales;
    if (totals.en_preparacion !== PICKED_ORDERS * UNITS_PER_ORDER) {
      throw new Error(
        `El retiro ve ${totals.en_preparacion} unidades en preparación de despacho, no ${PICKED_ORDERS * UNITS_PER_ORDER}`,
      );
    }
    for (let r = 0; r < rounds; r++) {
      const t = performance.now();
      totals = (await admin.get<{ totales: Record<string, number> }>(`/dm/retiros/${recall.id}`)).totales;
      readMs.push(performance.now() - t);
    }
    const read = median(readMs);
    return {
      title: `Retiro de un lote de ${units} unidades: stock ${totals.en_stock} (servicios ${totals.en_servicios}), egresadas ${totals.egresados}, implantadas ${totals.implantados}, en preparación de despacho ${totals.en_preparacion}; SQLite (carga ${loadAverage()})`,
      rows: [
        { operación: 'POST /api/dm/retiros (retiene cada unidad en stock)', ms: Math.round(openMs) },
        { operación: `GET /api/dm/retiros/{id} (mediana de ${rounds})`, ms: Math.round(read) },
        { operación: 'GET /api/dm/retiros/{id} (máximo)', ms: Math.round(Math.max(...readMs)) },
      ],
      notes: [
        `Objetivo: cuadro completo < ${TARGET_MS} ms: apertura ${openMs < TARGET_MS ? 'CUMPLE' : 'NO CUMPLE'}, lectura ${read < TARGET_MS ? 'CUMPLE' : 'NO CUMPLE'}. Datos: demo + ${units} unidades recibidas por la API (no el conjunto grande de seed:large).`,
      ],
    };
  } finally {
    await api?.stop();
  }
}
