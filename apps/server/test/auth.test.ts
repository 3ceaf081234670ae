import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from './helpers';
import { signHs256 } from './jwt';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const login = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body });

describe('POST /api/auth/login', () => {
  it('signs in with e-mail and returns the token and the user', async () => {
    const res = await login({ email: 'admin@demo.cl', password: 'demo1234' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.access_token).toMatch(/^ey/);
    expect(body.user).toMatchObject({ username: 'admin', email: 'admin@demo.cl', role: 'admin' });
    expect(body.user).not.toHaveProperty('password_hash');
    expect(body.data.access_token).toBe(body.access_token);
  });

  it('signs in with a username, or an e-mail in the username field, ignoring case', async () => {
    expect((await login({ username: 'OPERADOR', password: 'demo1234' })).json().user.role).toBe('operator');
    expect((await login({ username: 'visor@demo.cl', password: 'demo1234' })).json().user.role).toBe('viewer');
  });

  it('refuses a wrong password and an unknown user with the same 401', async () => {
    const wrong = await login({ email: 'visor@demo.cl', password: 'otra-clave' });
    const unknown = await login({ email: 'nadie@demo.cl', password: 'demo1234' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Credenciales inválidas', code: 'INVALID_CREDENTIALS' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('needs an identifier and a password, and refuses extra fields', async () => {
    const empty = await login({ email: '', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Por favor ingrese su correo y contraseña');
    const extra = await login({ email: 'admin@demo.cl', password: 'demo1234', role: 'admin' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().fields).toEqual({ role: 'Campo no permitido' });
  });

  it('locks the account after five failures in 15 minutes, even for the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await login({ email: 'usuario@demo.cl', password: 'mala' })).statusCode).toBe(401);
    const locked = await login({ email: 'usuario@demo.cl', password: 'demo1234' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: 'Demasiados intentos. Por favor, espere 15 minutos.', code: 'TOO_MANY_ATTEMPTS' });
    // Another account is not affected.
    expect((await login({ email: 'admin@demo.cl', password: 'demo1234' })).statusCode).toBe(200);
  });

  it('evaluates no more than five of a parallel burst and refuses the right password in it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: t.auth('admin'),
      payload: { username: 'rafaga', email: 'rafaga@demo.cl', password: 'segura-123', role: 'viewer' },
    });
    expect(created.statusCode).toBe(201);
    // Each from its own address, so the per-IP limit of the route plays no part.
    const attempt = (password: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `10.9.0.${i + 1}`,
        payload: { email: 'rafaga@demo.cl', password },
      });
    const burst = await Promise.all([
      ...Array.from({ length: 39 }, (_, i) => attempt(`mala-${i}`, i)),
      attempt('segura-123', 39),
    ]);
    const statuses = burst.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    expect(statuses.at(-1)).toBe(429);
    expect(burst.at(-1)!.json()).toEqual({
      error: 'Demasiados intentos. Por favor, espere 15 minutos.',
      code: 'TOO_MANY_ATTEMPTS',
    });
    // Still locked afterwards, for the right password too.
    expect((await attempt('segura-123', 40)).statusCode).toBe(429);
  });

  it('counts failures per account, whichever identifier is typed', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: t.auth('admin'),
      payload: { username: 'cerrojo', email: 'cerrojo@demo.cl', password: 'segura-123', role: 'viewer' },
    });
    expect(created.statusCode).toBe(201);
    // 3 failures by e-mail + 2 by username lock the account: 5 guesses in all, not 10.
    for (let i = 0; i < 3; i++) expect((await login({ email: 'cerrojo@demo.cl', password: 'mala' })).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) expect((await login({ username: 'CERROJO', password: 'mala' })).statusCode).toBe(401);
    for (const body of [{ username: 'cerrojo' }, { email: 'cerrojo@demo.cl' }, { username: 'cerrojo@demo.cl' }]) {
      const res = await login({ ...body, password: 'segura-123' });
      expect(res.statusCode, JSON.stringify(body)).toBe(429);
    }
  });

  it('locks an unknown identifier the same way, so nothing is revealed', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await login({ email: 'fantasma@demo.cl', password: 'mala' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Credenciales inválidas', code: 'INVALID_CREDENTIALS' });
    }
    expect((await login({ email: 'fantasma@demo.cl', password: 'demo1234' })).json()).toEqual({
      error: 'Demasiados intentos. Por favor, espere 15 minutos.',
      code: 'TOO_MANY_ATTEMPTS',
    });
    // Another unknown identifier keeps its own count.
    expect((await login({ email: 'otro-fantasma@demo.cl', password: 'mala' })).statusCode).toBe(401);
  });

  it('resets the failure count after a successful login', async () => {
    for (let i = 0; i < 4; i++) await login({ email: 'operador@demo.cl', password: 'mala' });
    expect((await login({ email: 'operador@demo.cl', password: 'demo1234' })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login({ email: 'operador@demo.cl', password: 'mala' });
    expect((await login({ email: 'operador@demo.cl', password: 'demo1234' })).statusCode).toBe(200);
  });
});

