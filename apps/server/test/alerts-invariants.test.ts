import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAndRecordInvariants } from '../src/modules/ledger/invariants/check-invariants';
import { createLocation, createProduct } from './fixtures';
import { createTestApp, TEST_AUDIT_KEY, type TestApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function invariantAlerts() {
  const res = await t.app.inject({ url: '/api/alerts?type=cadena_fallida', headers: t.auth('admin') });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: Array<{ key: string; title: string; description: string }> }).data.filter((a) =>
    a.key.startsWith('cadena_fallida-invariantes-'),
  );
}

describe('alerts API: the invariant checker’s verdict', () => {
  it('shows the last recorded failure of the invariant checker, and not once a clean run is recorded', async () => {
    const { location_id } = await createLocation(t.db.kysely);
    const productId = await createProduct(t.db.kysely, { min_stock: 0 });
    await t.app.deps.stockTransaction((stock) =>
      stock.add({ product_id: productId, location_id }, 5, 'RECEPTION', { user_id: 1 }),
    );
    // No run recorded: no alert (the checker is never run by GET).
    expect(await invariantAlerts()).toEqual([]);
    expect(await t.db.kysely.selectFrom('invariant_checks').selectAll().execute()).toEqual([]);

    // A broken promise (the product's total no longer its rows' sum), as the checker records it.
    await t.db.kysely.updateTable('products').set({ current_stock: 7 }).where('id', '=', productId).execute();
    const violations = await checkAndRecordInvariants(t.db.kysely, { auditKey: TEST_AUDIT_KEY });
    expect(violations.length).toBeGreaterThan(0);
    const [failed] = await invariantAlerts();
    expect(failed).toMatchObject({
      title:
        violations.length === 1
          ? 'La revisión de invariantes encontró 1 invariante rota'
          : expect.stringContaining('invariantes rotas'),
      description: expect.stringContaining(violations[0]!.message),
    });
    const stored = await t.db.kysely.selectFrom('invariant_checks').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ violations: violations.length });
    expect(failed!.key).toBe(`cadena_fallida-invariantes-${stored[0]!.id}`);

    // Repaired, and a clean run recorded: the alert is gone.
    await t.db.kysely.updateTable('products').set({ current_stock: 5 }).where('id', '=', productId).execute();
    expect(await checkAndRecordInvariants(t.db.kysely, { auditKey: TEST_AUDIT_KEY })).toEqual([]);
    expect(await invariantAlerts()).toEqual([]);
    expect(await t.db.kysely.selectFrom('invariant_checks').select('violations').orderBy('id').execute()).toEqual([
      { violations: violations.length },
      { violations: 0 },
    ]);
  });
});
