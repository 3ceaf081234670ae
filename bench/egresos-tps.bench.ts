// (egresos): one-line egresos (POST /api/egresos/egress-orders) per second at N clients.
//  - PostgreSQL: a throwaway cluster; pgbench's built-in TPC-B-like script at N clients, then the
//    server on the same cluster and the egreso load at the same N. Target: egreso TPS ≥ 0.5 × pgbench TPS.
//    Skipped with a note when the PostgreSQL binaries are missing.
//    The same run also measures the ledger's one-statement path ("remove stock and record this
//    document", taken by a generated-number one-line issue) against the plain transaction (the same
//    issue with a client's order number), alternating the two.
//  - SQLite: the egreso TPS beside a bare Fastify route at the same N, in the same run.
//  BENCH_TPS_DB=sqlite|postgres runs one of the two.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiClient, stockedProducts, type Api } from './lib/api';
import { login } from './lib/large-data';
import autocannon from 'autocannon';
import { intEnv, load, loadAverage, percentile } from './lib/load';
import { postgresBin, throwawayPostgres } from './lib/postgres';
import { startApiServer, startBareServer, type RunningServer } from './lib/processes';
import type { BenchTable } from './lib/table';

const RATIO_TARGET = 0.5;

export async function run(): Promise<BenchTable[]> {
  const clients = intEnv('BENCH_TPS_CLIENTS', 10);
  const seconds = intEnv('BENCH_TPS_SECONDS', 10);
  const products = intEnv('BENCH_TPS_PRODUCTS', 100);
  const only = process.env.BENCH_TPS_DB;
  const tables: BenchTable[] = [];
  if (only !== 'postgres') tables.push(await sqlite(clients, seconds, products));
  if (only !== 'sqlite') tables.push(...(await postgres(clients, seconds, products)));
  return tables;
}

/**
 * N clients posting one-line egresos (1 unit of a product chosen round-robin) for `seconds`, with
 * autocannon: a load client that costs little CPU per request (like pgbench's), so on a two-core
 * machine the client takes as little as possible from the server it measures. TPS counts the 2xx
 * answers (201 here) over the measured seconds.
 */
async function egresoLoad(
  api: RunningServer,
  admin: Api,
  productIds: number[],
  clients: number,
  seconds: number,
  clusterCpu: () => number = () => NaN,
  path: IssuePath = 'fast',
): Promise<EgresoLoadResult> {
  const run = async (durationS: number) => {
    let n = 0;
    const times: number[] = [];
    const options = {
      url: `${api.url}/api/egresos/egress-orders`,
      connections: clients,
      duration: durationS,
      method: 'POST',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request: Record<string, unknown>) => ({
            ...request,
            body: JSON.stringify({
              area_servicio: 'UCI',
              // A client's order number keeps the issue on the plain transaction (see IssuePath).
              ...(path === 'plain' ? { order_number: `${runId}-${++numbered}` } : {}),
              items: [{ product_id: productIds[n++ % productIds.length]!, quantity: 1 }],
            }),
          }),
        },
      ],
    };
    const started = performance.now();
    const instance = autocannon(options as Parameters<typeof autocannon>[0]);
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
    const result = (await instance) as Awaited<typeof instance> & { '2xx': number };
    const elapsed = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    const ok = result['2xx'];
    return {
      ok,
      seconds: elapsed,
      p50_ms: percentile(times, 0.5),
      p95_ms: percentile(times, 0.95),
      non_2xx: result.non2xx + result.errors + result.timeouts,
    };
  };
  await run(1); // warm-up
  const server0 = serverCpuMs(api.url);
  const cluster0 = clusterCpu();
  const client0 = process.cpuUsage();
  const result = await run(seconds);
  const client = process.cpuUsage(client0);
  return {
    ...result,
    cpu: {
      server: serverCpuMs(api.url) - server0,
      cluster: clusterCpu() - cluster0,
      client: (client.user + client.system) / 1000,
    },
  };
}

/**
 * Which way a one-line issue takes on PostgreSQL. `fast`: no order number, so the server numbers
 * it and the ledger's one-statement removal (order, decrement, event and item in one autocommit
 * statement) writes it. `plain`: a client's order number, which the server checks inside the
 * ordinary transaction (BEGIN, lock, order, decrement with its item, COMMIT).
 */
type IssuePath = 'fast' | 'plain';
const runId = `B${Date.now().toString(36)}`;
let numbered = 0;

interface EgresoLoadResult {
  ok: number;
  seconds: number;
  p50_ms: number;
  p95_ms: number;
  non_2xx: number;
  cpu: { server: number; cluster: number; client: number };
}

/*
 * CPU accounting (Linux /proc), so a run on a busy shared machine still says what each
 * transaction costs: the PostgreSQL cluster (postmaster, its live children and the children it
 * has reaped) and the API server's process (node on apps/server/dist/server.js), in CPU milliseconds.
 */
