import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb, type Db } from '../src/db/create-db';
import { READ_AFTER_HEADER } from '../src/lib/read-routing';
import { requestUserCache } from '../src/modules/users/request-user-cache';
import { createTestApp, TEST_AUDIT_KEY, TEST_JWT_SECRET, type TestApp } from './helpers';

// A hospital network runs several API instances on one PostgreSQL primary, reads that tolerate
// lag going to a hot standby. Two instances of the real app on one database: what one changes is in
// force on the other's next requests, and every read sent to the read pool is a read.
const postgresUrl = process.env.TEST_DATABASE_URL;

/** Polls `check` for up to two seconds (a NOTIFY reaches the other instance in milliseconds). */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + 2_000;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return check();
}

describe.skipIf(!postgresUrl)('two instances on one PostgreSQL', () => {
  let a: TestApp;
  let bDb: Db;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await createTestApp();
    // Instance B: its own pool and its own caches, on the same schema.
    bDb = createDb({ databaseUrl: postgresUrl, pgSchema: a.db.pgSchema!, poolSize: 4 });
    b = await buildApp({
      config: { ...loadConfig({ DATA_DIR: os.tmpdir(), LOG_LEVEL: 'silent' }), webDist: '/nonexistent' },
      db: bDb,
      jwtSecret: TEST_JWT_SECRET,
      auditKey: TEST_AUDIT_KEY,
      closeDbOnShutdown: false,
      logger: false,
    });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await bDb?.close();
    await a?.close();
  });

  const on = (app: FastifyInstance, options: InjectOptions) => app.inject(options);
  const viewerProfile = (app: FastifyInstance, token = a.tokens.viewer) =>
    on(app, { url: '/api/auth/profile', headers: { authorization: `Bearer ${token}` } });
  const viewerId = async () => (await viewerProfile(a.app)).json().data.id as number;

  it("a role changed through one instance is in force on the other's next requests, even while it served the user from memory", async () => {
    const id = await viewerId();
    expect((await viewerProfile(b)).json().data.role).toBe('viewer');
    // B serves the viewer from its memory once its change listener is up.
    expect(await eventually(async () => (await viewerProfile(b), requestUserCache(bDb.kysely).peek(id) !== undefined))).toBe(
      true,
    );
    const user = (await on(a.app, { url: `/api/users/${id}`, headers: a.auth('admin') })).json().data;
    const changed = await on(a.app, {
      method: 'PUT',
      url: `/api/users/${id}`,
      headers: a.auth('admin'),
      payload: { username: user.username, email: user.email, password: '', role: 'operator' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await eventually(async () => (await viewerProfile(b)).json().data.role === 'operator')).toBe(true);
    // What the new role may do, B now allows, and refuses what it may not.
    expect(
      (await on(b, { url: '/api/analytics/kpis', headers: { authorization: `Bearer ${a.tokens.viewer}` } })).statusCode,
    ).toBe(403);
  });

  it('a session closed on one instance is refused by the other', async () => {
    const login = await on(a.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@demo.cl', password: 'demo1234' },
    });
    const token = login.json().access_token as string;
    const profile = () => on(b, { url: '/api/auth/profile', headers: { authorization: `Bearer ${token}` } });
    expect((await profile()).statusCode).toBe(200);
    const out = await on(a.app, { method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect(out.statusCode, out.body).toBeLessThan(300);
    expect(await eventually(async () => (await profile()).statusCode === 401)).toBe(true);
  });

  it('a setting saved through one instance is what the other answers and uses', async () => {
    const settings = { max_orders_per_wave: 7, max_locations_per_wave: 9, max_items_per_wave: 11 };
    const saved = await on(a.app, {
      method: 'PUT',
      url: '/api/wave-picking/wave-settings',
      headers: a.auth('admin'),
      payload: settings,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await on(b, { url: '/api/wave-picking/wave-settings', headers: a.auth('admin') });
    expect(read.json().data).toMatchObject(settings);
  });
});

describe.skipIf(!postgresUrl)('reads that tolerate lag', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('the read pool refuses writes, so a routed read that wrote would fail these tests', async () => {
    const readDb = t.app.readDb;
    expect(readDb).not.toBe(t.app.db);
    await expect(sql`insert into categories (name) values ('escrita por una lectura')`.execute(readDb.kysely)).rejects.toThrow(
      /read-only/,
    );
  });

  it("a write's answer carries the primary's log position, and a read that sends it back is answered", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: t.auth('admin'),
      payload: { name: 'Réplica' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const position = created.headers[READ_AFTER_HEADER];
    expect(position).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
    // A failed write moves nothing the caller must wait for.
    const refused = await t.app.inject({ method: 'POST', url: '/api/categories', headers: t.auth('admin'), payload: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers[READ_AFTER_HEADER]).toBeUndefined();

    const headers = { ...t.auth('admin'), [READ_AFTER_HEADER]: String(position) };
    // Once probed, the read pool (here on the primary itself, which has every commit) serves them.
    const servedBy = (h: Record<string, string>) => t.app.readDeps({ headers: h } as unknown as FastifyRequest).db;
    expect(await eventually(async () => servedBy(headers) === t.app.readDb)).toBe(true);
    expect(servedBy({})).toBe(t.app.readDb);
    expect(servedBy({ [READ_AFTER_HEADER]: 'no-es-una-posición' })).toBe(t.app.db);
    for (const url of [
      '/api/inventory?page=1&limit=10',
      '/api/inventory/stats',
      '/api/inventory/low-stock',
      '/api/inventory/export',
      '/api/traceability/events?page=1&per_page=25',
      '/api/traceability/events/export',
      '/api/analytics/kpis',
      '/api/analytics/abc-analysis',
      '/api/analytics/din-analysis',
      '/api/analytics/low-stock',
      '/api/analytics/rotation-analysis',
      '/api/analytics/demand-predictions',
      '/api/analytics/export',
      '/api/analytics/cost-statistics',
      '/api/analytics/products',
      '/api/analytics/products/export',
    ]) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    }
  });
});
