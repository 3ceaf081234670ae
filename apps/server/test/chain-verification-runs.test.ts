import { santiagoHour, type ChainVerificationOverview } from '@bodega/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoMinusMs, nowIso } from '../src/lib/clock';
import { createChainVerifier } from '../src/modules/traceability/chain-verifier';
import {
  nextScheduledAt,
  scheduleChainVerification,
  scheduledRunDue,
} from '../src/modules/traceability/chain-verification-schedule';
import { verifyChainThroughApi } from './chain-verification';
import { createLocation, createProduct } from './fixtures';
import { createTestApp, TEST_AUDIT_KEY, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const { location_id } = await createLocation(t.db.kysely);
  const product = await createProduct(t.db.kysely, { sku: 'CVR-1' });
  await t.app.deps.stockTransaction(async (stock) => {
    for (let i = 0; i < 12; i++)
      await stock.add({ product_id: product, location_id, lot_number: `C${i}` }, 1, 'RECEPTION', { user_id: 1 });
  });
  await t.app.eventSealer.sealNow();
});
afterAll(async () => t?.close());

const overview = async (role: 'admin' | 'viewer' = 'viewer') => {
  const response = await t.app.inject({ url: '/api/traceability/verify', headers: t.auth(role) });
  expect(response.statusCode).toBe(200);
  return response.json().data as ChainVerificationOverview;
};
const start = () => t.app.inject({ method: 'POST', url: '/api/traceability/verify', headers: t.auth('admin') });
const quietLog = { info() {}, error() {}, warn() {} } as never;

