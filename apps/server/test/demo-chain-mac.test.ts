import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { seedDemoIfEmpty } from '../src/db/seed';
import { checkInvariants } from '../src/modules/ledger/invariants/check-invariants';
import { createTestDb, TEST_AUDIT_KEY, TEST_JWT_SECRET } from './helpers';
import { verifyChainThroughApi } from './chain-verification';

let app: FastifyInstance;
let close: () => Promise<void>;

// As server.ts starts: migrations, the app, the demo seed, then ready (the sealer starts).
beforeAll(async () => {
  const { db, migrate, drop } = await createTestDb();
  await migrate();
  const config = { ...loadConfig({ DATA_DIR: os.tmpdir(), LOG_LEVEL: 'silent' }), webDist: '/nonexistent' };
  app = await buildApp({
    config,
    db,
    jwtSecret: TEST_JWT_SECRET,
    auditKey: TEST_AUDIT_KEY,
    closeDbOnShutdown: false,
    logger: false,
  });
  expect(await seedDemoIfEmpty(db)).toBe(true);
  await app.ready();
  close = async () => {
    await app.close();
    await db.close();
    await drop();
  };
}, 240_000);
afterAll(async () => close?.());

describe('a fresh demo install', () => {
  it("seals every event the seed wrote, its history dated back included, and verifies 'Cadena íntegra'", async () => {
    // Sealed before the history was dated back, the chain would break; dated back after the ledger
    // signed it and not signed again, the events would be refused.
    await app.eventSealer.sealNow();
    const refused = await app.db.kysely
      .selectFrom('traceability_events')
      .select('id')
      .where('refused_at', 'is not', null)
      .execute();
    expect(refused).toEqual([]);
    const { rows } = await app.db.kysely.executeQuery<{ n: number }>(
      app.db.kysely
        .selectFrom('traceability_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('chain_seq', 'is', null)
        .compile(),
    );
    expect(Number(rows[0]!.n)).toBe(0);
    const admin = await app.db.kysely
      .selectFrom('users')
      .select(['id', 'token_version'])
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    const token = app.issueToken({ id: admin.id, role: 'admin', token_version: admin.token_version });
    const verify = await verifyChainThroughApi(app, { authorization: `Bearer ${token}` });
    expect(verify).toMatchObject({ valid: true, unsealed: 0, broken: [] });
    expect(verify.message).toMatch(/^Cadena íntegra: verificación completa de [\d.]+ eventos$/);
  });

  it('keeps every stock invariant: the invariant checker finds nothing in the demo', async () => {
    await app.eventSealer.sealNow();
    expect(await checkInvariants(app.db.kysely, { auditKey: TEST_AUDIT_KEY })).toEqual([]);
  });
});