const CLOCK_TICKS = 100;
function procStat(pid: number) {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = text
    .slice(text.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  return { ppid: fields[1]!, self: fields[11]! + fields[12]!, children: fields[13]! + fields[14]! };
}
function pids(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}
function clusterCpuMs(postmaster: number): number {
  try {
    const main = procStat(postmaster);
    let ticks = main.self + main.children;
    for (const pid of pids()) {
      try {
        const stat = procStat(pid);
        if (stat.ppid === postmaster) ticks += stat.self;
      } catch {
        // gone
      }
    }
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}
function serverCpuMs(url: string): number {
  const port = new URL(url).port;
  let ticks = 0;
  for (const pid of pids()) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('dist/server.js')) continue;
      if (!readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`PORT=${port}`)) continue;
      ticks += procStat(pid).self;
    } catch {
      // gone or not readable
    }
  }
  return (ticks * 1000) / CLOCK_TICKS;
}
const perTx = (ms: number, count: number) => (count > 0 && Number.isFinite(ms) ? (ms / count).toFixed(2) : '?');

const tps = (r: EgresoLoadResult) => Math.round((r.ok / r.seconds) * 10) / 10;

/** Two measurements of the same path taken together (p50/p95: the worse of the two). */
function sum(a: EgresoLoadResult, b: EgresoLoadResult): EgresoLoadResult {
  return {
    ok: a.ok + b.ok,
    seconds: a.seconds + b.seconds,
    p50_ms: Math.max(a.p50_ms, b.p50_ms),
    p95_ms: Math.max(a.p95_ms, b.p95_ms),
    non_2xx: a.non_2xx + b.non_2xx,
    cpu: { server: a.cpu.server + b.cpu.server, cluster: a.cpu.cluster + b.cpu.cluster, client: a.cpu.client + b.cpu.client },
  };
}

async function sqlite(clients: number, seconds: number, productCount: number): Promise<BenchTable> {
  let api: RunningServer | undefined;
  let bare: RunningServer | undefined;
  try {
    api = await startApiServer('egresos');
    const admin = apiClient(api, await login(api));
    const productIds = await stockedProducts(admin, 'E', productCount);
    bare = await startBareServer({ data: { id: 1, order_number: 'EGR-0000000000000', status: 'Completado' } });
    await load({ url: `${bare.url}/bare`, durationS: 1, connections: clients });
    const baseline = await load({ url: `${bare.url}/bare`, durationS: seconds, connections: clients });
    const egresos = await egresoLoad(api, admin, productIds, clients, seconds);
    return {
      title: `Egresos de una línea por segundo, SQLite, ${clients} clientes, ${seconds} s (carga ${loadAverage()})`,
      rows: [
        {
          carga: 'Fastify sin auth (/bare), GET',
          'tps (2xx/s)': baseline.requests_per_s,
          p50_ms: baseline.p50_ms,
          p95_ms: baseline.p95_ms,
          fallidas: baseline.non_2xx + baseline.errors,
        },
        {
          carga: 'POST /api/egresos/egress-orders (1 línea)',
          'tps (2xx/s)': tps(egresos),
          p50_ms: egresos.p50_ms,
          p95_ms: egresos.p95_ms,
          fallidas: egresos.non_2xx,
        },
      ],
      notes: [
        `Razón egresos / ruta vacía: ${((tps(egresos) / baseline.requests_per_s) * 100).toFixed(1)} %. SQLite no tiene pgbench: la cifra equivalente es el TPS de egresos junto al techo HTTP de la máquina (la ruta vacía) en la misma corrida; ver bench/README.md.`,
        `Cada egreso: autenticación, validación, asignación FEFO, descuento condicional del inventario, orden + ítem, evento DISPATCH, en una transacción (${productCount} productos rotando).`,
        `CPU por egreso: servidor ${perTx(egresos.cpu.server, egresos.ok)} ms (SQLite incluido, mismo proceso); cliente de carga ${perTx(egresos.cpu.client, egresos.ok)} ms.`,
      ],
    };
  } finally {
    await Promise.all([api?.stop(), bare?.stop()]);
  }
}

