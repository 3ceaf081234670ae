import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ALERT_TYPES } from '@bodega/domain';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { seedDemoIfEmpty } from '../src/db/seed';
import { createTestDb, TEST_AUDIT_KEY, TEST_JWT_SECRET } from './helpers';

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

describe('the demo’s alerts', () => {
  it('has an open alert of every type it can show, with owners other than the admin role', async () => {
    const admin = await app.db.kysely
      .selectFrom('users')
      .select(['id', 'token_version'])
      .where('role', '=', 'admin')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const authorization = `Bearer ${app.issueToken({ id: admin.id, role: 'admin', token_version: admin.token_version })}`;
    const res = await app.inject({ url: '/api/alerts/count', headers: { authorization } });
    expect(res.statusCode).toBe(200);
    const counts = res.json().data as { total: number; por_tipo: Record<string, number> };
    const missing = ALERT_TYPES.filter((type) => !(counts.por_tipo[type]! > 0));
    // Not seeded yet: a transfer pending for over 24 h (the seed's transfers are made now and their
    // events signed), an idle picking list, and a failed chain or invariant run (the demo keeps
    // every promise). When one is added, take it off this list.
    expect(missing).toEqual(['transferencia_pendiente', 'picking_detenido', 'cadena_fallida']);
    const settings = await app.inject({ url: '/api/alerts/settings', headers: { authorization } });
    const owners = settings.json().data as Array<{ type: string; owner_role: string | null; owner_user_id: number | null }>;
    // Not every type left to the default: the demo shows owners other than the admin role.
    expect(owners.filter((s) => s.owner_role === 'operator').map((s) => s.type)).toEqual([
      'stock_bajo',
      'almacenamiento_detenido',
      'picking_detenido',
    ]);
    // The operator sees only the types their role owns.
    const operator = await app.db.kysely
      .selectFrom('users')
      .select(['id', 'token_version'])
      .where('username', '=', 'operador')
      .executeTakeFirstOrThrow();
    const mine = await app.inject({
      url: '/api/alerts?per_page=100',
      headers: {
        authorization: `Bearer ${app.issueToken({ id: operator.id, role: 'operator', token_version: operator.token_version })}`,
      },
    });
    const types = new Set((mine.json().data as Array<{ type: string }>).map((a) => a.type));
    expect([...types].sort()).toEqual(['almacenamiento_detenido', 'stock_bajo']);
  });
});
