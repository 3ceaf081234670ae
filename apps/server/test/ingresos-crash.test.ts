import BetterSqlite3 from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { builtServerEntry } from './built-server';

/**
 * Crash safety of receipts on SQLite: the real server is killed with SIGKILL during a burst of
 * simplified receipts, restarted on the same data folder, and every receipt it acknowledged must
 * be there with all its lines and stock, and no receipt may be partial.
 *
 * Why it holds: a receipt (header, lines, ledger rows and events, idempotency key) is one
 * transaction, and the server answers only after COMMIT returned. SQLite in WAL mode with
 * synchronous=NORMAL makes a committed transaction survive a process crash (the WAL is in the OS
 * page cache; only an OS crash or power loss could lose the last commits), and an uncommitted one
 * is rolled back on the next open.
 *
 * PostgreSQL (skipped here: it runs in its own server process, so killing ours cannot tear a
 * write): COMMIT returns after the WAL record is flushed (fsync) with synchronous_commit = on, the
 * default, so an acknowledged receipt survives even a machine crash; a connection dropped
 * mid-transaction is rolled back by the server. Keep synchronous_commit on and fsync on in
 * production (the test cluster of scripts/with-postgres.sh runs with fsync=off for speed only).
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const onPostgres = !!process.env.TEST_DATABASE_URL;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

interface Running {
  child: ChildProcess;
  base: string;
  log: string[];
}

async function startServer(dataDir: string, port: number): Promise<Running> {
  const log: string[] = [];
  // node itself runs the compiled server (no wrapper such as the tsx CLI, which runs the server in
  // a child process that a SIGKILL to the wrapper would leave running).
  const child = spawn(process.execPath, [builtServerEntry()], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      DATABASE_URL: '',
      JWT_SECRET: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`el servidor terminó: ${log.join('')}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return { child, base, log };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`el servidor no respondió: ${log.join('')}`);
}

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.cl', password: 'demo1234' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

let dataDir: string | undefined;
let running: Running | undefined;
afterAll(() => {
  if (running?.child.exitCode === null) running.child.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(onPostgres)('receipts survive SIGKILL (SQLite)', () => {
  it('keeps every acknowledged receipt whole and no partial one', async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'bodega-crash-'));
    const port = await freePort();
    running = await startServer(dataDir, port);
    const token = await login(running.base);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };

    // Demo data: receipts in each status and one list assigned to the demo operator.
    const listed = (await (await fetch(`${running.base}/api/transactions/ingresos?per_page=100`, { headers })).json()) as {
      data: Array<{ status: string }>;
    };
    expect(new Set(listed.data.map((r) => r.status))).toEqual(new Set(['Pendiente', 'Completado', 'Cancelado']));
    const operatorLogin = await fetch(`${running.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'operador@demo.cl', password: 'demo1234' }),
    });
    const operatorToken = ((await operatorLogin.json()) as { access_token: string }).access_token;
    const lists = (await (
      await fetch(`${running.base}/api/intelligent-storage/storage-lists`, {
        headers: { authorization: `Bearer ${operatorToken}` },
      })
    ).json()) as { data: Array<{ status: string }> };
    expect(lists.data.map((l) => l.status)).toEqual(['assigned']);

    const file = path.join(dataDir, 'bodega.sqlite');
    const peek = new BetterSqlite3(file, { readonly: true });
    const zone = peek.prepare(`select id, warehouse_id from zones where code = 'REC'`).get() as {
      id: number;
      warehouse_id: number;
    };
    const products = (
      peek.prepare(`select id from products where status = 'Activo' and tipo_dm is null order by id limit 3`).all() as Array<{
        id: number;
      }>
    ).map((p) => p.id);
    peek.close();

    // The burst: 6 clients sending 3-line receipts back to back until the server dies. The kill
    // must cut at least one request off; when every request in flight was answered before the
    // signal landed (it happens on a fast machine), the server is started again and the burst
    // repeated, up to three times. Everything acknowledged in any burst must survive.
    const acknowledged = new Set<string>();
    let sent = 0;
    const burstAndKill = async (attempt: number) => {
      let killed = false;
      const client = async (c: number) => {
        for (let n = 0; !killed; n++) {
          const reference = `CRASH-${attempt}-${c}-${n}`;
          sent += 1;
          const body = {
            reference,
            zone_id: zone.id,
            warehouse_id: zone.warehouse_id,
            details: products.map((product_id, i) => ({
              product_id,
              quantity: 1,
              lot_number: `CR${i}`,
              expiry_date: '2028-01-31',
            })),
          };
          try {
            const res = await fetch(`${running!.base}/api/transactions/simplified-reception`, {
              method: 'POST',
              headers: { ...headers, 'idempotency-key': reference },
              body: JSON.stringify(body),
            });
            if (res.status === 201) acknowledged.add(reference);
            else if (!killed) throw new Error(`respuesta ${res.status}: ${await res.text()}`);
          } catch (error) {
            if (!killed) throw error;
          }
        }
      };
      let failure: unknown;
      const burst = Promise.all(Array.from({ length: 6 }, (_, c) => client(c))).catch((error: unknown) => {
        failure = error;
      });
      const target = acknowledged.size + 40;
      const until = Date.now() + 30_000;
      while (acknowledged.size < target && failure === undefined && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 5));
      if (failure !== undefined) throw failure;
      expect(acknowledged.size, running!.log.join('')).toBeGreaterThanOrEqual(target);
      killed = true;
      running!.child.kill('SIGKILL');
      await burst;
      if (running!.child.exitCode === null && running!.child.signalCode === null)
        await new Promise((resolve) => running!.child.once('exit', resolve));
      expect(running!.child.signalCode).toBe('SIGKILL');
    };
    for (let attempt = 1; ; attempt++) {
      await burstAndKill(attempt);
      if (sent > acknowledged.size || attempt === 3) break;
      running = await startServer(dataDir, port);
    }
    expect(sent).toBeGreaterThan(acknowledged.size);

    running = await startServer(dataDir, port);
    const db = new BetterSqlite3(file, { readonly: true });
    try {
      const receipts = db
        .prepare(`select id, reference, status from transactions where reference like 'CRASH-%'`)
        .all() as Array<{ id: number; reference: string; status: string }>;
      const present = new Set(receipts.map((r) => r.reference));
      for (const reference of acknowledged) expect(present.has(reference), reference).toBe(true);
      for (const receipt of receipts) {
        expect(receipt.status).toBe('Completado');
        const lines = db
          .prepare(`select count(*) n from transaction_details where transaction_id = ? and status = 'stored'`)
          .get(receipt.id) as { n: number };
        const events = db
          .prepare(
            `select count(*) n, sum(quantity) q from traceability_events where reference_type = 'reception' and reference_id = ?`,
          )
          .get(receipt.id) as { n: number; q: number };
        const key = db.prepare(`select response_status from idempotency_keys where key = ?`).get(receipt.reference) as
          { response_status: number } | undefined;
        expect({ lines: lines.n, events: events.n, units: events.q, key: key?.response_status }, receipt.reference).toEqual({
          lines: 3,
          events: 3,
          units: 3,
          key: 201,
        });
      }
      // No stray stock: every CRASH lot unit belongs to a receipt that is there.
      const units = db
        .prepare(
          `select coalesce(sum(quantity), 0) q from traceability_events where lot_number like 'CR_' and event_type = 'RECEPTION'`,
        )
        .get() as { q: number };
      expect(units.q).toBe(receipts.length * 3);
      const orphanKeys = db
        .prepare(
          `select count(*) n from idempotency_keys k where k.key like 'CRASH-%' and not exists (select 1 from transactions t where t.reference = k.key)`,
        )
        .get() as { n: number };
      expect(orphanKeys.n).toBe(0);
      // The ledger's invariant: current_stock equals the inventory rows.
      const mismatches = db
        .prepare(
          `select p.id from products p left join (select product_id, sum(quantity) q from inventory group by product_id) i on i.product_id = p.id where p.current_stock <> coalesce(i.q, 0)`,
        )
        .all();
      expect(mismatches).toEqual([]);
    } finally {
      db.close();
    }

    // The restarted server answers a retry of an acknowledged receipt with the stored result.
    const token2 = await login(running.base);
    const retried = [...acknowledged][0]!;
    const again = await fetch(`${running.base}/api/transactions/simplified-reception`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token2}`, 'idempotency-key': retried },
      body: JSON.stringify({
        reference: retried,
        zone_id: zone.id,
        warehouse_id: zone.warehouse_id,
        details: products.map((product_id, i) => ({ product_id, quantity: 1, lot_number: `CR${i}`, expiry_date: '2028-01-31' })),
      }),
    });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    running.child.kill('SIGTERM');
  }, 90_000);
});
