import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
// The production server: the compiled bundle run by node, as `npm start` runs it.
const buildScript = path.join(repoRoot, 'apps/server/scripts/build.mjs');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`el proceso terminó antes de responder en ${url}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`sin respuesta de ${url}`);
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

// Servers still running when the bench process exits (an exception, Ctrl-C) are stopped too.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

async function start(command: [string, ...string[]], env: Record<string, string>, readyPath: string): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(command[0], command.slice(1), {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}${readyPath}`, child, 180_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The real API, compiled (apps/server/dist, built when stale), on a fresh SQLite database in bench/.data/<name> (or DATABASE_URL when given). */
export async function startApiServer(name: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = path.join(repoRoot, 'bench/.data', name);
  if (!env.KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const { buildServer, serverEntry, serverIsStale } = (await import(buildScript)) as {
    buildServer(): Promise<void>;
    serverEntry: string;
    serverIsStale(): boolean;
  };
  if (serverIsStale()) await buildServer();
  // BENCH_CPU_PROF=<dir>: every API server of the bench writes a V8 CPU profile (.cpuprofile, for
  // Chrome DevTools or bench/profile-summary.ts) there when it stops.
  const profileDir = process.env.BENCH_CPU_PROF;
  const profiling: Record<string, string> =
    profileDir && !env.NODE_OPTIONS ? { NODE_OPTIONS: `--import=${cpuProfilePreload(profileDir)}` } : {};
  return start(
    [process.execPath, serverEntry],
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      WEB_DIST: '/nonexistent',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
      ...profiling,
      ...env,
    },
    '/api/health',
  );
}

export function startBareServer(body: unknown): Promise<RunningServer> {
  return start([tsx, path.join(repoRoot, 'bench/servers/bare-server.ts')], { BARE_BODY: JSON.stringify(body) }, '/bare');
}

/** Writes a preload module that profiles the process from start to exit into `dir` (--cpu-prof is refused in NODE_OPTIONS). */
function cpuProfilePreload(dir: string): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(path.resolve(dir), 'cpu-profile-preload.mjs');
  writeFileSync(
    file,
    [
      "import { Session } from 'node:inspector';",
      "import { writeFileSync } from 'node:fs';",
      'const session = new Session();',
      'session.connect();',
      "session.post('Profiler.enable');",
      "session.post('Profiler.setSamplingInterval', { interval: 200 });",
      "session.post('Profiler.start');",
      "process.on('exit', () => session.post('Profiler.stop', (error, result) => {",
      `  if (!error) writeFileSync(${JSON.stringify(path.resolve(dir))} + '/server-' + process.pid + '.cpuprofile', JSON.stringify(result.profile));`,
      '}));',
    ].join('\n'),
  );
  return file;
}
