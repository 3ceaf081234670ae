import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

// A built web app as apps/web's build writes it: each text file with its .br and .gz copies.
const dist = mkdtempSync(path.join(os.tmpdir(), 'bodega-web-'));
const INDEX =
  '<!doctype html><html lang="es"><head><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `export const texto = ${JSON.stringify('Bodega Clínica '.repeat(400))};\n`;

function writeWithCopies(file: string, content: string): void {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

let t: TestApp;
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeWithCopies(path.join(dist, 'index.html'), INDEX);
  writeWithCopies(path.join(dist, 'assets', 'index-AbC123.js'), SCRIPT);
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('precompressed, cacheable web assets', () => {
  it('sends the brotli file of a hashed asset to a client that accepts br, cached as immutable', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(res.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
  });

  it('sends the gzip file to a client that accepts gzip but not br', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(gzipSync(SCRIPT))).toBe(true);
  });

  it('sends the file itself (identity) without Accept-Encoding', async () => {
    const res = await get('/assets/index-AbC123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.payload).toBe(SCRIPT);
  });

  it('serves index.html for the app routes, compressed too, and never cached without revalidation', async () => {
    for (const url of ['/login', '/inventario']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.rawPayload.equals(brotliCompressSync(INDEX)), url).toBe(true);
    }
    const plain = await get('/login');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(INDEX);
  });

  it('answers a missing asset with the JSON 404, not the app', async () => {
    const res = await get('/assets/index-Zz9999.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });
});
