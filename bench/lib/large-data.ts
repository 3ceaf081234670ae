// The large data set of `npm run seed:large`, built once into bench/.data/large and reused by the
// benches while its sizes match (bench/.data/large/seed.json records them).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, startApiServer, type RunningServer } from './processes';

export interface LargeSizes {
  products: number;
  inventoryRows: number;
  events: number;
}

const intEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? '');
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** Sizes of the large set: the seeder's own variables and defaults. */
export function largeSizes(): LargeSizes {
  return {
    products: intEnv('LARGE_PRODUCTS', 50_000),
    inventoryRows: intEnv('LARGE_INVENTORY_ROWS', 200_000),
    events: intEnv('LARGE_EVENTS', 1_000_000),
  };
}

export const largeDataDir = path.join(repoRoot, 'bench/.data/large');
const marker = path.join(largeDataDir, 'seed.json');

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} terminó con código ${code}`)),
    );
  });
}

/**
 * Makes sure bench/.data/large holds the large set of the wanted sizes: reused as is when
 * seed.json matches; otherwise rebuilt: the server starts once on an empty folder (migrations,
 * demo users — so admin@demo.cl / demo1234 can sign in — and the audit key), then `seed:large`
 * seals whatever is pending and adds the large set. Returns the sizes and how long the (re)build took (0 if reused).
 */
export async function ensureLargeData(
  log: (message: string) => void = console.error,
): Promise<{ sizes: LargeSizes; builtMs: number }> {
  const sizes = largeSizes();
  if (existsSync(marker)) {
    const recorded = JSON.parse(readFileSync(marker, 'utf8')) as LargeSizes;
    if (
      recorded.products === sizes.products &&
      recorded.inventoryRows === sizes.inventoryRows &&
      recorded.events === sizes.events
    ) {
      return { sizes, builtMs: 0 };
    }
  }
  const started = Date.now();
  log(
    `Construyendo el conjunto grande en ${largeDataDir}: ${sizes.products} productos, ${sizes.inventoryRows} filas, ${sizes.events} eventos…`,
  );
  rmSync(largeDataDir, { recursive: true, force: true });
  // Migrations, demo users and the audit key (DATA_DIR/audit-key). Whatever the server left
  // unsealed when it stopped, seed:large seals first.
  const first = await startApiServer('large');
  await first.stop();
  await run(path.join(repoRoot, 'node_modules/.bin/tsx'), ['apps/server/src/db/seed/seed-large-cli.ts'], {
    DATA_DIR: largeDataDir,
    LARGE_PRODUCTS: String(sizes.products),
    LARGE_INVENTORY_ROWS: String(sizes.inventoryRows),
    LARGE_EVENTS: String(sizes.events),
  });
  writeFileSync(marker, JSON.stringify(sizes));
  return { sizes, builtMs: Date.now() - started };
}

/** The API on the large set (not deleted on start or stop). */
export function startLargeServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return startApiServer('large', { KEEP_DATA: 'true', ...env });
}

export async function login(server: RunningServer, email = 'admin@demo.cl', password = 'demo1234'): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email}: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}
