import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdministrator } from '../src/db/first-admin';
import { StartupError } from '../src/lib/startup-error';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the first administrator of a database without the demo', () => {
  it('is created from ADMIN_EMAIL and ADMIN_PASSWORD and can sign in', async () => {
    const user = await createAdministrator(t.db.kysely, {
      ADMIN_EMAIL: 'Jefa.Bodega@Hospital.cl',
      ADMIN_PASSWORD: 'clave-segura-1',
    });
    expect(user).toMatchObject({ username: 'jefa.bodega', email: 'jefa.bodega@hospital.cl', role: 'admin' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'jefa.bodega@hospital.cl', password: 'clave-segura-1' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.role).toBe('admin');
  });

  it('is refused, changing nothing, when taken or when the password is short', async () => {
    await expect(
      createAdministrator(t.db.kysely, { ADMIN_EMAIL: 'jefa.bodega@hospital.cl', ADMIN_PASSWORD: 'otra-clave-larga' }),
    ).rejects.toThrow('Ya existe un usuario jefa.bodega o jefa.bodega@hospital.cl: no se creó otro.');
    const short = createAdministrator(t.db.kysely, { ADMIN_EMAIL: 'nueva@hospital.cl', ADMIN_PASSWORD: '123' });
    await expect(short).rejects.toBeInstanceOf(StartupError);
    await expect(short).rejects.toThrow('password: La contraseña debe tener al menos 8 caracteres');
    const found = await t.db.kysely.selectFrom('users').select('id').where('email', '=', 'nueva@hospital.cl').execute();
    expect(found).toEqual([]);
  });
});
