// `npm run bench -- cluster`: a hospital network on this machine, as scripts/cluster.sh starts it
// (PostgreSQL primary + streaming hot standby, three API instances, HAProxy in front), on its own
// ports and folder (bench/.data/cluster), started and stopped by the bench. Needs the Debian
// packages postgresql and haproxy; skipped with a note without them.
// 1. Read throughput: a mix of lag-tolerant reads (analytics KPIs, the inventory list, the event
//    search) through the balancer at BENCH_CLUSTER_CLIENTS connections, with 1, 2 and 3 instances
//    up, reading from the standby and then (the instances restarted without DATABASE_READ_URL)
//    from the primary alone; each as a ratio to one instance of the same kind, in the same run.
// 2. Kill test: writers post one-line egresos, each with its own number, through the balancer;
//    instance 2 gets SIGKILL in the middle. Afterwards every egreso that was answered 201 is in the
//    database, the stock moved by exactly the egresos committed, and the invariant checker
//    (npm run check:invariants) finds nothing.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { apiClient, stockedProducts } from './lib/api';
import { login } from './lib/large-data';
import { benchSeconds, intEnv, loadAverage, percentile } from './lib/load';
import { repoRoot, type RunningServer } from './lib/processes';
import type { BenchRow, BenchTable } from './lib/table';

const dir = path.join(repoRoot, 'bench/.data/cluster');
const LB_PORT = 3400;
const API_PORT = 3401;
const PG_PORT = 55442;
const balancer: RunningServer = { url: `http://127.0.0.1:${LB_PORT}`, stop: async () => {} };
const primaryUrl = `postgres://postgres@127.0.0.1:${PG_PORT}/bodega`;