describe('chain verification in the background', () => {
  it('has nothing to show before the first verification, and only admins and viewers read it', async () => {
    expect(await overview()).toEqual({ last: null, running: null, sealed_since: 12, next_scheduled_at: null });
    expect((await t.app.inject({ url: '/api/traceability/verify', headers: t.auth('operator') })).statusCode).toBe(403);
  });

  it('is started by an admin only (202), runs off the request and reports its result, who asked and when', async () => {
    for (const role of ['viewer', 'operator', 'user'] as const) {
      expect((await t.app.inject({ method: 'POST', url: '/api/traceability/verify', headers: t.auth(role) })).statusCode).toBe(
        403,
      );
    }
    const response = await start();
    expect(response.statusCode).toBe(202);
    await t.app.chainVerification.verifier.settled();
    const data = await overview();
    expect(data.running).toBeNull();
    expect(data.sealed_since).toBe(0);
    expect(data.last).toMatchObject({
      status: 'completa',
      trigger: 'manual',
      requested_by: 'admin',
      checked: 12,
      chain_length: 12,
      error: null,
      result: { valid: true, checked: 12, message: 'Cadena íntegra: verificación completa de 12 eventos' },
    });
    expect(data.last!.finished_at! >= data.last!.started_at).toBe(true);
  });

  it('refuses a second verification while one runs on any instance (409), and takes over from one whose instance died', async () => {
    const other = await t.db.kysely
      .insertInto('chain_verifications')
      .values({
        status: 'en_curso',
        trigger: 'programada',
        started_at: nowIso(),
        heartbeat_at: nowIso(),
        checked: 3,
        chain_length: 12,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await start();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('Ya hay una verificación de la cadena en curso; espere a que termine');
    expect((await overview()).running).toMatchObject({ id: Number(other.id), status: 'en_curso', checked: 3 });

    // Its heartbeat stops (the instance was killed): after a minute the next start takes over.
    await t.db.kysely
      .updateTable('chain_verifications')
      .set({ heartbeat_at: isoMinusMs(120_000) })
      .where('id', '=', other.id)
      .execute();
    expect((await start()).statusCode).toBe(202);
    await t.app.chainVerification.verifier.settled();
    const dead = await t.db.kysely
      .selectFrom('chain_verifications')
      .selectAll()
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(dead).toMatchObject({
      status: 'interrumpida',
      error: 'la instancia del servidor que la ejecutaba se detuvo antes de terminar',
    });
    expect((await overview()).last).toMatchObject({ status: 'completa', trigger: 'manual' });
  });

  it('lets one verification run at a time across instances: the database refuses a second running row', async () => {
    const running = {
      status: 'en_curso' as const,
      trigger: 'programada' as const,
      started_at: nowIso(),
      heartbeat_at: nowIso(),
      checked: 0,
      chain_length: 12,
    };
    const first = await t.db.kysely.insertInto('chain_verifications').values(running).returning('id').executeTakeFirstOrThrow();
    await expect(t.db.kysely.insertInto('chain_verifications').values(running).execute()).rejects.toThrow();
    // Another instance's verifier is told which one runs.
    const instance = createChainVerifier({ db: t.db, log: quietLog, auditKey: TEST_AUDIT_KEY });
    expect(await instance.start('manual', null)).toEqual({ started: false, runningId: Number(first.id) });
    await t.db.kysely
      .updateTable('chain_verifications')
      .set({ status: 'completa', finished_at: nowIso() })
      .where('id', '=', first.id)
      .execute();
  });

  it('records a walk stopped by the server closing as interrumpida', async () => {
    const instance = createChainVerifier({ db: t.db, log: quietLog, auditKey: TEST_AUDIT_KEY });
    const outcome = await instance.start('manual', null);
    await instance.close();
    const row = await t.db.kysely
      .selectFrom('chain_verifications')
      .selectAll()
      .where('id', '=', (outcome as { id: number }).id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'interrumpida', error: 'el servidor se detuvo antes de terminar', result: null });
    expect((await instance.start('manual', null)).started).toBe(false);
  });

  it('reports a tampered chain from the background run', async () => {
    await t.db.kysely.updateTable('traceability_events').set({ quantity: 7 }).where('chain_seq', '=', 5).execute();
    const result = await verifyChainThroughApi(t.app, t.auth('admin'));
    expect(result).toMatchObject({
      valid: false,
      first_broken: { chain_seq: 5, reason: 'el contenido del evento fue modificado' },
    });
    expect((await overview()).last).toMatchObject({ status: 'completa', result: { valid: false } });
    await t.db.kysely.updateTable('traceability_events').set({ quantity: 1 }).where('chain_seq', '=', 5).execute();
  });
});

describe('the first start and the nightly schedule', () => {
  it('runs a first verification when the database never had one, once', async () => {
    const local = await createTestApp();
    try {
      await local.app.chainVerification.startSchedule(null);
      await local.app.chainVerification.verifier.settled();
      await local.app.chainVerification.startSchedule(null);
      const rows = await local.db.kysely.selectFrom('chain_verifications').select(['trigger', 'status']).execute();
      expect(rows).toEqual([{ trigger: 'inicio', status: 'completa' }]);
      expect(local.app.chainVerification.scheduledHour).toBeNull();
    } finally {
      await local.close();
    }
  });

  it('starts the nightly verification once its hour has come, on one instance, and not again that night', async () => {
    const local = await createTestApp();
    try {
      const hour = santiagoHour();
      const instances = [
        local.app.chainVerification.verifier,
        createChainVerifier({ db: local.db, log: quietLog, auditKey: TEST_AUDIT_KEY }),
      ];
      const until = (done: () => Promise<boolean>) => expect.poll(done, { timeout: 10_000, interval: 50 }).toBe(true);
      const stops = instances.map((instance) => scheduleChainVerification(local.db, instance, hour, quietLog));
      const runs = () => local.db.kysely.selectFrom('chain_verifications').select(['trigger', 'status']).execute();
      await until(async () => (await runs()).some((run) => run.status === 'completa'));
      stops.forEach((stop) => stop());
      // A second round of ticks on both instances: tonight's is done.
      const again = instances.map((instance) => scheduleChainVerification(local.db, instance, hour, quietLog));
      await new Promise((resolve) => setTimeout(resolve, 300));
      again.forEach((stop) => stop());
      await Promise.all(instances.map((instance) => instance.settled()));
      expect(await runs()).toEqual([{ trigger: 'programada', status: 'completa' }]);
    } finally {
      await local.close();
    }
  });

  it('is due once per Santiago day from its hour, and says when the next one starts', () => {
    // 03:00 in Santiago in summer (UTC−3) is 06:00 UTC.
    const before = new Date('2026-01-15T05:59:00Z');
    const after = new Date('2026-01-15T06:01:00Z');
    expect(scheduledRunDue(before, 3, undefined)).toBe(false);
    expect(scheduledRunDue(after, 3, undefined)).toBe(true);
    expect(scheduledRunDue(after, 3, '2026-01-14T06:00:30Z')).toBe(true);
    expect(scheduledRunDue(after, 3, '2026-01-15T06:00:30Z')).toBe(false);
    expect(nextScheduledAt(before, 3, '2026-01-14T06:00:30Z').toISOString()).toBe('2026-01-15T06:00:00.000Z');
    expect(nextScheduledAt(after, 3, '2026-01-15T06:00:30Z').toISOString()).toBe('2026-01-16T06:00:00.000Z');
    expect(nextScheduledAt(after, 3, undefined)).toEqual(after);
  });
});
