// Issue 6 (egresos): one-line egresos (POST /api/egresos/egress-orders) per second at N clients.
//  - PostgreSQL: a throwaway cluster; pgbench's built-in TPC-B-like script at N clients, then the
//    server on the same cluster and the egreso load at the same N. Target: egreso TPS ≥ 0.5 × pgbench TPS.
//    Skipped with a note when the PostgreSQL binaries are missing.
//  - SQLite: the egreso TPS beside a bare Fastify route at the same N, in the same run.
import { ean13CheckDigit } from '@bodega/domain';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiClient, benchFacilities, benchProducts, type Api } from './lib/api';
import { login } from './lib/large-data';
import { closedLoop, intEnv, load, loadAverage, type ClosedLoopResult } from './lib/load';
import { freePort, startApiServer, startBareServer, type RunningServer } from './lib/processes';
import type { BenchTable } from './lib/table';

const RATIO_TARGET = 0.5;

export async function run(): Promise<BenchTable[]> {
  const clients = intEnv('BENCH_TPS_CLIENTS', 10);
  const seconds = intEnv('BENCH_TPS_SECONDS', 10);
  const products = intEnv('BENCH_TPS_PRODUCTS', 100);
  return [await sqlite(clients, seconds, products), await postgres(clients, seconds, products)];
}

/** Products with plenty of stock, one lot each, received in one simplified receipt. */
async function stockedProducts(admin: Api, count: number): Promise<number[]> {
  const facilities = await benchFacilities(admin, 'E', 4);
  const products = await benchProducts(admin, 'E', count, (i) => {
    const body = `21${String(i).padStart(10, '0')}`;
    return body + ean13CheckDigit(body);
  });
  await admin.post('/transactions/simplified-reception', {
    reference: `BENCH-EGR-${Date.now().toString(36)}`,
    warehouse_id: facilities.warehouse_id,
    zone_id: facilities.zone_id,
    details: products.map((p, i) => ({ product_id: p.id, quantity: 1_000_000, lot_number: `E-${i}`, expiry_date: '2029-12-31', destination_location_id: facilities.locations[i % 4]!.id })),
  }, [201]);
  return products.map((p) => p.id);
}

/** N clients posting one-line egresos (1 unit of a product chosen round-robin) for `seconds`. */
async function egresoLoad(api: RunningServer, admin: Api, productIds: number[], clients: number, seconds: number): Promise<ClosedLoopResult> {
  const headers = { ...admin.headers, 'content-type': 'application/json' };
  const send = (client: number, n: number) =>
    fetch(`${api.url}/api/egresos/egress-orders`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ area_servicio: 'UCI', items: [{ product_id: productIds[(client + n * clients) % productIds.length]!, quantity: 1 }] }),
    }).then(async (res) => {
      await res.arrayBuffer();
      return res.status === 201;
    });
  await closedLoop({ clients, durationS: 1, send }); // warm-up
  return closedLoop({ clients, durationS: seconds, send });
}

const tps = (r: ClosedLoopResult) => Math.round((r.ok / r.seconds) * 10) / 10;

async function sqlite(clients: number, seconds: number, productCount: number): Promise<BenchTable> {
  let api: RunningServer | undefined;
  let bare: RunningServer | undefined;
  try {
    api = await startApiServer('egresos');
    const admin = apiClient(api, await login(api));
    const productIds = await stockedProducts(admin, productCount);
    bare = await startBareServer({ data: { id: 1, order_number: 'EGR-0000000000000', status: 'Completado' } });
    await load({ url: `${bare.url}/bare`, durationS: 1, connections: clients });
    const baseline = await load({ url: `${bare.url}/bare`, durationS: seconds, connections: clients });
    const egresos = await egresoLoad(api, admin, productIds, clients, seconds);
    return {
      title: `Egresos de una línea por segundo, SQLite, ${clients} clientes, ${seconds} s (carga ${loadAverage()})`,
      rows: [
        { carga: 'Fastify sin auth (/bare), GET', 'tps (2xx/s)': baseline.requests_per_s, p50_ms: baseline.p50_ms, p95_ms: baseline.p95_ms, fallidas: baseline.non_2xx + baseline.errors },
        { carga: 'POST /api/egresos/egress-orders (1 línea)', 'tps (2xx/s)': tps(egresos), p50_ms: egresos.p50_ms, p95_ms: egresos.p95_ms, fallidas: egresos.non_2xx },
      ],
      notes: [
        `Razón egresos / ruta vacía: ${((tps(egresos) / baseline.requests_per_s) * 100).toFixed(1)} %. SQLite no tiene pgbench: la cifra equivalente es el TPS de egresos junto al techo HTTP de la máquina (la ruta vacía) en la misma corrida; ver bench/README.md.`,
        `Cada egreso: autenticación, validación, asignación FEFO, descuento condicional del inventario, orden + ítem, evento DISPATCH, en una transacción (${productCount} productos rotando).`,
      ],
    };
  } finally {
    await Promise.all([api?.stop(), bare?.stop()]);
  }
}

