import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('SEED_DEMO', () => {
  it('defaults to demo data only on the embedded SQLite database', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://bodega@127.0.0.1/bodega' }).seedDemo).toBe(false);
  });

  it('is what it says when set, on either database', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://bodega@127.0.0.1/bodega', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });
});