describe('GET /api/auth/profile', () => {
  it('returns the signed-in user', async () => {
    const res = await t.app.inject({ url: '/api/auth/profile', headers: t.auth('viewer') });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ username: 'visor', role: 'viewer' });
  });

  it('accepts a token without the Bearer prefix', async () => {
    const res = await t.app.inject({ url: '/api/auth/profile', headers: { authorization: t.tokens.admin } });
    expect(res.statusCode).toBe(200);
  });

  it('accepts the scheme in any case and with any spacing', async () => {
    for (const authorization of [
      `bearer ${t.tokens.admin}`,
      `BEARER  ${t.tokens.admin}`,
      `Bearer\t${t.tokens.admin}`,
      `Bearer   ${t.tokens.admin}`,
    ]) {
      const res = await t.app.inject({ url: '/api/auth/profile', headers: { authorization } });
      expect(res.statusCode, authorization.slice(0, 9)).toBe(200);
    }
  });

  it('answers 401 without a token, with a tampered, a foreign or an expired one', async () => {
    const none = await t.app.inject({ url: '/api/auth/profile' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: 'Debe iniciar sesión', code: 'UNAUTHENTICATED' });

    const [head, payload, signature] = t.tokens.viewer.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), role: 'admin' }),
    ).toString('base64url');
    const tampered = await t.app.inject({
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${head}.${forged}.${signature}` },
    });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().code).toBe('INVALID_TOKEN');

    const foreign = signHs256({ sub: 1, role: 'admin', tv: 0, iat: 1 }, 'otra-clave-otra-clave-otra-clave-otra');
    expect((await t.app.inject({ url: '/api/auth/profile', headers: { authorization: `Bearer ${foreign}` } })).json().code).toBe(
      'INVALID_TOKEN',
    );

    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = signHs256({ sub: 1, role: 'admin', tv: 0, iat: past - 3600, exp: past }, TEST_JWT_SECRET);
    const res = await t.app.inject({ url: '/api/auth/profile', headers: { authorization: `Bearer ${expired}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'La sesión expiró; inicie sesión nuevamente', code: 'TOKEN_EXPIRED' });
  });
});

