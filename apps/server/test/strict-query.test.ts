import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

/**
 * Paging and limits that JavaScript's Number (and z.coerce) would read as numbers — hexadecimal,
 * exponents, fractions, signs, spaces — are 400 naming the field on every list that took them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('strict paging in query strings', () => {
  it('refuses /api/orders?page=0x2&per_page=1e1, naming both fields', async () => {
    const res = await t.app.inject({ url: '/api/orders?page=0x2&per_page=1e1', headers: t.auth('admin') });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['querystring.page', 'querystring.per_page']);
  });

  it.each([
    ['/api/orders?page=1e0', 'page'],
    ['/api/orders?per_page=0x0A', 'per_page'],
    ['/api/orders/products/inventory?limit=1e1', 'limit'],
    ['/api/orders/customers/search?q=a&limit=0x5', 'limit'],
    ['/api/orders/picking-lists?page=0x2', 'page'],
    ['/api/orders/picking-lists?per_page=1e1', 'per_page'],
    ['/api/orders/picking-lists?assigned_user_id=0x1', 'assigned_user_id'],
    ['/api/intelligent-picking/tasks?page=2.0', 'page'],
    ['/api/dm/dispositivos-dm?page=0x2', 'page'],
    ['/api/dm/dispositivos-dm?per_page=1e1', 'per_page'],
    ['/api/analytics/low-stock?page=0x2', 'page'],
    ['/api/analytics/low-stock?per_page=+5', 'per_page'],
    ['/api/analytics/products?page=1e0', 'page'],
    ['/api/analytics/rotation-analysis?limit=0x0A', 'limit'],
    ['/api/suppliers?page=%202', 'page'],
    ['/api/purchase-orders?per_page=1e1', 'per_page'],
  ])('%s is 400 naming %s', async (url, field) => {
    const res = await t.app.inject({ url, headers: t.auth('admin') });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields?.[`querystring.${field}`], res.body).toBeDefined();
  });

  it.each([
    '/api/orders?page=2&per_page=10',
    '/api/orders?page=&per_page=',
    '/api/orders/picking-lists?page=1&per_page=500&assigned_user_id=1',
    '/api/dm/dispositivos-dm?page=1&per_page=100',
    '/api/analytics/low-stock?page=1&per_page=10',
    '/api/analytics/products?page=1&per_page=15',
    '/api/analytics/rotation-analysis?limit=10',
    '/api/suppliers?page=1&per_page=100',
    '/api/purchase-orders?page=1&per_page=20',
  ])('still accepts canonical %s', async (url) => {
    const res = await t.app.inject({ url, headers: t.auth('admin') });
    expect(res.statusCode, res.body).toBe(200);
  });
});