function cluster(args: string[], env: Record<string, string> = {}): void {
  execFileSync('bash', [path.join(repoRoot, 'scripts/cluster.sh'), ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      CLUSTER_DIR: dir,
      CLUSTER_PORT: String(LB_PORT),
      CLUSTER_API_PORT: String(API_PORT),
      CLUSTER_PG_PORT: String(PG_PORT),
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until HAProxy's health checks have seen the instances come and go (checks every 500 ms). */
const settle = () => sleep(2_500);

function psql(query: string): string {
  return execFileSync('psql', [primaryUrl, '-Atc', query], { encoding: 'utf8' }).trim();
}

function available(): string | undefined {
  const bin = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
  if (!bin.some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/pg_basebackup`)))
    return 'PostgreSQL (apt-get install -y postgresql)';
  if (spawnSync('haproxy', ['-v']).status !== 0) return 'HAProxy (apt-get install -y haproxy)';
  return undefined;
}

export async function run(): Promise<BenchTable[]> {
  const missing = available();
  if (missing) return [{ title: 'Clúster (omitido)', rows: [], notes: [`Falta ${missing}.`] }];
  const seconds = benchSeconds(10);
  const clients = intEnv('BENCH_CLUSTER_CLIENTS', 20);
  cluster(['down']);
  try {
    cluster(['up']);
    const token = await login(balancer);
    const headers = { authorization: `Bearer ${token}` };
    const reads = await readScaling(headers, seconds, clients);
    const kill = await killTest(token, seconds, clients);
    return [reads, kill];
  } finally {
    cluster(['down']);
  }
}

const READ_MIX = ['/api/analytics/kpis', '/api/inventory?page=1&limit=25', '/api/traceability/events?page=1&per_page=25'];

async function readLoad(headers: Record<string, string>, seconds: number, clients: number) {
  const times: number[] = [];
  const options = {
    url: balancer.url,
    connections: clients,
    duration: seconds,
    headers,
    // Each connection goes through the mix in turn.
    requests: READ_MIX.map((p) => ({ method: 'GET', path: p })),
  };
  const instance = autocannon(options as Parameters<typeof autocannon>[0]);
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.total / result.duration,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

async function readScaling(headers: Record<string, string>, seconds: number, clients: number): Promise<BenchTable> {
  const rows: BenchRow[] = [];
  const measure = async (instances: number, standby: boolean, base?: number) => {
    await readLoad(headers, 2, clients); // warm-up: plans, pools, caches
    const r = await readLoad(headers, seconds, clients);
    rows.push({
      instancias: instances,
      lecturas: standby ? 'réplica' : 'primario',
      'req/s': Math.round(r.rps),
      'p50 ms': Math.round(r.p50),
      'p95 ms': Math.round(r.p95),
      'frente a 1 instancia': base ? `${(r.rps / base).toFixed(2)}×` : '1.00×',
      fallidas: r.failed,
      carga: loadAverage(),
    });
    return r.rps;
  };
  // With the standby: 1 → 2 → 3 instances (the other instances stopped, then started again).
  cluster(['kill', '2']);
  cluster(['kill', '3']);
  await settle();
  const oneStandby = await measure(1, true);
  cluster(['start', '2']);
  await settle();
  await measure(2, true, oneStandby);
  cluster(['start', '3']);
  await settle();
  await measure(3, true, oneStandby);
  // Without it: every instance restarted reading from the primary.
  for (const n of ['1', '2', '3']) cluster(['kill', n]);
  cluster(['start', '1'], { CLUSTER_READ_STANDBY: 'false' });
  await settle();
  const onePrimary = await measure(1, false);
  cluster(['start', '2'], { CLUSTER_READ_STANDBY: 'false' });
  await settle();
  await measure(2, false, onePrimary);
  cluster(['start', '3'], { CLUSTER_READ_STANDBY: 'false' });
  await settle();
  await measure(3, false, onePrimary);
  for (const n of ['1', '2', '3']) cluster(['kill', n]);
  for (const n of ['1', '2', '3']) cluster(['start', n]);
  await settle();
  return {
    title: `Clúster: lecturas a través del balanceador (${clients} conexiones, ${seconds} s, mezcla ${READ_MIX.length} rutas)`,
    rows,
    notes: [
      'Tres instancias en una máquina de dos núcleos comparten esos núcleos con PostgreSQL, la réplica y el cliente de carga: la razón mide cuánto rinde repartir la carga aquí, no en máquinas separadas.',
    ],
  };
}

async function killTest(token: string, seconds: number, clients: number): Promise<BenchTable> {
  const admin = apiClient(balancer, token);
  const [productId] = await stockedProducts(admin, 'K', 1);
  const stockOf = () => Number(psql(`select coalesce(sum(quantity), 0) from inventory where product_id = ${productId}`));
  const before = stockOf();
  const runId = `KILL${Date.now().toString(36)}`;
  const acknowledged: string[] = [];
  const times: number[] = [];
  let refused = 0;
  let failed = 0;
  let n = 0;
  const deadline = Date.now() + seconds * 1000;
  const writer = async () => {
    while (Date.now() < deadline) {
      const number = `${runId}-${++n}`;
      const started = performance.now();
      try {
        const res = await fetch(`${balancer.url}/api/egresos/egress-orders`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ area_servicio: 'UCI', order_number: number, items: [{ product_id: productId, quantity: 1 }] }),
        });
        await res.text();
        if (res.status === 201) {
          acknowledged.push(number);
          times.push(performance.now() - started);
        } else if (res.status >= 500) failed++;
        else refused++;
      } catch {
        failed++;
      }
    }
  };
  const killer = (async () => {
    await sleep((seconds * 1000) / 2);
    cluster(['kill', '2']);
  })();
  await Promise.all([...Array.from({ length: clients }, writer), killer]);
  await settle();
  const stored = new Set(
    psql(`select order_number from egress_orders where order_number like '${runId}-%'`).split('\n').filter(Boolean),
  );
  const lost = acknowledged.filter((number) => !stored.has(number));
  const moved = before - stockOf();
  const checker = spawnSync('npm', ['run', 'check:invariants'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: {
      ...process.env,
      DATABASE_URL: primaryUrl,
      AUDIT_KEY: execFileSync('cat', [path.join(dir, 'secrets/audit')], { encoding: 'utf8' }),
    },
  });
  times.sort((a, b) => a - b);
  return {
    title: `Clúster: una instancia muere (SIGKILL) a mitad de ${seconds} s de egresos (${clients} clientes)`,
    rows: [
      {
        'egresos 201': acknowledged.length,
        'en la base': stored.size,
        'confirmados perdidos': lost.length,
        'stock descontado': moved,
        'sin respuesta o 5xx': failed,
        rechazados: refused,
        'p95 ms': Math.round(percentile(times, 0.95)),
        invariantes: checker.status === 0 ? 'sin violaciones' : `FALLA (código ${checker.status})`,
        carga: loadAverage(),
      },
    ],
    notes: [
      `Cada egreso confirmado (201) está en la base: ${lost.length === 0 ? 'SÍ' : `NO (${lost.slice(0, 5).join(', ')})`}; el stock bajó exactamente lo de los egresos guardados: ${moved === stored.size ? 'SÍ' : `NO (${moved} frente a ${stored.size})`}.`,
      'Un egreso en curso en la instancia que muere no recibe respuesta: puede haberse guardado o no (por eso se cuenta lo guardado, no lo enviado); el balanceador no lo reenvía, para no registrarlo dos veces.',
      ...(checker.status === 0 ? [] : [checker.stdout.slice(-1500)]),
    ],
  };
}
