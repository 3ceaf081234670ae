import { describe, expect, it } from 'vitest';
import { canSetUpCatalog } from './restricted-mode';

describe('canSetUpCatalog (restricted mode)', () => {
  it('lets an administrator outside restricted mode set up the catalogue', () => {
    expect(canSetUpCatalog({ role: 'admin' })).toBe(true);
    expect(canSetUpCatalog({ role: 'admin', restricted: false })).toBe(true);
  });

  it('hides it from a restricted administrator and from every other role', () => {
    expect(canSetUpCatalog({ role: 'admin', restricted: true })).toBe(false);
    for (const role of ['operator', 'viewer', 'user'] as const) {
      expect(canSetUpCatalog({ role })).toBe(false);
      expect(canSetUpCatalog({ role, restricted: false })).toBe(false);
    }
    expect(canSetUpCatalog(null)).toBe(false);
    expect(canSetUpCatalog(undefined)).toBe(false);
  });
});
