import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVersionedMemo } from '../src/modules/inventory/versioned-memo';
import { createProduct } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('versioned memo of inventory answers', () => {
  it('reuses an answer only while the database is unchanged, shares one computation and forgets failures', async () => {
    const sqlite = t.db.dialect === 'sqlite';
    const memo = createVersionedMemo(t.db.kysely, sqlite);
    let runs = 0;
    const compute = async () => ++runs;
    const [a, b] = await Promise.all([memo.get('k', compute), memo.get('k', compute)]);
    expect([a, b]).toEqual(sqlite ? [1, 1] : [1, 2]);
    const before = runs;
    await memo.get('k', compute);
    expect(runs).toBe(sqlite ? before : before + 1);
    await createProduct(t.db.kysely, { sku: 'MEMO-1' });
    const after = await memo.get('k', compute);
    expect(after).toBe(runs);
    expect(runs).toBe(before + 1 + (sqlite ? 0 : 1));
    await expect(memo.get('fail', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await memo.get('fail', async () => 'ok')).toBe('ok');
  });
});