async function postgres(clients: number, seconds: number, productCount: number): Promise<BenchTable[]> {
  const title = `Egresos frente a pgbench (TPC-B), PostgreSQL, ${clients} clientes, ${seconds} s`;
  const pg = postgresBin() && existsSync(path.join(postgresBin()!, 'pgbench')) ? await throwawayPostgres() : undefined;
  if (!pg) {
    return [
      {
        title,
        rows: [{ resultado: 'omitido' }],
        notes: [
          'No se encontraron los binarios de PostgreSQL (initdb, pgbench) en /usr/lib/postgresql/*/bin; instálelos con: apt-get install -y postgresql',
        ],
      },
    ];
  }
  let api: RunningServer | undefined;
  try {
    const conn = ['-h', '127.0.0.1', '-p', String(pg.port), '-U', 'postgres'];
    const exec = pg.exec;
    exec('createdb', [...conn, 'pgbench']);
    exec('pgbench', [...conn, '-i', '-q', 'pgbench']);
    const postmaster = pg.postmasterPid();
    const clusterCpu = () => clusterCpuMs(postmaster);
    const pgbenchCpu0 = clusterCpu();
    const out = exec('pgbench', [...conn, '-c', String(clients), '-j', '2', '-T', String(seconds), 'pgbench']);
    await new Promise((resolve) => setTimeout(resolve, 300)); // pgbench's backends exit; the postmaster reaps them
    const pgbenchCpu = clusterCpu() - pgbenchCpu0;
    const pgbenchTx = Number(/number of transactions actually processed: (\d+)/.exec(out)?.[1] ?? NaN);
    const pgbenchTps = Number(
      /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1] ?? /tps = ([\d.]+)/.exec(out)?.[1] ?? NaN,
    );
    const pgbenchLatency = /latency average = ([\d.]+) ms/.exec(out)?.[1] ?? '';

    api = await startApiServer('egresos-pg', { DATABASE_URL: pg.url });
    const admin = apiClient(api, await login(api));
    const productIds = await stockedProducts(admin, 'E', productCount);
    const egresos = await egresoLoad(api, admin, productIds, clients, seconds, clusterCpu);
    const ratio = tps(egresos) / pgbenchTps;
    // Fast and plain path alternate (half the seconds each, twice) so both get the same machine.
    const half = Math.max(1, Math.round(seconds / 2));
    const fast1 = await egresoLoad(api, admin, productIds, clients, half, clusterCpu, 'fast');
    const plain1 = await egresoLoad(api, admin, productIds, clients, half, clusterCpu, 'plain');
    const plain2 = await egresoLoad(api, admin, productIds, clients, half, clusterCpu, 'plain');
    const fast2 = await egresoLoad(api, admin, productIds, clients, half, clusterCpu, 'fast');
    const fast = sum(fast1, fast2);
    const plain = sum(plain1, plain2);
    const cpuOf = (r: EgresoLoadResult) => `${perTx(r.cpu.cluster, r.ok)} + ${perTx(r.cpu.server, r.ok)}`;
    const paths: BenchTable = {
      title: `Egresos de una línea: camino de una sentencia frente a la transacción, PostgreSQL, ${clients} clientes, 2 × ${half} s cada uno (carga ${loadAverage()})`,
      rows: [
        {
          camino: 'transacción (número del cliente)',
          tps: tps(plain),
          p50_ms: plain.p50_ms,
          p95_ms: plain.p95_ms,
          'CPU ms por egreso (PostgreSQL + Node)': cpuOf(plain),
          fallidas: plain.non_2xx,
        },
        {
          camino: 'una sentencia del ledger (número generado)',
          tps: tps(fast),
          p50_ms: fast.p50_ms,
          p95_ms: fast.p95_ms,
          'CPU ms por egreso (PostgreSQL + Node)': cpuOf(fast),
          fallidas: fast.non_2xx,
        },
      ],
      notes: [
        `Ganancia del camino de una sentencia: ${((tps(fast) / tps(plain) - 1) * 100).toFixed(1)} % de TPS; se alternan rápido, transacción, transacción, rápido.`,
      ],
    };
    return [
      {
        title: `${title} (carga ${loadAverage()})`,
        rows: [
          {
            carga: 'pgbench, guion TPC-B integrado (escala 1, -j 2)',
            tps: Math.round(pgbenchTps * 10) / 10,
            latencia_media_ms: pgbenchLatency,
            p95_ms: '',
            fallidas: '',
          },
          {
            carga: 'POST /api/egresos/egress-orders (1 línea)',
            tps: tps(egresos),
            latencia_media_ms: '',
            p95_ms: egresos.p95_ms,
            fallidas: egresos.non_2xx,
          },
        ],
        notes: [
          `Razón egresos / pgbench: ${ratio.toFixed(2)} (objetivo ≥ ${RATIO_TARGET}): ${ratio >= RATIO_TARGET && egresos.non_2xx === 0 ? 'CUMPLE' : 'NO CUMPLE'}.`,
          'El mismo clúster temporal (fsync=off, shared_buffers=256MB, como scripts/with-postgres.sh) sirve a los dos; pgbench corre primero, luego el servidor de la API con DATABASE_URL.',
          `CPU por transacción: pgbench ${perTx(pgbenchCpu, pgbenchTx)} ms de PostgreSQL; egreso ${perTx(egresos.cpu.cluster, egresos.ok)} ms de PostgreSQL (sellado de eventos incluido) + ${perTx(egresos.cpu.server, egresos.ok)} ms del servidor Node + ${perTx(egresos.cpu.client, egresos.ok)} ms del cliente de carga.`,
        ],
      },
      paths,
    ];
  } finally {
    await api?.stop();
    await pg.stop();
  }
}
