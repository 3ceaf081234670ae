import { describe, expect, it } from 'vitest';
import { idempotencyKeys } from './idempotency';

describe('idempotency keys of a form', () => {
  it('reuses the key for the same content, and takes a new one for changed content or after reset', () => {
    let n = 0;
    const keys = idempotencyKeys(() => `k${++n}`);
    const form = { reference: 'OC-1', details: [{ product_id: 1, quantity: 2 }] };
    expect(keys.keyFor(form)).toBe('k1');
    expect(keys.keyFor({ ...form })).toBe('k1');
    expect(keys.keyFor({ ...form, reference: 'OC-2' })).toBe('k2');
    keys.reset();
    expect(keys.keyFor({ ...form, reference: 'OC-2' })).toBe('k3');
  });

  it('makes random UUIDs by default', () => {
    expect(idempotencyKeys().keyFor({})).toMatch(/^[0-9a-f-]{36}$/);
  });
});