function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin/initdb'))).sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(root, versions[versions.length - 1]!, 'bin') : null;
}

async function postgres(clients: number, seconds: number, productCount: number): Promise<BenchTable> {
  const bin = postgresBin();
  const title = `Egresos frente a pgbench (TPC-B), PostgreSQL, ${clients} clientes, ${seconds} s`;
  if (!bin || !existsSync(path.join(bin, 'pgbench'))) {
    return { title, rows: [{ resultado: 'omitido' }], notes: ['No se encontraron los binarios de PostgreSQL (initdb, pgbench) en /usr/lib/postgresql/*/bin; instálelos con: apt-get install -y postgresql'] };
  }
  // PostgreSQL refuses to run as root: as in scripts/with-postgres.sh, run the cluster as postgres.
  const asPg = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  if (asPg.length && spawnSync('id', ['postgres']).status !== 0) execFileSync('useradd', ['--system', '--no-create-home', 'postgres']);
  const exec = (command: string, args: string[]) => {
    const full = [...asPg, path.join(bin, command), ...args];
    return execFileSync(full[0]!, full.slice(1), { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  };
  const workdir = mkdtempSync(path.join(os.tmpdir(), 'bodega-bench-pg-'));
  if (asPg.length) execFileSync('chown', ['postgres', workdir]);
  const port = await freePort();
  const dataDir = path.join(workdir, 'data');
  let api: RunningServer | undefined;
  let started = false;
  try {
    exec('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    exec('pg_ctl', ['-D', dataDir, '-l', path.join(workdir, 'server.log'), '-w', '-t', '60', '-o', `-h 127.0.0.1 -p ${port} -k ${workdir} -c fsync=off -c max_connections=200 -c shared_buffers=256MB`, 'start']);
    started = true;
    const conn = ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres'];
    exec('createdb', [...conn, 'pgbench']);
    exec('createdb', [...conn, 'bodega']);
    exec('pgbench', [...conn, '-i', '-q', 'pgbench']);
    const out = exec('pgbench', [...conn, '-c', String(clients), '-j', '2', '-T', String(seconds), 'pgbench']);
    const pgbenchTps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1] ?? /tps = ([\d.]+)/.exec(out)?.[1] ?? NaN);
    const pgbenchLatency = /latency average = ([\d.]+) ms/.exec(out)?.[1] ?? '';

    api = await startApiServer('egresos-pg', { DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/bodega` });
    const admin = apiClient(api, await login(api));
    const productIds = await stockedProducts(admin, productCount);
    const egresos = await egresoLoad(api, admin, productIds, clients, seconds);
    const ratio = tps(egresos) / pgbenchTps;
    return {
      title: `${title} (carga ${loadAverage()})`,
      rows: [
        { carga: 'pgbench, guion TPC-B integrado (escala 1, -j 2)', tps: Math.round(pgbenchTps * 10) / 10, latencia_media_ms: pgbenchLatency, p95_ms: '', fallidas: '' },
        { carga: 'POST /api/egresos/egress-orders (1 línea)', tps: tps(egresos), latencia_media_ms: '', p95_ms: egresos.p95_ms, fallidas: egresos.non_2xx },
      ],
      notes: [
        `Razón egresos / pgbench: ${ratio.toFixed(2)} (objetivo ≥ ${RATIO_TARGET}): ${ratio >= RATIO_TARGET && egresos.non_2xx === 0 ? 'CUMPLE' : 'NO CUMPLE'}.`,
        'El mismo clúster temporal (fsync=off, shared_buffers=256MB, como scripts/with-postgres.sh) sirve a los dos; pgbench corre primero, luego el servidor de la API con DATABASE_URL.',
      ],
    };
  } finally {
    await api?.stop();
    if (started) {
      try {
        exec('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      } catch {
        // already stopped
      }
    }
    rmSync(workdir, { recursive: true, force: true });
  }
}
