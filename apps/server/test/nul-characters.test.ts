import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_CHARACTER_MESSAGE } from '../src/plugins/text-input';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const NUL = '\u0000';

interface Case {
  module: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: Record<string, unknown>;
  field: string;
}

// Each request is valid but for the NUL character, so without the refusal it reaches the
// database, which on PostgreSQL answered 500.
const CASES: Case[] = [
  {
    module: 'auth',
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: `admin${NUL}@b.cl`, password: 'x' },
    field: 'email',
  },
  {
    module: 'users',
    method: 'POST',
    url: '/api/users',
    payload: { username: `ana${NUL}`, email: 'ana-nul@b.cl', password: 'segura-123', role: 'operator' },
    field: 'username',
  },
  { module: 'categories', method: 'POST', url: '/api/categories', payload: { name: `Gasas${NUL}` }, field: 'name' },
  { module: 'facilities', method: 'GET', url: '/api/locations?search=a%00b', field: 'querystring.search' },
  { module: 'products', method: 'GET', url: '/api/products?search=a%00b', field: 'querystring.search' },
  { module: 'inventory', method: 'GET', url: '/api/inventory?search=a%00b', field: 'querystring.search' },
  { module: 'barcodes', method: 'POST', url: '/api/barcodes/parse', payload: { code: `7800${NUL}1` }, field: 'code' },
  { module: 'egresos', method: 'GET', url: '/api/egresos/egress-orders?search=a%00b', field: 'querystring.search' },
  { module: 'ingresos', method: 'GET', url: '/api/transactions/ingresos?search=a%00b', field: 'querystring.search' },
  {
    module: 'movements',
    method: 'GET',
    url: '/api/transactions/movimientos-internos?search=a%00b',
    field: 'querystring.search',
  },
  {
    module: 'traceability',
    method: 'GET',
    url: '/api/traceability/events?lot_number=L%001',
    field: 'querystring.lot_number',
  },
  { module: 'orders', method: 'GET', url: '/api/orders?search=a%00b', field: 'querystring.search' },
  { module: 'picking', method: 'GET', url: '/api/orders/picking-lists/1%00', field: 'params.id' },
  { module: 'storage', method: 'GET', url: '/api/intelligent-storage/storage-lists/1%00', field: 'params.id' },
  {
    module: 'dm',
    method: 'POST',
    url: '/api/dm/servicios-clinicos',
    payload: { nombre: `Pabellón${NUL}` },
    field: 'nombre',
  },
  { module: 'purchasing', method: 'GET', url: '/api/suppliers?search=a%00b', field: 'querystring.search' },
  { module: 'analytics', method: 'GET', url: '/api/analytics/low-stock?search=a%00b', field: 'querystring.search' },
  { module: 'despachos', method: 'GET', url: '/api/despachos/dispatches?search=a%00b', field: 'querystring.search' },
  { module: 'waves', method: 'GET', url: '/api/wave-picking/waves?search=a%00b', field: 'querystring.search' },
];

describe('a NUL character in a text field', () => {
  it.each(CASES)('is refused with 400 naming the field ($module: $method $url)', async ({ method, url, payload, field }) => {
    const res = await t.app.inject({ method, url, headers: t.auth('admin'), ...(payload ? { payload } : {}) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      error: NUL_CHARACTER_MESSAGE,
      code: 'VALIDATION_ERROR',
      fields: { [field]: NUL_CHARACTER_MESSAGE },
    });
  });

  it('names every field that holds one, nested ones and keys included, and writes nothing', async () => {
    const before = await t.db.kysely.selectFrom('categories').select('id').execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: t.auth('admin'),
      payload: { name: `a${NUL}`, extra: [{ note: `b${NUL}` }], [`k${NUL}`]: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: NUL_CHARACTER_MESSAGE,
      'extra.0.note': NUL_CHARACTER_MESSAGE,
      'k\\u0000': NUL_CHARACTER_MESSAGE,
    });
    expect(await t.db.kysely.selectFrom('categories').select('id').execute()).toHaveLength(before.length);
  });

  it('leaves a body nested deeper than the call stack to the route validation', async () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { ...t.auth('admin'), 'content-type': 'application/json' },
      payload: `{"name":${deep}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().fields).toHaveProperty('name');
  });
});
