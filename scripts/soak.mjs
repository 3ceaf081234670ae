// `npm run soak -- --runs N --seed S [--max-commands M]`: the model-based test of the stock rules
// (apps/server/test/stock-model.test.ts) with more sequences than CI runs. On a failure it prints
// the failing sequence shrunk to its shortest form and the seed and path that replay it.
//   TEST_DATABASE_URL=postgres://…   runs it on PostgreSQL (or: bash scripts/with-postgres.sh npm run soak -- …)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const options = { '--runs': 'SOAK_RUNS', '--seed': 'SOAK_SEED', '--max-commands': 'SOAK_MAX_COMMANDS' };
const env = { ...process.env };
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i += 2) {
  const name = options[args[i]];
  const value = args[i + 1];
  if (!name || value === undefined || !/^\d+$/.test(value)) {
    console.error('Uso: npm run soak -- --runs N --seed S [--max-commands M] (números enteros)');
    process.exit(2);
  }
  env[name] = value;
}
env.SOAK_RUNS ??= '500';
env.SOAK_SEED ??= String(Date.now() % 2_147_483_647);
console.log(
  `Prueba basada en modelo: ${env.SOAK_RUNS} secuencias, semilla ${env.SOAK_SEED}, en ${env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`,
);
const result = spawnSync('node_modules/.bin/vitest', ['run', '--project', 'server', 'apps/server/test/stock-model.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);
