// `npm test`: type check and lint (side by side), unit + API tests (Vitest, with domain coverage),
// then the end-to-end tests in Debian's Chromium against the built app. Stops at the first failing
// step.
//   SKIP_E2E=true   leaves out the browser tests
//   TEST_DATABASE_URL=postgres://…   runs the API tests on PostgreSQL instead of SQLite
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Each stage is a list of steps run at the same time. tsc and eslint are each single-threaded, so
// on two cores they finish together in the time of the longer one.
const stages = [
  [
    ['Tipos (tsc)', 'npm', ['run', 'typecheck']],
    ['Estilo (eslint)', 'npm', ['run', 'lint']],
  ],
  // Coverage measures the domain package only, so only its run pays for collecting it.
  [['Pruebas del dominio con cobertura (vitest)', 'node_modules/.bin/vitest', ['run', '--project', 'domain', '--coverage']]],
  [
    [
      'Pruebas de API y de la web (vitest)',
      'node_modules/.bin/vitest',
      ['run', '--project', 'server', '--project', 'web', '--project', 'web-isolated'],
    ],
  ],
];
if (process.env.SKIP_E2E !== 'true') {
  stages.push([['Aplicación web (vite build)', 'npm', ['run', 'build']]]);
  stages.push([['Pruebas de extremo a extremo (playwright)', 'npm', ['run', 'test:e2e']]]);
}

/** Runs one step; alone it streams its output, beside others it prints it whole when done. */
function run([title, command, args], alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, env: process.env, stdio: alone ? 'inherit' : 'pipe' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!alone) process.stdout.write(`\n=== ${title} ===\n${Buffer.concat(output).toString()}`);
      if (status === 0) console.log(`✓ ${title} (${seconds} s)`);
      else console.error(`\n✗ ${title} falló (${seconds} s)`);
      resolve(status ?? 1);
    });
  });
}

for (const stage of stages) {
  if (stage.length === 1) console.log(`\n=== ${stage[0][0]} ===`);
  else console.log(`\n=== ${stage.map(([title]) => title).join(' y ')} (a la vez) ===`);
  const statuses = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  const failed = statuses.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed);
}
