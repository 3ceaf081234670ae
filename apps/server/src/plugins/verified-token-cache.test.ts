import { describe, expect, it } from 'vitest';
import { VerifiedTokenCache } from './verified-token-cache';

describe('VerifiedTokenCache', () => {
  it('answers the claims of a cached token until it expires', () => {
    const cache = new VerifiedTokenCache<{ sub: number; exp?: number }>();
    const now = Date.UTC(2026, 10, 21, 12);
    cache.set('a.b.c', { sub: 1, exp: now / 1000 + 60 });
    expect(cache.get('a.b.c', now)?.sub).toBe(1);
    expect(cache.get('a.b.c', now + 59_999)?.sub).toBe(1);
    expect(cache.get('a.b.c', now + 60_000)).toBeUndefined();
    // Once expired it is gone, not only hidden.
    expect(cache.get('a.b.c', now)).toBeUndefined();
  });

  it('keeps a token without expiry, and never answers for another text', () => {
    const cache = new VerifiedTokenCache<{ sub: number; exp?: number }>();
    cache.set('x.y.z', { sub: 2 });
    expect(cache.get('x.y.z')?.sub).toBe(2);
    expect(cache.get('x.y.z ')).toBeUndefined();
    expect(cache.get('x.y.Z')).toBeUndefined();
  });

  it('drops the oldest token when full', () => {
    const cache = new VerifiedTokenCache<{ sub: number; exp?: number }>(2);
    cache.set('t1', { sub: 1 });
    cache.set('t2', { sub: 2 });
    cache.set('t3', { sub: 3 });
    expect(cache.get('t1')).toBeUndefined();
    expect(cache.get('t2')?.sub).toBe(2);
    expect(cache.get('t3')?.sub).toBe(3);
  });
});

describe('VerifiedTokenCache keyed by the end of the signature', () => {
  it('never answers for a token that only shares the end of another', () => {
    const cache = new VerifiedTokenCache<{ sub: number; exp?: number }>();
    const end = 'SIGNATURE-END-16';
    cache.set(`header.payload1.${end}`, { sub: 1 });
    expect(cache.get(`header.payload1.${end}`)?.sub).toBe(1);
    expect(cache.get(`header.payload2.${end}`)).toBeUndefined();
    // The newer of two such tokens takes the place of the older.
    cache.set(`header.payload2.${end}`, { sub: 2 });
    expect(cache.get(`header.payload2.${end}`)?.sub).toBe(2);
    expect(cache.get(`header.payload1.${end}`)).toBeUndefined();
  });
});
