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

  it("gives every screen's list data to show: each list endpoint the screens read returns rows", async () => {
    const tokenOf = async (role: 'admin' | 'operator') => {
      const user = await app.db.kysely
        .selectFrom('users')
        .select(['id', 'token_version'])
        .where('role', '=', role)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      return `Bearer ${app.issueToken({ id: user.id, role, token_version: user.token_version })}`;
    };
    const rowsOf = (body: unknown): number | string => {
      const list = Array.isArray(body) ? body : (body as { data?: unknown })?.data;
      if (Array.isArray(list)) return list.length;
      const nested = (list as Record<string, unknown> | undefined) ?? {};
      const arrays = Object.values(nested).filter(Array.isArray);
      return arrays.length === 1 ? arrays[0]!.length : `sin lista: ${JSON.stringify(body).slice(0, 120)}`;
    };
    // The screen, then the list it opens with (the operator's screens show what is theirs).
    const lists: Array<[string, string, ('admin' | 'operator')?]> = [
      ['/operator (almacenamiento)', '/api/intelligent-storage/storage-lists', 'operator'],
      ['/operator?tab=picking', '/api/orders/picking-lists', 'operator'],
      ['/inventario', '/api/inventory'],
      ['/ingresos', '/api/transactions/ingresos'],
      ['/egresos', '/api/egresos/egress-orders'],
      ['/movimientos-internos', '/api/transactions/movimientos-internos'],
      ['/instalaciones (bodegas)', '/api/warehouses'],
      ['/instalaciones (zonas)', '/api/zones'],
      ['/instalaciones (ubicaciones)', '/api/locations'],
      ['/cost-management?tab=suppliers', '/api/suppliers'],
      ['/cost-management?tab=purchase-orders', '/api/purchase-orders'],
      ['/picking-assignment', '/api/orders/picking-lists'],
      ['/service-assignment', '/api/intelligent-storage/storage-lists'],
      ['/intelligent-picking', '/api/intelligent-picking/tasks'],
      ['/wave-picking (órdenes)', '/api/wave-picking/orders'],
      ['/wave-picking (olas)', '/api/wave-picking/waves'],
      ['/despachos (órdenes recolectadas)', '/api/despachos/picked-orders'],
      ['/despachos (consolidaciones)', '/api/despachos/consolidations'],
      ['/despachos?tab=muelles', '/api/despachos/loading-docks'],
      ['/despachos?tab=envios', '/api/despachos/shipments'],
      ['/despachos?tab=historial', '/api/despachos/dispatches'],
      ['/despachos (transportistas)', '/api/carriers'],
      ['/orders', '/api/orders'],
      ['/orders (clientes)', '/api/orders/customers'],
      ['/trazabilidad', '/api/traceability/events'],
      ['/trazabilidad-dm (dispositivos)', '/api/dm/dispositivos-dm'],
      ['/trazabilidad-dm (servicios clínicos)', '/api/dm/servicios-clinicos'],
      ['/trazabilidad-dm (transferencias)', '/api/dm/transferencias'],
      ['/trazabilidad-dm (implantes)', '/api/dm/implantes'],
      ['/trazabilidad-dm (estados)', '/api/dm/estados'],
      ['/trazabilidad-dm (retiros)', '/api/dm/retiros'],
      ['/users', '/api/users'],
    ];
    const empty: string[] = [];
    const tokens = { admin: await tokenOf('admin'), operator: await tokenOf('operator') };
    for (const [screen, url, role = 'admin'] of lists) {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: tokens[role] } });
      const rows = res.statusCode === 200 ? rowsOf(res.json()) : `HTTP ${res.statusCode}`;
      if (typeof rows !== 'number' || rows === 0) empty.push(`${screen} ← GET ${url}: ${rows}`);
    }
    expect(empty).toEqual([]);
  });
});
