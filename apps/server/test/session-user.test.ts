import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { requestUserCache } from '../src/modules/users/request-user-cache';
import { createTestApp, type TestApp } from './helpers';

// Authenticated requests take the user from an in-memory cache (modules/users/request-user-cache.ts);
// these tests hold it to the rule it replaces: every change of a user is in force on the next request.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const admin = () => t.auth('admin');
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const profile = (token: string) => t.app.inject({ url: '/api/auth/profile', headers: bearer(token) });
const parse = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/barcodes/parse', headers: bearer(token), payload: { code: '(01)09501101530003' } });

async function signIn(email: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(res.statusCode).toBe(200);
  return res.json().access_token;
}

describe('the user behind a token', () => {
  it('a changed role, a new password and a deletion are in force on the next request', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin(),
      payload: { username: 'sesion', email: 'sesion@hospital.cl', password: 'segura-123', role: 'operator' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const first = await signIn('sesion@hospital.cl', 'segura-123');
    expect((await profile(first)).json().data.role).toBe('operator');
    expect((await parse(first)).statusCode).toBe(200);
    const cached = () => requestUserCache(t.db.kysely).peek(id);
    if (!process.env.TEST_DATABASE_URL) expect(cached()?.role).toBe('operator'); // served from memory from now on

    const edit = (payload: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${id}`,
        headers: admin(),
        payload: { username: 'sesion', email: 'sesion@hospital.cl', password: '', ...payload },
      });
    expect((await edit({ role: 'viewer' })).statusCode).toBe(200);
    expect((await profile(first)).json().data.role).toBe('viewer');
    expect((await parse(first)).statusCode).toBe(403);

    expect((await edit({ role: 'viewer', password: 'otra-clave-456' })).statusCode).toBe(200);
    expect((await profile(first)).statusCode).toBe(401);

    const second = await signIn('sesion@hospital.cl', 'otra-clave-456');
    expect((await profile(second)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: admin() })).statusCode).toBe(200);
    expect((await profile(second)).statusCode).toBe(401);
  });

  it('guards the HEAD route Fastify adds beside each GET like the GET itself', async () => {
    expect((await t.app.inject({ method: 'HEAD', url: '/api/users' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'HEAD', url: '/api/users', headers: bearer(t.tokens.viewer) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'HEAD', url: '/api/users', headers: admin() })).statusCode).toBe(200);
  });

  it('a refused change leaves the session as it was', async () => {
    const before = (await profile(t.tokens.admin)).json().data;
    // Demoting the only administrator is refused (409): the admin keeps its role.
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${before.id}`,
      headers: admin(),
      payload: { username: before.username, email: before.email, role: 'viewer', password: '' },
    });
    expect(res.statusCode).toBe(409);
    expect((await profile(t.tokens.admin)).json().data).toEqual(before);
  });
});

/** Asks until the answer changes; on PostgreSQL a change by another client arrives by NOTIFY. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL: changes made outside this instance', () => {
  const roleOfViewerToken = async () => (await profile(t.tokens.viewer)).json().data?.role;
  const setViewerRole = (role: string) =>
    t.db.kysely.updateTable('users').set({ role }).where('username', '=', 'visor').execute();
  /** The viewer's row is being served from memory (the listener is up and the cache on). */
  const viewerCached = async () => {
    const { id } = (await profile(t.tokens.viewer)).json().data;
    return requestUserCache(t.db.kysely).peek(id) !== undefined;
  };

  it('a change written by another client reaches the cache through NOTIFY', async () => {
    expect(await eventually(viewerCached)).toBe(true);
    expect(await roleOfViewerToken()).toBe('viewer');
    await setViewerRole('operator'); // not through the API: as another instance or psql would
    expect(await eventually(async () => (await roleOfViewerToken()) === 'operator')).toBe(true);
    await setViewerRole('viewer');
    expect(await eventually(async () => (await roleOfViewerToken()) === 'viewer')).toBe(true);
  });

  it('after losing its notification connection the instance stops trusting the cache, and listens again', async () => {
    expect(await eventually(viewerCached)).toBe(true);
    expect(await roleOfViewerToken()).toBe('viewer');
    const killed = await sql<{ n: number }>`
      select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
      where query = 'LISTEN "bodega_users_changed"' and datname = current_database()`.execute(t.db.kysely);
    // (Listeners of test files running beside this one are cut too; they only read more until they listen again.)
    expect(killed.rows[0]!.n).toBeGreaterThanOrEqual(1);
    await setViewerRole('operator');
    expect(await eventually(async () => (await roleOfViewerToken()) === 'operator')).toBe(true);
    // Listening again (the cache is back in use): a later change is still seen.
    expect(await eventually(viewerCached)).toBe(true);
    await setViewerRole('viewer');
    expect(await eventually(async () => (await roleOfViewerToken()) === 'viewer')).toBe(true);
  });
});
