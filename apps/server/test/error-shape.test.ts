import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

/**
 * Every answer the server makes, including those of Node's HTTP parser and Fastify
 * before routing, is `{ error: <Spanish>, code }`. The parser's refusals need a real socket.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ bodyLimitBytes: 1024 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t?.close());

/** Sends raw bytes and returns the status and the parsed JSON body of the answer. */
function raw(request: string): Promise<{ status: number; headers: string; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      let text = rest.join('\r\n\r\n');
      // A chunked answer: keep the JSON between the chunk sizes.
      if (/transfer-encoding: chunked/i.test(head)) text = text.replace(/^[0-9a-f]+\r\n/i, '').replace(/\r\n0\r\n\r\n$/, '');
      try {
        resolve({ status, headers: head, body: JSON.parse(text) });
      } catch {
        reject(new Error(`respuesta no JSON (${status}): ${data.slice(0, 300)}`));
      }
    });
    socket.write(request);
  });
}

const SPANISH = /[áéíóúñ]|solicitud|encabezado|ruta|método|válid/i;

function expectShape(body: unknown, code: string) {
  expect(body).toMatchObject({ code, error: expect.stringMatching(SPANISH) });
  expect(Object.keys(body as object).sort()).toEqual(expect.arrayContaining(['code', 'error']));
  expect(body).not.toHaveProperty('statusCode');
  expect(body).not.toHaveProperty('message');
}

describe('one error shape', () => {
  it('431: headers too large', async () => {
    const res = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe(431);
    expectShape(res.body, 'HEADERS_TOO_LARGE');
  });

  it('431: a URL too long for the parser', async () => {
    const res = await raw(`GET /api/products?search=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe(431);
    expectShape(res.body, 'HEADERS_TOO_LARGE');
  });

  it('400: a request the HTTP parser cannot read', async () => {
    const res = await raw('GARBAGE\r\n\r\n');
    expect(res.status).toBe(400);
    expectShape(res.body, 'BAD_REQUEST');
  });

  it('400 / 413-class: malformed JSON, a body over the limit, an unsupported type', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expectShape(json.json(), 'INVALID_JSON');
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a'.repeat(5000), password: 'x' }),
    });
    expectShape(big.json(), 'BODY_TOO_LARGE');
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expectShape(xml.json(), 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('404: an unknown route; 405-class: an unknown method; a malformed URL', async () => {
    const route = await t.app.inject({ url: '/api/no-existe' });
    expect(route.statusCode).toBe(404);
    expectShape(route.json(), 'ROUTE_NOT_FOUND');
    const method = await raw('PROPFIND /api/products HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect([404, 405]).toContain(method.status);
    expect((method.body as { code: string }).code).toMatch(/ROUTE_NOT_FOUND|METHOD_NOT_ALLOWED/);
    expectShape(method.body, (method.body as { code: string }).code);
    const url = await t.app.inject({ url: '/api/products/%E0%A4%A', headers: t.auth('admin') });
    expect(url.statusCode).toBe(400);
    expectShape(url.json(), 'BAD_REQUEST');
  });

  it('414: a path parameter longer than the router takes', async () => {
    const res = await t.app.inject({ url: `/api/products/${'1'.repeat(150)}`, headers: t.auth('admin') });
    expect(res.statusCode).toBe(414);
    expectShape(res.json(), 'URI_TOO_LONG');
  });

  it('a request with a bad Content-Length', async () => {
    const res = await raw(
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\nConnection: close\r\n\r\n{}',
    );
    expect(res.status).toBe(400);
    expectShape(res.body, 'BAD_REQUEST');
  });
});
