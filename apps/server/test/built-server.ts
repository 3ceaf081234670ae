import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildScript = pathToFileURL(path.join(serverDir, 'scripts/build.mjs')).href;

let checked = false;

/**
 * The compiled server (`dist/server.js`, what `npm start` and `npm run serve` run), built first
 * when it is missing or older than a source (scripts/build.mjs decides, by the files' dates).
 * Tests that start the real server process start this bundle: node loads it in about half the
 * time `node --import tsx src/server.ts` takes to compile the sources on every start.
 */
export function builtServerEntry(): string {
  if (!checked) {
    const build = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { buildServer, serverIsStale } from ${JSON.stringify(buildScript)}; if (serverIsStale()) await buildServer();`,
      ],
      { cwd: serverDir, encoding: 'utf8' },
    );
    if (build.status !== 0) throw new Error(`no se pudo compilar el servidor: ${build.stderr}`);
    checked = true;
  }
  return path.join(serverDir, 'dist/server.js');
}
