import { describe, expect, it } from 'vitest';
import { requestIdGenerator } from './request-id';

describe('requestIdGenerator', () => {
  it('numbers the requests of a process after its own random prefix', () => {
    const next = requestIdGenerator('ab12cd34');
    expect([next(), next(), next()]).toEqual(['ab12cd34-1', 'ab12cd34-2', 'ab12cd34-3']);
  });

  it('gives each process another prefix', () => {
    const a = requestIdGenerator()();
    const b = requestIdGenerator()();
    expect(a).toMatch(/^[0-9a-f]{8}-1$/);
    expect(a).not.toBe(b);
  });
});
