import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { readXlsx } from './xlsx';

/** Cells that start a formula are written as text in every CSV and Excel export. */
let t: TestApp;
const NAME = '=HYPERLINK("http://evil.example","x")';
const CATEGORY = '@SUM(1+1)';
const SKU = '-EVIL+1';
beforeAll(async () => {
  t = await createTestApp();
  const loc = await createLocation(t.db.kysely);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: t.auth('admin'),
    payload: { sku: SKU, barcode: '', name: NAME, category: CATEGORY, ...loc, min_stock: 0, max_stock: 0, current_stock: 3 },
  });
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ url, headers: t.auth('admin') });

const xlsxRows = (payload: Buffer): unknown[][] => readXlsx(payload).rows();

describe('formula injection in exports', () => {
  it('inventory CSV', async () => {
    const res = await get('/api/inventory/export?format=csv&include_inactive=true');
    expect(res.statusCode).toBe(200);
    const line = res.body.split('\r\n').find((l) => l.includes('EVIL'))!;
    expect(line.startsWith(`'${SKU},"'=HYPERLINK(""http://evil.example"",""x"")",'@SUM(1+1),`)).toBe(true);
    expect(res.body).not.toMatch(/(^|,)[=+\-@]/m);
  });

  it('inventory Excel', async () => {
    const res = await get('/api/inventory/export?format=xlsx');
    const row = xlsxRows(res.rawPayload).find((r) => String(r[0]).includes('EVIL'))!;
    expect(row.slice(0, 3)).toEqual([`'${SKU}`, `'${NAME}`, `'${CATEGORY}`]);
    expect(row[8]).toBe(3);
  });

  it('traceability CSV', async () => {
    const res = await get('/api/traceability/events/export');
    expect(res.statusCode).toBe(200);
    const line = res.body.split('\r\n').find((l) => l.includes('EVIL'))!;
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")",'${SKU},`);
    expect(line).toContain(',3,');
  });

  it('box-quantity template, and the upload reads the neutralised SKU back', async () => {
    const res = await get('/api/products/cantidad-x-caja/template');
    const content: string = res.json().data.content;
    expect(content).toContain(`'${SKU},"'=HYPERLINK(""http://evil.example"",""x"")",1`);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/products/cantidad-x-caja/upload',
      headers: t.auth('admin'),
      payload: { content: content.replace(/,1$/m, ',6') },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.json().data.summary.updated).toBe(1);
    const product = await t.db.kysely
      .selectFrom('products')
      .select('cantidad_x_caja')
      .where('sku', '=', SKU)
      .executeTakeFirstOrThrow();
    expect(product.cantidad_x_caja).toBe(6);
  });

  it('box-quantity upload refuses quantities out of bounds or not written plainly', async () => {
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/products/cantidad-x-caja/upload',
      headers: t.auth('admin'),
      payload: { content: `sku,cantidad_x_caja\n'${SKU},1e308\n'${SKU},0x10\n'${SKU},1000000001` },
    });
    expect(upload.json().data.summary).toMatchObject({ updated: 0, errors: 3 });
  });
});
