import { describe, expect, it } from 'vitest';
import { DEFAULT_NEW_USER_ROLE, USER_MESSAGES, userCreateSchema, userSchema, userUpdateSchema } from './user.schema';
import { messageAt, messagesOf } from './test-helpers';

const valid = { username: 'operador2', email: 'Operador2@Demo.cl', password: 'demo1234', role: 'operator' };

describe('user form', () => {
  it('accepts a new user and lower-cases the e-mail', () => {
    expect(userCreateSchema.parse(valid)).toEqual({ ...valid, email: 'operador2@demo.cl' });
    expect(DEFAULT_NEW_USER_ROLE).toBe('operator');
  });

  it.each([
    ['username', { ...valid, username: ' ' }, 'Nombre de usuario es requerido'],
    ['username', { ...valid, username: undefined }, 'Nombre de usuario es requerido'],
    ['email', { ...valid, email: '' }, 'Email es requerido'],
    ['email', { ...valid, email: 'no-es-email' }, 'Email debe ser válido'],
    ['password', { ...valid, password: '' }, 'Contraseña es requerida'],
    ['password', { ...valid, password: undefined }, 'Contraseña es requerida'],
    ['role', { ...valid, role: '' }, 'Rol es requerido'],
    ['role', { ...valid, role: 'superuser' }, 'Rol es requerido'],
  ])('%s: %j', (path, value, message) => {
    expect(messageAt(userCreateSchema, value, path)).toBe(message);
  });

  it('the password is optional on edit and dropped when empty', () => {
    const { password: _password, ...rest } = valid;
    expect(userUpdateSchema.parse({ ...rest, password: '' }).password).toBeUndefined();
    expect(userUpdateSchema.parse({ ...rest, password: null }).password).toBeUndefined();
    expect(messageAt(userUpdateSchema, { ...rest, password: 'corta' }, 'password')).toBe(USER_MESSAGES.passwordTooShort);
  });

  it('refuses unknown fields', () => {
    expect(messagesOf(userCreateSchema, { ...valid, is_admin: true })['']).toBeDefined();
  });

  it('describes a stored user', () => {
    expect(
      userSchema.safeParse({ id: 1, username: 'a', name: null, email: 'a@b.cl', role: 'viewer', created_at: '2025-01-01' })
        .success,
    ).toBe(true);
  });
});
