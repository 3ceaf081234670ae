import { describe, expect, it } from 'vitest';
import {
  LOGIN_LOCKOUT,
  LOGIN_MESSAGES,
  loginFormSchema,
  loginPayloadSchema,
  passwordResetFormSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
} from './auth.schema';
import { messageAt, messagesOf } from './test-helpers';

describe('login form (Login)', () => {
  it('accepts a valid login', () => {
    expect(loginFormSchema.parse({ email: ' admin@demo.cl ', password: 'demo1234', remember: true })).toEqual({
      email: 'admin@demo.cl',
      password: 'demo1234',
      remember: true,
    });
  });

  it.each([
    [{ email: '', password: 'x' }, 'email', 'Por favor ingrese su correo y contraseña'],
    [{ email: 'admin@demo.cl', password: '' }, 'password', 'Por favor ingrese su correo y contraseña'],
    [{ email: 'admin@demo', password: 'x' }, 'email', 'Ingrese un correo electrónico válido'],
    [{ email: 'sin arroba', password: 'x' }, 'email', 'Ingrese un correo electrónico válido'],
  ])('%j → %s: %s', (value, path, message) => {
    expect(messageAt(loginFormSchema, value, path)).toBe(message);
  });

  it('has the lockout constants and messages', () => {
    expect(LOGIN_LOCKOUT).toEqual({ maxAttempts: 5, windowMs: 900_000 });
    expect(LOGIN_MESSAGES.locked).toBe('Demasiados intentos. Por favor, espere 15 minutos.');
    expect(LOGIN_MESSAGES.lockedButton).toBe('Demasiados intentos. Espere 15 minutos.');
  });
});

describe('login payload', () => {
  it.each([[{ email: 'admin@demo.cl', password: 'demo1234' }], [{ username: 'admin', password: 'demo1234' }]])(
    'accepts %j',
    (value) => {
      expect(loginPayloadSchema.safeParse(value).success).toBe(true);
    },
  );

  it('needs an identifier and a password', () => {
    expect(messageAt(loginPayloadSchema, { password: 'x' }, 'email')).toBe(LOGIN_MESSAGES.required);
    expect(messageAt(loginPayloadSchema, { email: 'a@b.cl', password: '' }, 'email')).toBe(LOGIN_MESSAGES.required);
  });

  it('refuses extra fields', () => {
    expect(messagesOf(loginPayloadSchema, { email: 'a@b.cl', password: 'x', role: 'admin' })['']).toBeDefined();
  });
});

describe('password reset', () => {
  it('request needs a valid e-mail', () => {
    expect(messageAt(passwordResetRequestSchema, { email: '' }, 'email')).toBe('Por favor ingrese su correo electrónico');
    expect(messageAt(passwordResetRequestSchema, { email: 'x' }, 'email')).toBe('Ingrese un correo electrónico válido');
    expect(passwordResetRequestSchema.safeParse({ email: 'a@b.cl' }).success).toBe(true);
  });

  it('reset needs a token and a long enough password', () => {
    expect(messageAt(passwordResetSchema, { token: '', password: 'abcdefgh' }, 'token')).toBe(
      'El enlace de recuperación no es válido o expiró',
    );
    expect(messageAt(passwordResetSchema, { token: 't', password: 'corta' }, 'password')).toBe(
      'La contraseña debe tener al menos 8 caracteres',
    );
  });

  it('the form wants matching passwords', () => {
    expect(messageAt(passwordResetFormSchema, { password: 'abcdefgh', confirm: 'abcdefgX' }, 'confirm')).toBe(
      'Las contraseñas no coinciden',
    );
    expect(passwordResetFormSchema.safeParse({ password: 'abcdefgh', confirm: 'abcdefgh' }).success).toBe(true);
  });
});
