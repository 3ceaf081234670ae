// Compiles the server for production: esbuild bundles src/server.ts, src/db/migrate-cli.ts and
// src/db/create-admin-cli.ts with the domain package (TypeScript, a workspace) into dist/*.js; every npm package stays
// external and is loaded from node_modules at run time. Migrations are imported by
// src/db/migrations/index.ts, so they are part of the bundle. `npm start` runs `node
// dist/server.js`; `node apps/server/scripts/build.mjs` (or `npm run build`) builds it.
// dist/server.js sits as deep under the repository as src/config.ts, so the paths config.ts
// derives from import.meta.url (data/, apps/web/dist) are the same compiled or not.
import { build } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverRoot, '../..');
export const serverDist = path.join(serverRoot, 'dist');
export const serverEntry = path.join(serverDist, 'server.js');

const entries = {
  server: 'src/server.ts',
  'migrate-cli': 'src/db/migrate-cli.ts',
  'create-admin-cli': 'src/db/create-admin-cli.ts',
};
const sources = [
  path.join(serverRoot, 'src'),
  path.join(repoRoot, 'packages/domain/src'),
  path.join(serverRoot, 'package.json'),
  fileURLToPath(import.meta.url),
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

/** True when dist/server.js is missing or older than a source of the server or the domain. */
export function serverIsStale() {
  if (!existsSync(serverEntry)) return true;
  const built = statSync(serverEntry).mtimeMs;
  return sources.some((source) => newestMtime(source) > built);
}

export async function buildServer() {
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));
  const external = Object.keys(dependencies).filter((name) => !name.startsWith('@bodega/'));
  const result = await build({
    absWorkingDir: serverRoot,
    entryPoints: entries,
    outdir: serverDist,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    external: [...external, ...external.map((name) => `${name}/*`)],
    logLevel: 'warning',
    write: false,
  });
  mkdirSync(serverDist, { recursive: true });
  // Each file is written beside its final name and renamed over it: a server starting meanwhile
  // never reads half a file. The sourcemaps first, server.js last (its date marks the build).
  const files = [...result.outputFiles].sort((a, b) => Number(a.path === serverEntry) - Number(b.path === serverEntry));
  for (const file of files) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildServer();
  console.log(`Servidor compilado en ${path.relative(repoRoot, serverDist)} (${Date.now() - started} ms)`);
}
