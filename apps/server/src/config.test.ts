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

describe('DATABASE_READ_URL', () => {
  const primary = 'postgres://bodega@127.0.0.1:5432/bodega';
  const standby = 'postgres://bodega@127.0.0.1:5433/bodega';

  it('is the standby beside a PostgreSQL primary, and nothing when unset', () => {
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: standby }).databaseReadUrl).toBe(standby);
    expect(loadConfig({ DATABASE_URL: primary }).databaseReadUrl).toBeUndefined();
  });

  it('is refused beside SQLite or when it is not a PostgreSQL address', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: standby })).toThrow(/necesita DATABASE_URL de PostgreSQL/);
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'mysql://x' })).toThrow(/postgres:\/\//);
  });
});
