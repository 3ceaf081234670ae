import { ROLES, type Role } from '@bodega/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

/**
 * Walks every /api route the app registers × every role and no token. A route that forgets its
 * roles fails at start-up (plugins/auth.ts); this test proves the declared roles are enforced.
 * Requests carry no body: an allowed role reaches validation or the handler, never 401/403.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/**
 * A token of the role's user as it is now: signing out (one token, or every token of the user) is
 * one of the routes walked, and must not answer for the routes after it.
 */
async function freshAuth(role: Role): Promise<{ authorization: string }> {
  const user = await t.db.kysely
    .selectFrom('users')
    .select(['id', 'token_version'])
    .where('role', '=', role)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { authorization: `Bearer ${t.app.issueToken({ id: user.id, role, token_version: user.token_version })}` };
}

function concreteUrl(url: string): string {
  return url.replace(/:[a-zA-Z_]+/g, '999999');
}

describe('access matrix', () => {
  it('has routes to check', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(8);
  });

  it('answers 401 without a token on every protected route', async () => {
    for (const route of t.app.apiRoutes.filter((r) => r.roles !== 'public')) {
      const res = await t.app.inject({ method: route.method as 'GET', url: concreteUrl(route.url) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it.each(ROLES)('enforces the declared roles for %s', async (role: Role) => {
    for (const route of t.app.apiRoutes.filter((r) => r.roles !== 'public')) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        headers: await freshAuth(role),
      });
      const allowed = (route.roles as readonly Role[]).includes(role);
      const label = `${role} ${route.method} ${route.url} → ${res.statusCode}`;
      if (allowed) expect([401, 403], label).not.toContain(res.statusCode);
      else {
        expect(res.statusCode, label).toBe(403);
        expect(res.json(), label).toEqual({ error: 'No tiene permisos para realizar esta acción', code: 'FORBIDDEN' });
      }
    }
  });
});
