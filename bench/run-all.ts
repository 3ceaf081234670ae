// `npm run bench`: every benchmark in one run, each printed as a table. Pass names to run some:
//   npm run bench -- auth gs1
import { printTable, type BenchTable } from './lib/table';

const benches: Record<string, () => Promise<{ run(): Promise<BenchTable> }>> = {
  auth: () => import('./auth-profile.bench'),
  gs1: () => import('./gs1-parse.bench'),
};

const wanted = process.argv.slice(2);
const selected = Object.entries(benches).filter(([name]) => wanted.length === 0 || wanted.includes(name));
let failed = false;
for (const [name, loadBench] of selected) {
  try {
    const bench = await loadBench();
    printTable(await bench.run());
  } catch (error) {
    failed = true;
    console.error(`\nEl benchmark ${name} falló:`, error);
  }
}
process.exit(failed ? 1 : 0);
