import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

/** X-Forwarded-For is believed only from the proxies TRUST_PROXY names. */
const apps: TestApp[] = [];
afterAll(async () => Promise.all(apps.map((app) => app.close())));

async function loginsFromForgedAddresses(t: TestApp, count: number) {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      payload: { email: `nadie${i}@demo.cl`, password: 'mala' },
    });
    codes.push(res.statusCode);
  }
  return codes;
}

describe('TRUST_PROXY', () => {
  it('by default ignores X-Forwarded-For: a new forged address per request does not escape the per-IP limit', async () => {
    const t = await createTestApp({ loginRateLimitPerMinute: 3 });
    apps.push(t);
    expect(await loginsFromForgedAddresses(t, 5)).toEqual([401, 401, 401, 429, 429]);
  });

  it('believes the header from a named proxy', async () => {
    const t = await createTestApp({ loginRateLimitPerMinute: 3, trustProxy: ['127.0.0.1'] });
    apps.push(t);
    expect(await loginsFromForgedAddresses(t, 5)).toEqual([401, 401, 401, 401, 401]);
  });

  it('does not believe it from a proxy it does not name', async () => {
    const t = await createTestApp({ loginRateLimitPerMinute: 3, trustProxy: ['10.0.0.0/8'] });
    apps.push(t);
    expect(await loginsFromForgedAddresses(t, 4)).toEqual([401, 401, 401, 429]);
  });
});
