// `npm start`: builds the web app and the server when they are missing or older than their
// sources, then runs the compiled server with plain node; it migrates, seeds demo data on an empty
// SQLite database and serves web + API on PORT. With NODE_ENV=production it is `npm run serve`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverEntry, serverIsStale } from '../apps/server/scripts/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));
const webIndex = path.join(webDist, 'index.html');
const webSources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src'].map((p) =>
  path.join(root, p),
);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

function webIsStale() {
  if (!existsSync(webIndex)) return true;
  const built = statSync(webIndex).mtimeMs;
  return webSources.some((source) => newestMtime(source) > built);
}

/** Builds what is missing or stale, then runs the compiled server in a child process. */
async function startForAFirstLook() {
  if (process.env.FRESH_DATA === 'true' && process.env.DATA_DIR) {
    rmSync(path.resolve(process.env.DATA_DIR), { recursive: true, force: true });
  }

  if (process.env.SKIP_WEB_BUILD !== 'true' && webIsStale()) {
    console.log('Compilando la aplicación web…');
    const build = spawnSync('npm', ['run', 'build', '-w', '@bodega/web', '--', '--outDir', webDist], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  if (serverIsStale()) {
    console.log('Compilando el servidor…');
    await buildServer();
  }

  // node itself runs the compiled server (no npm wrapper, whose death would leave it running).
  const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

// The production start has its own rules (scripts/serve.mjs): no build, no demo unless asked.
if (process.env.NODE_ENV === 'production') await import('./serve.mjs');
else await startForAFirstLook();
