import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema';
import { RequestUserCache } from './request-user-cache';

function row(id: number, role = 'admin', token_version = 0): UserRow {
  return {
    id,
    username: `u${id}`,
    name: null,
    email: `u${id}@demo.cl`,
    role,
    password_hash: 'x',
    token_version,
    created_at: '2026-11-21T00:00:00.000Z',
    updated_at: '2026-11-21T00:00:00.000Z',
  } as UserRow;
}

/** A table the cache reads from, counting the reads and able to hold one read open. */
function table() {
  const rows = new Map<number, UserRow>([[1, row(1)]]);
  let reads = 0;
  let gate: Promise<void> | undefined;
  return {
    rows,
    reads: () => reads,
    hold() {
      let release!: () => void;
      gate = new Promise((resolve) => (release = resolve));
      return () => {
        gate = undefined;
        release();
      };
    },
    async load(id: number) {
      reads++;
      const value = rows.get(id);
      if (gate) await gate;
      return value;
    },
  };
}

describe('RequestUserCache', () => {
  it('reads a user once and then answers from memory, synchronously through peek', async () => {
    const db = table();
    const cache = new RequestUserCache(db.load);
    expect(cache.peek(1)).toBeUndefined();
    expect((await cache.get(1))?.role).toBe('admin');
    expect(cache.peek(1)?.role).toBe('admin');
    await cache.get(1);
    expect(db.reads()).toBe(1);
  });

  it('reads again after an invalidation of the user or of everything', async () => {
    const db = table();
    const cache = new RequestUserCache(db.load);
    await cache.get(1);
    db.rows.set(1, row(1, 'viewer'));
    cache.invalidate(1);
    expect((await cache.get(1))?.role).toBe('viewer');
    db.rows.set(1, row(1, 'operator'));
    cache.invalidate();
    expect((await cache.get(1))?.role).toBe('operator');
    expect(db.reads()).toBe(3);
  });

  it('does not keep a missing user, so a user created later is found', async () => {
    const db = table();
    const cache = new RequestUserCache(db.load);
    expect(await cache.get(2)).toBeUndefined();
    db.rows.set(2, row(2));
    expect((await cache.get(2))?.id).toBe(2);
  });

  it('expires an entry after its time to live', async () => {
    const db = table();
    const cache = new RequestUserCache(db.load, { ttlMs: 1_000 });
    await cache.get(1);
    expect(cache.peek(1, Date.now() + 999)).toBeDefined();
    expect(cache.peek(1, Date.now() + 1_001)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not store a row read before an invalidation that happened during the read', async () => {
    const db = table();
    const cache = new RequestUserCache(db.load);
    const release = db.hold();
    const pending = cache.get(1); // reads the admin row, then waits
    db.rows.set(1, row(1, 'viewer', 1));
    cache.invalidate(1); // the change commits while the old row is in flight
    release();
    expect((await pending)?.role).toBe('admin'); // the request that started before may see it...
    expect(cache.peek(1)).toBeUndefined(); // ...but it is not kept for the next one
    expect((await cache.get(1))?.token_version).toBe(1);
  });

  it('switched off, reads on every request and keeps nothing', async () => {
    const db = table();
    const cache = new RequestUserCache(db.load, { enabled: false });
    await cache.get(1);
    await cache.get(1);
    expect(db.reads()).toBe(2);
    cache.setEnabled(true);
    await cache.get(1);
    await cache.get(1);
    expect(db.reads()).toBe(3);
    cache.setEnabled(false);
    expect(cache.size).toBe(0);
  });
});
