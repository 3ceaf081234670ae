import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './processes';

const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/vite-plugin-precompress.ts',
  'packages/domain/src',
  'packages/domain/package.json',
].map((p) => path.join(repoRoot, p));

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

/** Builds the web app into `outDir` when it is missing or older than its sources; returns `outDir`. */
export function ensureWebBuild(outDir: string): string {
  const index = path.join(outDir, 'index.html');
  if (existsSync(index) && !webSources.some((source) => newestMtime(source) > statSync(index).mtimeMs)) return outDir;
  console.error(`Compilando la aplicación web en ${outDir}…`);
  const build = spawnSync('npm', ['run', 'build', '-w', '@bodega/web', '--', '--outDir', outDir, '--emptyOutDir'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('la compilación de la aplicación web falló');
  return outDir;
}
