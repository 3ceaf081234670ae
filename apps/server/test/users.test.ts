import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const admin = () => t.auth('admin');
const countUsers = async () => (await t.db.kysely.selectFrom('users').select('id').execute()).length;

describe('users API', () => {
  it('lists users without password hashes', async () => {
    const res = await t.app.inject({ url: '/api/users', headers: admin() });
    expect(res.statusCode).toBe(200);
    const users = res.json().data;
    expect(users.map((u: { username: string }) => u.username)).toEqual(['admin', 'operador', 'visor', 'usuario']);
    expect(JSON.stringify(users)).not.toContain('scrypt');
  });

  it('creates, reads, updates and deletes a user; the new user can sign in', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin(),
      payload: { username: 'bodeguero', email: 'Bodeguero@Hospital.cl', password: 'segura-123', role: 'operator' },
    });
    expect(created.statusCode).toBe(201);
    const user = created.json().data;
    expect(user).toMatchObject({ username: 'bodeguero', email: 'bodeguero@hospital.cl', role: 'operator' });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'bodeguero@hospital.cl', password: 'segura-123' },
    });
    expect(login.statusCode).toBe(200);

    const got = await t.app.inject({ url: `/api/users/${user.id}`, headers: admin() });
    expect(got.json().data.email).toBe('bodeguero@hospital.cl');

    // Editing without a password keeps the old one.
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: admin(),
      payload: { username: 'bodeguero', email: 'bodeguero@hospital.cl', role: 'viewer', password: '' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.role).toBe('viewer');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'bodeguero@hospital.cl', password: 'segura-123' },
        })
      ).statusCode,
    ).toBe(200);

    const operators = await t.app.inject({ url: '/api/users/operators', headers: admin() });
    expect(operators.json().data).toEqual([
      { id: 2, username: 'operador', email: 'operador@demo.cl', assigned_lists: 0, in_progress_lists: 0, pending_items: 0 },
    ]);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: admin() });
    expect(deleted.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/users/${user.id}`, headers: admin() })).statusCode).toBe(404);
  });

  it('refuses a duplicate e-mail or username with a Spanish message and writes nothing', async () => {
    const before = await countUsers();
    const email = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin(),
      payload: { username: 'otro', email: 'ADMIN@demo.cl', password: 'segura-123', role: 'viewer' },
    });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toMatchObject({
      error: 'El email ya está registrado',
      code: 'EMAIL_TAKEN',
      fields: { email: 'El email ya está registrado' },
    });
    const username = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin(),
      payload: { username: 'Visor', email: 'visor2@demo.cl', password: 'segura-123', role: 'viewer' },
    });
    expect(username.statusCode).toBe(409);
    expect(username.json().error).toBe('El nombre de usuario ya está registrado');
    expect(await countUsers()).toBe(before);
  });

  it('validates the user form with the spec messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin(),
      payload: { username: ' ', email: 'no-es-correo', password: '', role: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      username: 'Nombre de usuario es requerido',
      email: 'Email debe ser válido',
      password: 'Contraseña es requerida',
      role: 'Rol es requerido',
    });
    const missing = await t.app.inject({ method: 'POST', url: '/api/users', headers: admin(), payload: {} });
    expect(missing.json().fields).toMatchObject({ username: 'Nombre de usuario es requerido', email: 'Email es requerido' });
  });

  it('refuses to delete or demote the last administrator, and to delete oneself', async () => {
    const self = await t.app.inject({ method: 'DELETE', url: '/api/users/1', headers: admin() });
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('SELF_DELETE');

    const demote = await t.app.inject({
      method: 'PUT',
      url: '/api/users/1',
      headers: admin(),
      payload: { username: 'admin', email: 'admin@demo.cl', role: 'viewer' },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().code).toBe('LAST_ADMIN');

    // With a second administrator acting, the first one still cannot be left as the only one removed… twice.
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin(),
      payload: { username: 'admin2', email: 'admin2@demo.cl', password: 'segura-123', role: 'admin' },
    });
    const token = (
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin2@demo.cl', password: 'segura-123' } })
    ).json().access_token;
    const removeFirst = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/1',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removeFirst.statusCode).toBe(200);
    const removeLast = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${second.json().data.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removeLast.statusCode).toBe(409);
    expect(removeLast.json()).toMatchObject({ code: 'SELF_DELETE' });
    // The deleted administrator's token no longer works.
    expect((await t.app.inject({ url: '/api/users', headers: admin() })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const token = (
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin2@demo.cl', password: 'segura-123' } })
    ).json().access_token;
    const auth = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ url: '/api/users/9999', headers: auth })).json()).toEqual({
      error: 'Usuario no encontrado',
      code: 'USER_NOT_FOUND',
    });
    const bad = await t.app.inject({ url: '/api/users/abc', headers: auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });
});