describe('password reset', () => {
  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset-request',
      payload: { email: 'visor@demo.cl' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset-request',
      payload: { email: 'nadie@demo.cl' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().data.message).toBe('Se ha enviado un correo con las instrucciones para recuperar tu contraseña');
    expect(t.sentMails.map((mail) => mail.to)).toEqual(['visor@demo.cl']);
  });

  it('sets a new password once with the link, and old sessions stop working', async () => {
    const oldToken = (await login({ email: 'visor@demo.cl', password: 'demo1234' })).json().access_token;
    const token = new URL(t.sentMails.at(-1)!.link).searchParams.get('token')!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { token, password: 'nueva-clave-1' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.message).toBe('Contraseña actualizada correctamente');

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { token, password: 'otra-clave-2' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'El enlace de recuperación no es válido o expiró', code: 'INVALID_RESET_TOKEN' });

    expect((await login({ email: 'visor@demo.cl', password: 'demo1234' })).statusCode).toBe(401);
    expect((await login({ email: 'visor@demo.cl', password: 'nueva-clave-1' })).statusCode).toBe(200);
    const stale = await t.app.inject({ url: '/api/auth/profile', headers: { authorization: `Bearer ${oldToken}` } });
    expect(stale.statusCode).toBe(401);
  });

  it('refuses an unknown token and a short password, changing nothing', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { token: 'no-existe', password: 'una-clave-larga' },
    });
    expect(bad.statusCode).toBe(400);
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { token: 'x', password: '123' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.password).toBe('La contraseña debe tener al menos 8 caracteres');
  });
});

describe('sessions end when they should', () => {
  let seq = 0;
  /** A user of its own, signed in from an address of its own (the per-IP limit plays no part). */
  async function freshUser() {
    seq += 1;
    const username = `sesion${seq}`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: t.auth('admin'),
      payload: { username, email: `${username}@demo.cl`, password: 'segura-123', role: 'viewer' },
    });
    expect(created.statusCode).toBe(201);
    const signIn = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `10.8.${seq}.1`,
        payload: { username, password: 'segura-123' },
      });
      expect(res.statusCode).toBe(200);
      return { authorization: `Bearer ${res.json().access_token as string}` };
    };
    return { email: `${username}@demo.cl`, signIn };
  }
  const profile = (headers: { authorization: string }) => t.app.inject({ url: '/api/auth/profile', headers });
  const post = (url: string, headers: { authorization: string }) => t.app.inject({ method: 'POST', url, headers });

  it('a logout ends that token only, until it expires', async () => {
    const user = await freshUser();
    const phone = await user.signIn();
    const desk = await user.signIn();
    expect((await post('/api/auth/logout', phone)).statusCode).toBe(200);
    const after = await profile(phone);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('INVALID_TOKEN');
    expect((await post('/api/auth/logout', phone)).statusCode).toBe(401);
    expect((await profile(desk)).statusCode).toBe(200);
    const rows = await t.db.kysely.selectFrom('revoked_tokens').select(['expires_at']).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Date.parse(row.expires_at)).toBeGreaterThan(Date.now() + 7 * 3600_000);
  });

  it("'Cerrar sesión en todos los dispositivos' ends every token of the user, and a new login works", async () => {
    const user = await freshUser();
    const other = await freshUser();
    const phone = await user.signIn();
    const desk = await user.signIn();
    const others = await other.signIn();
    expect((await post('/api/auth/logout-all', desk)).json()).toEqual({ data: { ok: true } });
    expect((await profile(phone)).statusCode).toBe(401);
    expect((await profile(desk)).statusCode).toBe(401);
    expect((await profile(others)).statusCode).toBe(200);
    expect((await profile(await user.signIn())).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout-all' })).statusCode).toBe(401);
  });

  it('a reset link stops working once a newer one is issued, and once used', async () => {
    const user = await freshUser();
    const requestLink = async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset-request', payload: { email: user.email } });
      expect(res.statusCode).toBe(200);
      return new URL(t.sentMails.at(-1)!.link).searchParams.get('token')!;
    };
    const reset = (token: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { token, password } });
    const first = await requestLink();
    const second = await requestLink();
    const stale = await reset(first, 'clave-nueva-1');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('INVALID_RESET_TOKEN');
    expect((await reset(second, 'clave-nueva-2')).statusCode).toBe(200);
    expect((await reset(first, 'clave-nueva-3')).statusCode).toBe(400);
    expect((await reset(second, 'clave-nueva-4')).statusCode).toBe(400);
  });
});
