// `npm run bench -- year`: one year of a 500-bed hospital through the HTTP API (bench/year/plan.ts:
// receipts from 40 suppliers with lots and expiries, issues to 14 services, 50 000 orders through
// allocation, picking and dispatch, 20 000 serialised implants received, moved to a service by QR
// and implanted, cycle adjustments, internal moves, damage, two recalls), replayed day by day by
// BENCH_YEAR_CLIENTS concurrent clients, on SQLite and on a throwaway PostgreSQL (BENCH_YEAR_DB
// picks one). BENCH_YEAR_SCALE shrinks the year (default 1; 0.01 for a quick run).
// It prints moves per second, p50/p95 per kind of operation, the total time and the database's
// size; then the invariant checker's verdict and the analytics answers (KPIs, ABC) beside the
// same figures recomputed from the event log. Target: the whole year in under 30 minutes on
// PostgreSQL, with zero violations.
import { classifyAbc, OUTBOUND_EVENT_TYPES, RETURN_EVENT_TYPES, valuationCents, type AbcCategory } from '@bodega/domain';
import { execFileSync, spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { call, perform, setUpYear, type Http, type Outcome } from './year/flows';
import { plannedMoves, planYear, yearSize } from './year/plan';
import { login } from './lib/large-data';
import { intEnv, loadAverage, percentile } from './lib/load';
import { throwawayPostgres } from './lib/postgres';
import { repoRoot, startApiServer } from './lib/processes';
import type { BenchRow, BenchTable } from './lib/table';

const TARGET_MINUTES = 30;

export async function run(): Promise<BenchTable[]> {
  const scale = Number(process.env.BENCH_YEAR_SCALE ?? '1');
  if (!(scale > 0 && scale <= 1)) throw new Error('BENCH_YEAR_SCALE debe estar entre 0 (excluido) y 1');
  const clients = intEnv('BENCH_YEAR_CLIENTS', 8);
  const only = process.env.BENCH_YEAR_DB;
  const tables: BenchTable[] = [];
  if (only !== 'postgres') tables.push(...(await yearOn('sqlite', scale, clients)));
  if (only !== 'sqlite') tables.push(...(await yearOn('postgres', scale, clients)));
  return tables;
}

async function yearOn(database: 'sqlite' | 'postgres', scale: number, clients: number): Promise<BenchTable[]> {
  const pg = database === 'postgres' ? await throwawayPostgres() : undefined;
  if (database === 'postgres' && !pg) {
    return [
      {
        title: 'Un año de hospital en PostgreSQL (omitido)',
        rows: [],
        notes: ['Falta PostgreSQL: apt-get install -y postgresql'],
      },
    ];
  }
  const dataDir = path.join(repoRoot, 'bench/.data', `year-${database}`);
  const server = await startApiServer(`year-${database}`, {
    SEED_DEMO: 'true',
    ...(pg ? { DATABASE_URL: pg.url } : {}),
  });
  try {
    const http: Http = {
      url: server.url,
      admin: await login(server),
      operator: await login(server, 'operador@demo.cl'),
      operatorId: 0,
    };
    const operators = await call(http, 'GET', '/users/operators');
    http.operatorId = (operators.body.data as Array<{ id: number; username: string }>).find((o) => o.username === 'operador')!.id;
    const size = yearSize(scale);
    const setupStarted = performance.now();
    const world = await setUpYear(http, size);
    const setupMs = performance.now() - setupStarted;
    const days = planYear(size);

    // Day by day: the day's operations shared among the clients; the next day starts when the day is done.
    const times = new Map<string, number[]>();
    const refused = new Map<string, number>();
    let moves = 0;
    const record = (label: string, ms: number, outcomes: Outcome[]) => {
      (times.get(label) ?? times.set(label, []).get(label)!).push(ms);
      for (const outcome of outcomes) {
        moves += outcome.moves;
        if (outcome.refused) refused.set(outcome.kind, (refused.get(outcome.kind) ?? 0) + 1);
      }
    };
    const started = performance.now();
    for (let day = 0; day < days.length; day++) {
      const ops = days[day]!;
      let next = 0;
      const client = async () => {
        while (next < ops.length) {
          const op = ops[next++]!;
          const t0 = performance.now();
          const outcomes = await perform(http, world, op, day);
          record(LABELS[op.kind] ?? op.kind, performance.now() - t0, outcomes);
        }
      };
      await Promise.all(Array.from({ length: clients }, client));
    }
    const seconds = (performance.now() - started) / 1000;

    const bytes = pg
      ? Number(execFileSync('psql', [pg.url, '-Atc', 'select pg_database_size(current_database())'], { encoding: 'utf8' }).trim())
      : ['bodega.sqlite', 'bodega.sqlite-wal'].reduce((sum, f) => sum + fileSize(path.join(dataDir, f)), 0);

    const checker = spawnSync('npm', ['run', 'check:invariants'], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDir, ...(pg ? { DATABASE_URL: pg.url } : { DATABASE_URL: '' }) },
    });
    const analytics = await compareAnalytics(http, pg?.url, path.join(dataDir, 'bodega.sqlite'));

    const rows: BenchRow[] = [...times.entries()].map(([kind, list]) => {
      list.sort((a, b) => a - b);
      return {
        operación: kind,
        cantidad: list.length,
        'p50 ms': Math.round(percentile(list, 0.5)),
        'p95 ms': Math.round(percentile(list, 0.95)),
      };
    });
    const minutes = seconds / 60;
    const summary: BenchTable = {
      title: `Un año de hospital a través de la API, ${database === 'sqlite' ? 'SQLite' : 'PostgreSQL'} (escala ${scale}, ${clients} clientes, carga ${loadAverage()})`,
      rows,
      notes: [
        `Movimientos de stock: ${moves.toLocaleString('es-CL')} (plan ${plannedMoves(size).toLocaleString('es-CL')}) en ${minutes.toFixed(1)} min: ${Math.round(moves / seconds)} movimientos/s; preparación ${(setupMs / 1000).toFixed(1)} s.`,
        `Base de datos: ${(bytes / 1024 / 1024).toFixed(1)} MB.`,
        `Rechazadas por las reglas (sin stock libre, lote retirado): ${[...refused.entries()].map(([k, n]) => `${k} ${n}`).join(', ') || 'ninguna'}.`,
        `Verificador de invariantes: ${checker.status === 0 ? 'sin violaciones' : `FALLA (código ${checker.status})\n${checker.stdout.slice(-2000)}${checker.stderr.slice(-500)}`}.`,
        ...(database === 'postgres' && scale === 1
          ? [
              `Objetivo: el año completo en menos de ${TARGET_MINUTES} min en PostgreSQL: ${minutes < TARGET_MINUTES ? 'CUMPLE' : 'NO CUMPLE'}.`,
            ]
          : []),
      ],
    };
    return [summary, analytics];
  } finally {
    await server.stop();
    await pg?.stop();
  }
}

