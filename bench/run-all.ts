// `npm run bench`: every benchmark in one run, each printed as one table or several. Pass names to
// run some:  npm run bench -- auth gs1 inventory receipts events egresos assets routes recall orders analytics waves dispatch alerts cluster year
import { printTable, type BenchTable } from './lib/table';

const benches: Record<string, () => Promise<{ run(): Promise<BenchTable | BenchTable[]> }>> = {
  auth: () => import('./auth-profile.bench'),
  gs1: () => import('./gs1-parse.bench'),
  inventory: () => import('./inventory.bench'),
  receipts: () => import('./receipts.bench'),
  events: () => import('./events.bench'),
  egresos: () => import('./egresos-tps.bench'),
  assets: () => import('./assets.bench'),
  routes: () => import('./routes.bench'),
  recall: () => import('./recall.bench'),
  orders: () => import('./orders.bench'),
  analytics: () => import('./analytics.bench'),
  waves: () => import('./waves.bench'),
  dispatch: () => import('./dispatch.bench'),
  alerts: () => import('./alerts.bench'),
  cluster: () => import('./cluster.bench'),
  year: () => import('./year.bench'),
};

const wanted = process.argv.slice(2);
const selected = Object.entries(benches).filter(([name]) => wanted.length === 0 || wanted.includes(name));
const unknown = wanted.filter((name) => !(name in benches));
if (unknown.length) {
  console.error(`Benchmarks desconocidos: ${unknown.join(', ')}; disponibles: ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}
let failed = false;
for (const [name, loadBench] of selected) {
  try {
    const bench = await loadBench();
    const result = await bench.run();
    for (const table of Array.isArray(result) ? result : [result]) printTable(table);
  } catch (error) {
    failed = true;
    console.error(`\nEl benchmark ${name} falló:`, error);
  }
}
process.exit(failed ? 1 : 0);
