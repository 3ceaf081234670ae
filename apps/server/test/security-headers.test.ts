import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SECURITY_HEADERS } from '../src/plugins/security-headers';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('security headers', () => {
  it('an API answer carries the API set and its request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: t.auth('admin') });
    expect(res.statusCode).toBe(200);
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(res.headers[name]).toBe(value);
    expect(Object.keys(API_SECURITY_HEADERS).sort()).toEqual([
      'cache-control',
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
    ]);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
  });

  it('refusals carry them too (401, unknown route)', async () => {
    for (const url of ['/api/auth/profile', '/api/no-existe']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('a client-supplied x-request-id is echoed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it("pages outside the API get helmet's document set with the app's content security policy", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/inventario' });
    expect(page.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(page.headers['cache-control']).not.toBe('no-store');
  });

  it('the OpenAPI page is a document too (swagger-ui sets its own policy on top)', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(docs.headers['content-security-policy']).toBeDefined();
  });
});
