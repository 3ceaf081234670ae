import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ bodyLimitBytes: 64 * 1024 });
});
afterAll(async () => t?.close());

const countUsers = async () => (await t.db.kysely.selectFrom('users').select('id').execute()).length;

describe('bad input', () => {
  it('answers malformed JSON with 400 in Spanish and writes nothing', async () => {
    const before = await countUsers();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...t.auth('admin'), 'content-type': 'application/json' },
      payload: '{"username": "x",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'El cuerpo de la solicitud no es JSON válido', code: 'INVALID_JSON' });
    expect(await countUsers()).toBe(before);
  });

  it('refuses an oversized body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: t.auth('admin'),
      payload: { username: 'x'.repeat(100_000), email: 'a@b.cl', password: 'segura-123', role: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'El cuerpo de la solicitud es demasiado grande', code: 'BODY_TOO_LARGE' });
  });

  it('refuses wrong types and a body that is not JSON', async () => {
    const wrongTypes = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: t.auth('admin'),
      payload: { username: 5, email: true, password: [], role: 'admin' },
    });
    expect(wrongTypes.statusCode).toBe(400);
    expect(Object.keys(wrongTypes.json().fields)).toEqual(['username', 'email', 'password']);

    const text = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...t.auth('admin'), 'content-type': 'text/plain' },
      payload: 'hola',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/no-existe', headers: t.auth('admin') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Ruta no encontrada', code: 'ROUTE_NOT_FOUND' });
  });

  it('never leaks a stack trace', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: { $ne: 1 }, password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('reports health with the database dialect', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('ok');
  });
});

describe('empty bodies declared as JSON', () => {
  it('treats them as no body: an action without payload works, a payload route still validates', async () => {
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...t.auth('viewer'), 'content-type': 'application/json' },
      payload: '',
    });
    expect(logout.statusCode).toBe(200);
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...t.auth('admin'), 'content-type': 'application/json' },
      payload: '',
    });
    expect(create.statusCode).toBe(400);
    expect(create.json().code).toBe('VALIDATION_ERROR');
  });
});
