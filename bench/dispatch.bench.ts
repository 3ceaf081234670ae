// (dispatch): the PDF manifest of a shipment of 500 lines, made in process with pdfkit as
// the server makes it (manifest-pdf.ts). Measures the generation time (target < 500 ms) and the
// size, beside a baseline measured in the same run: the same document without the CODE128
// barcode, and pdfkit's cost of an empty A4 page.
import PDFDocument from 'pdfkit';
import { manifestPdf, type ManifestData } from '../apps/server/src/modules/despachos/manifest-pdf';
import { intEnv, loadAverage, median } from './lib/load';
import type { BenchTable } from './lib/table';

const TARGET_MS = 500;

/** A shipment of `lines` lines: 10 consolidations of 5 orders each, lines spread over the orders. */
function shipmentOf(lines: number): ManifestData {
  const consolidations: ManifestData['consolidations'] = [];
  let made = 0;
  for (let c = 1; c <= 10; c++) {
    const orders = [];
    for (let o = 1; o <= 5; o++) {
      const count = Math.ceil((lines - made) / (50 - ((c - 1) * 5 + o - 1)));
      const orderLines = Array.from({ length: count }, (_, k) => {
        const n = made + k + 1;
        return {
          sku: `SKU-${String(n).padStart(6, '0')}`,
          description: `Insumo clínico de prueba número ${n} — jeringa desechable 10 ml con aguja`,
          quantity: 1 + (n % 24),
          lot: `L${2026}${String(n % 97).padStart(3, '0')}`,
          serial: n % 7 === 0 ? `SN${String(n).padStart(8, '0')}` : null,
          expiry: `2028-${String(1 + (n % 12)).padStart(2, '0')}-28`,
        };
      });
      made += count;
      orders.push({
        order_number: `ORD-${String(c * 100 + o).padStart(6, '0')}`,
        customer_name: `Hospital Regional ${c}-${o}`,
        customer_tax_id: '61608300-4',
        address: 'Av. Libertador Bernardo O’Higgins 1449, Santiago, Chile',
        lines: orderLines,
      });
    }
    consolidations.push({ consolidation_number: `CONS-${String(c).padStart(3, '0')}`, orders });
  }
  return {
    shipment_number: 'ENV-000500',
    ship_date: '2026-11-25',
    estimated_delivery: '2026-11-28',
    carrier: 'chilexpress',
    carrier_name: 'Chilexpress',
    tracking_number: '99123456789',
    vehicle_plate: 'KJTR-45',
    dock_name: 'Muelle 1 — Andén Norte',
    notes: 'Bench',
    consolidations,
  };
}

function emptyPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 40 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text('Manifiesto');
    doc.end();
  });
}

async function timed(
  rounds: number,
  make: () => Promise<Buffer>,
): Promise<{ ms: number; min: number; max: number; cpu: number; bytes: number }> {
  await make(); // warm-up: fonts and the barcode encoder load once
  const times: number[] = [];
  const cpu: number[] = [];
  let bytes = 0;
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    const usage = process.cpuUsage();
    bytes = (await make()).length;
    const spent = process.cpuUsage(usage);
    times.push(performance.now() - started);
    cpu.push((spent.user + spent.system) / 1000);
  }
  return {
    ms: Math.round(median(times)),
    min: Math.round(Math.min(...times)),
    max: Math.round(Math.max(...times)),
    cpu: Math.round(median(cpu)),
    bytes,
  };
}

export async function run(): Promise<BenchTable> {
  const lines = intEnv('BENCH_MANIFEST_LINES', 500);
  const rounds = intEnv('BENCH_MANIFEST_ROUNDS', 10);
  const data = shipmentOf(lines);
  const full = await timed(rounds, () => manifestPdf(data));
  const noBarcode = await timed(rounds, () => manifestPdf(data, { barcode: false }));
  const empty = await timed(rounds, emptyPdf);
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  return {
    title: `Despachos: manifiesto PDF de un envío de ${lines} líneas (mediana de ${rounds}, carga ${loadAverage()})`,
    rows: [
      {
        documento: `manifiesto completo (${lines} líneas, 50 órdenes, código de barras)`,
        mediana_ms: full.ms,
        min_ms: full.min,
        max_ms: full.max,
        cpu_ms: full.cpu,
        kb: kb(full.bytes),
        objetivo: full.ms < TARGET_MS ? 'CUMPLE' : 'NO CUMPLE',
      },
      {
        documento: 'el mismo sin código de barras',
        mediana_ms: noBarcode.ms,
        min_ms: noBarcode.min,
        max_ms: noBarcode.max,
        cpu_ms: noBarcode.cpu,
        kb: kb(noBarcode.bytes),
        objetivo: '—',
      },
      {
        documento: 'pdfkit: página A4 con una línea',
        mediana_ms: empty.ms,
        min_ms: empty.min,
        max_ms: empty.max,
        cpu_ms: empty.cpu,
        kb: kb(empty.bytes),
        objetivo: '—',
      },
    ],
    notes: [
      `Objetivo: generación < ${TARGET_MS} ms (mediana de tiempo real; cpu_ms es el tiempo de CPU del proceso, lo que tardaría en una máquina sin otra carga). El código de barras CODE128 (bwip-js) cuesta ${Math.max(0, full.ms - noBarcode.ms)} ms; el documento vacío mide el costo fijo de pdfkit.`,
    ],
  };
}
