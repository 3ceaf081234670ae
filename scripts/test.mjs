// `npm test`: type check, lint, unit + API tests (Vitest, with domain coverage), then the
// end-to-end tests in Debian's Chromium against the built app. Stops at the first failing step.
//   SKIP_E2E=true   leaves out the browser tests
//   TEST_DATABASE_URL=postgres://…   runs the API tests on PostgreSQL instead of SQLite
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const steps = [
  ['Tipos (tsc)', 'npm', ['run', 'typecheck']],
  ['Estilo (eslint)', 'npm', ['run', 'lint']],
  // Coverage measures the domain package only, so only its run pays for collecting it.
  ['Pruebas del dominio con cobertura (vitest)', 'node_modules/.bin/vitest', ['run', '--project', 'domain', '--coverage']],
  [
    'Pruebas de API y de la web (vitest)',
    'node_modules/.bin/vitest',
    ['run', '--project', 'server', '--project', 'web', '--project', 'web-isolated'],
  ],
];
if (process.env.SKIP_E2E !== 'true') {
  steps.push(['Aplicación web (vite build)', 'npm', ['run', 'build']]);
  steps.push(['Pruebas de extremo a extremo (playwright)', 'npm', ['run', 'test:e2e']]);
}

for (const [title, command, args] of steps) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${title} falló (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${seconds} s)`);
}
