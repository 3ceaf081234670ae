import { santiagoDay, santiagoInstant } from '@bodega/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAlertMailCheck } from '../src/modules/alerts/alert-mail';
import { createLocation, createProduct } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

function fakeTransport() {
  const sent: Array<{ from: string; to: string; subject: string; text: string }> = [];
  return { sent, sendMail: async (message: (typeof sent)[number]) => void sent.push(message) };
}

describe('alert e-mails', () => {
  it('mails each owner once per opened alert, and a daily digest once a day', async () => {
    const { location_id } = await createLocation(t.db.kysely);
    const low = await createProduct(t.db.kysely, { min_stock: 10, name: 'Guantes de nitrilo' });
    await t.app.deps.stockTransaction((stock) => stock.add({ product_id: low, location_id }, 2, 'RECEPTION', { user_id: 1 }));
    await t.db.kysely
      .insertInto('alert_settings')
      .values({
        alert_type: 'stock_bajo',
        owner_role: 'operator',
        owner_user_id: null,
        threshold: null,
        updated_by: null,
        updated_at: new Date().toISOString(),
      })
      .execute();

    const beforeDigest = new Date(santiagoInstant(santiagoDay(), 5).getTime());
    const transport = fakeTransport();
    await runAlertMailCheck(t.db.kysely, transport, 'bodega@test', beforeDigest);
    expect(transport.sent).toEqual([
      expect.objectContaining({
        from: 'bodega@test',
        to: 'operador@demo.cl',
        subject: 'Bodega Clínica: nueva alerta — Guantes de nitrilo: stock bajo el punto de reorden',
      }),
    ]);

    // Nothing new: nothing sent.
    await runAlertMailCheck(t.db.kysely, transport, 'bodega@test', beforeDigest);
    expect(transport.sent).toHaveLength(1);

    // A new alert of an admin-owned type goes to the admin only.
    const other = await createProduct(t.db.kysely, { min_stock: 0 });
    await t.app.deps.stockTransaction((stock) =>
      stock.add({ product_id: other, location_id, lot_number: 'L-MAIL', expiry_date: santiagoDay() }, 1, 'RECEPTION', {
        user_id: 1,
      }),
    );
    await runAlertMailCheck(t.db.kysely, transport, 'bodega@test', beforeDigest);
    expect(transport.sent).toHaveLength(2);
    expect(transport.sent[1]).toMatchObject({
      to: 'admin@demo.cl',
      subject: expect.stringContaining('Lotes por vencer de'),
      text: expect.stringContaining('lote L-MAIL: 1 unidades, vence hoy'),
    });

    // From the digest hour: one digest per owner, then not again that day; the digest run drops
    // the resolutions whose occurrence is gone.
    await t.db.kysely
      .insertInto('alert_resolutions')
      .values({ alert_key: 'stock_bajo-999999', fingerprint: 'bajo', resolved_by: 1, resolved_at: new Date().toISOString() })
      .execute();
    const afterDigest = new Date(santiagoInstant(santiagoDay(), 8).getTime());
    await runAlertMailCheck(t.db.kysely, transport, 'bodega@test', afterDigest);
    const digests = transport.sent.slice(2);
    expect(digests.map((m) => m.to).sort()).toEqual(['admin@demo.cl', 'operador@demo.cl']);
    expect(digests.every((m) => m.subject.startsWith('Bodega Clínica: resumen de alertas del'))).toBe(true);
    expect(digests.find((m) => m.to === 'operador@demo.cl')!.text).toContain('Guantes de nitrilo');
    expect(await t.db.kysely.selectFrom('alert_resolutions').selectAll().execute()).toEqual([]);
    await runAlertMailCheck(t.db.kysely, transport, 'bodega@test', afterDigest);
    expect(transport.sent).toHaveLength(4);
  });
});
