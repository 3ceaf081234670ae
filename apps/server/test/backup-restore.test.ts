import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { backupPostgres, backupSqlite, restorePostgres, restoreSqlite } from '../src/db/backup';
import { createDb, type Db } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import { verifyEventChain } from '../src/modules/ledger/chain-verify';
import { checkInvariants } from '../src/modules/ledger/invariants/check-invariants';
import { createLocation, createProduct } from './fixtures';
import { createTestDb, TEST_AUDIT_KEY, TEST_JWT_SECRET } from './helpers';

/**
 * npm run backup / npm run restore (db/backup.ts): a copy taken while the server runs restores
 * into a database that keeps every invariant, and its chain verifies with the same audit key —
 * only with it, since the key is not in the copy.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const dir = mkdtempSync(path.join(os.tmpdir(), 'bodega-backup-'));
let app: FastifyInstance;
let db: Db;
let dropSchema: () => Promise<void> = async () => {};
let open = true;

beforeAll(async () => {
  if (postgresUrl) {
    const test = await createTestDb();
    await test.migrate();
    db = test.db;
    dropSchema = test.drop;
  } else {
    db = createDb({ sqliteFile: path.join(dir, 'bodega.sqlite') });
    await migrateToLatest(db);
  }
  const config = { ...loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }), webDist: '/nonexistent' };
  app = await buildApp({
    config,
    db,
    jwtSecret: TEST_JWT_SECRET,
    auditKey: TEST_AUDIT_KEY,
    closeDbOnShutdown: false,
    logger: false,
  });
  await app.ready();
  const loc = await createLocation(db.kysely);
  const productId = await createProduct(db.kysely);
  await app.deps.stockTransaction(async (stock) => {
    await stock.add(
      { product_id: productId, location_id: loc.location_id, lot_number: 'R1', expiry_date: '2031-01-31' },
      12,
      'RECEPTION',
      { user_id: null },
    );
    await stock.remove(
      { product_id: productId, location_id: loc.location_id, lot_number: 'R1', expiry_date: '2031-01-31' },
      5,
      'DISPATCH',
      { user_id: null },
    );
  });
  await app.eventSealer.sealNow();
}, 120_000);
afterAll(async () => {
  if (open) {
    await app?.close();
    await db?.close();
  }
  await dropSchema();
  rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores a copy taken while the server runs: every invariant holds and the chain verifies with the same key', async () => {
    const file = path.join(dir, postgresUrl ? 'copia.dump' : 'copia.sqlite');
    let restored: Db;
    if (postgresUrl) {
      backupPostgres(postgresUrl, file, { schema: db.pgSchema! });
      expect(() => backupPostgres(postgresUrl, file, { schema: db.pgSchema! })).toThrow(/Ya existe/);
      await app.close();
      await db.close();
      open = false;
      // The schema is gone, as after a lost disk; the copy brings it back whole.
      await dropSchema();
      restorePostgres(file, postgresUrl);
      restored = createDb({ databaseUrl: postgresUrl, pgSchema: db.pgSchema! });
    } else {
      await backupSqlite(path.join(dir, 'bodega.sqlite'), file);
      await expect(backupSqlite(path.join(dir, 'bodega.sqlite'), file)).rejects.toThrow(/Ya existe/);
      await app.close();
      await db.close();
      open = false;
      const target = path.join(dir, 'restaurada', 'bodega.sqlite');
      rmSync(path.dirname(target), { recursive: true, force: true });
      mkdirSync(path.dirname(target));
      expect(await restoreSqlite(file, target, 'x')).toBeUndefined();
      restored = createDb({ sqliteFile: target });
    }
    try {
      const events = await restored.kysely
        .selectFrom('traceability_events')
        .select(['quantity', 'chain_seq'])
        .orderBy('id')
        .execute();
      expect(events).toEqual([
        { quantity: 12, chain_seq: 1 },
        { quantity: -5, chain_seq: 2 },
      ]);
      expect(await checkInvariants(restored.kysely, { auditKey: TEST_AUDIT_KEY })).toEqual([]);
      expect(await verifyEventChain(restored.kysely, TEST_AUDIT_KEY)).toMatchObject({ valid: true, checked: 2 });
      // The key is not in the copy: another one cannot verify it.
      expect((await verifyEventChain(restored.kysely, 'otra-clave-otra-clave-otra-clave-0123')).valid).toBe(false);
    } finally {
      await restored.close();
    }
  });
});
