// `npm run serve` (or `NODE_ENV=production npm start`): the production start. Unlike `npm start`
// it never builds (a build belongs to the deployment, not to a restart) and never loads the demo
// unless SEED_DEMO=true is set; it refuses to start when the build is missing, and every line it
// and the server write is JSON. The server runs in this process, so a supervisor's signals reach
// it directly (see docs/deployment.md).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist')), 'index.html');
const serverEntry = path.join(root, 'apps/server/dist/server.js');

function refuse(msg) {
  process.stderr.write(`${JSON.stringify({ level: 60, time: Date.now(), pid: process.pid, msg })}\n`);
  // 78 (EX_CONFIG), as the server's own refusals: a supervisor does not restart it in a loop.
  process.exit(78);
}

process.env.NODE_ENV = 'production';
process.env.SEED_DEMO ??= 'false';
for (const [file, what] of [
  [serverEntry, 'el servidor compilado'],
  [webIndex, 'la aplicación web compilada'],
]) {
  if (!existsSync(file))
    refuse(`No se puede iniciar el servidor: falta ${what} (${file}); ejecute npm run build antes de iniciarlo.`);
}
await import(pathToFileURL(serverEntry).href);