const LABELS: Record<string, string> = {
  receipt: 'ingreso (60 líneas)',
  issue: 'egreso (5 líneas)',
  order: 'orden: crear → despachar (8 líneas)',
  implant: 'implante: ingreso → QR → implantación',
  adjust: 'ajuste de stock',
  move: 'movimiento interno',
  quarantine: 'daño',
  recall: 'retiro (recall)',
};

function fileSize(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/**
 * The analytics answers beside the same figures recomputed from the event log with plain SQL and
 * the domain's formulas: the KPIs' total stock against the sum of every event's signed quantity,
 * and the ABC classes against annual demand (outbound minus returns) × valuation.
 */
async function compareAnalytics(http: Http, pgUrl: string | undefined, sqliteFile: string): Promise<BenchTable> {
  const query = (text: string): string[][] => {
    const out = pgUrl
      ? execFileSync('psql', [pgUrl, '-AtF', '\t', '-c', text], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
      : sqliteQuery(sqliteFile, text);
    return out
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t'));
  };
  const type = 'coalesce(reclassified_type, event_type)';
  const list = (types: readonly string[]) => types.map((t) => `'${t}'`).join(', ');
  const eventStock = Number(query('select coalesce(sum(quantity), 0) from traceability_events')[0]?.[0] ?? 0);
  const inventoryStock = Number(query('select coalesce(sum(quantity), 0) from inventory')[0]?.[0] ?? 0);
  const kpis = (await call(http, 'GET', '/analytics/kpis')).body.data;
  const kpiStock = Number(kpis?.inventory_kpis?.total_stock ?? NaN);

  const demandRows = query(
    `select product_id, sum(case when ${type} in (${list(OUTBOUND_EVENT_TYPES)}) then abs(quantity) when ${type} in (${list(RETURN_EVENT_TYPES)}) then -abs(quantity) else 0 end) from traceability_events group by product_id`,
  );
  const demand = new Map(demandRows.map(([id, units]) => [Number(id), Math.max(0, Number(units))]));
  const products = query('select id, average_cost_cents, unit_price_cents from products where deleted_at is null').map(
    ([id, avg, unit]) => ({
      id: Number(id),
      cents: valuationCents({ average_cost_cents: avg ? Number(avg) : null, unit_price_cents: unit ? Number(unit) : null }),
    }),
  );
  const classes = classifyAbc(
    products.map((p) => ({ id: p.id, value: p.cents == null ? null : ((demand.get(p.id) ?? 0) * p.cents) / 100 })),
  );
  const recomputed: Record<AbcCategory, number> = { A: 0, B: 0, C: 0 };
  for (const c of classes.values()) if (c) recomputed[c]++;
  const abc = (await call(http, 'GET', '/analytics/abc-analysis')).body.data as {
    categories: Array<{ category: AbcCategory; count: number }>;
  };
  const answered = Object.fromEntries(abc.categories.map((c) => [c.category, c.count])) as Record<AbcCategory, number>;
  const same = (a: number, b: number) => (a === b ? 'igual' : 'DISTINTO');
  return {
    title: 'Analítica frente a lo recalculado desde los eventos',
    rows: [
      {
        cifra: 'stock total (KPI)',
        analítica: kpiStock,
        'desde eventos': eventStock,
        inventario: inventoryStock,
        resultado: same(kpiStock, eventStock),
      },
      ...(['A', 'B', 'C'] as const).map((c) => ({
        cifra: `productos ABC ${c}`,
        analítica: answered[c] ?? 0,
        'desde eventos': recomputed[c],
        inventario: '—',
        resultado: same(answered[c] ?? 0, recomputed[c]),
      })),
    ],
  };
}

function sqliteQuery(file: string, text: string): string {
  // better-sqlite3 through a child node, read-only: the bench process keeps no handle on the file.
  return execFileSync(
    process.execPath,
    [
      '-e',
      `const D=require('better-sqlite3');const d=new D(process.argv[1],{readonly:true});for(const r of d.prepare(process.argv[2]).raw().all())console.log(r.map(v=>v===null?'':v).join('\\t'))`,
      file,
      text,
    ],
    { encoding: 'utf8', cwd: path.join(repoRoot, 'bench'), maxBuffer: 256 * 1024 * 1024 },
  );
}
