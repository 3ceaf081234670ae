import type { Kysely } from 'kysely';
import { nowIso } from '../../lib/clock';
import { cancelReceipt } from '../../modules/ingresos/edit-receipt';
import { createPendingReceipt, processReceipt, receiveSimplified } from '../../modules/ingresos/receive-receipt';
import type { ReceiptLine } from '../../modules/ingresos/receipt.types';
import { ledger } from '../../modules/ledger/ledger';
import { createStorageList } from '../../modules/storage';
import type { Database } from '../schema';

export interface DemoReceiptIds {
  admin_id: number;
  /** The demo operator ('operador'), who gets one assigned storage list. */
  operator_id: number;
}

function addDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Demo receipts in every status, made with the same code the API uses, so stock
 * enters through the ledger: two Completado (a simplified one and a processed traditional one),
 * three Pendiente (one of priority medical devices with a storage list assigned to the demo
 * operator six hours ago, untouched since) and one Cancelado. Runs after seedDemoStock, on its products and zones. The general
 * zones (INS, FAR) are seeded above their capacity, so receipts use the dock and the implant zone.
 */
export async function seedDemoReceipts(db: Kysely<Database>, ids: DemoReceiptIds): Promise<void> {
  const zones = new Map(
    (await db.selectFrom('zones').select(['id', 'code', 'warehouse_id']).execute()).map((zone) => [zone.code, zone]),
  );
  const products = await db
    .selectFrom('products')
    .select(['id', 'sku', 'zone_id', 'es_dm_priorizado', 'requiere_registro_sanitario', 'tipo_dm', 'cantidad_x_caja'])
    .where('status', '=', 'Activo')
    .orderBy('id')
    .execute();
  const inZone = (code: string) => products.filter((product) => product.zone_id === zones.get(code)?.id);
  const ins = inZone('INS');
  const far = inZone('FAR');
  // Implants: two come one unit per line with their serial; the rest in lines of several units, a serial each.
  const implants = inZone('IMP');
  const serialised = implants.filter((product) => product.cantidad_x_caja === 1 && product.tipo_dm === 'Implantable').slice(0, 2);
  const zone = (code: string) => ({ warehouse_id: zones.get(code)!.warehouse_id, zone_id: zones.get(code)!.id });
  const today = new Date().toISOString().slice(0, 16);
  const dm = (n: number) => ({
    forma_adquisicion: 'Licitación pública',
    fecha_recepcion_conforme: today,
    numero_registro_sanitario: `ISP-DM-${18_400 + n}/24`,
  });
  const unitSerials = (prefix: string, units: number) =>
    Array.from({ length: units }, (_, k) => `${prefix}-${String(k + 1).padStart(3, '0')}`);
  const lines = (list: typeof products, quantities: number[], lotPrefix: string): ReceiptLine[] =>
    quantities.map((quantity, i) => ({
      product_id: list[i % list.length]!.id,
      quantity,
      lot_number: `${lotPrefix}-${i + 1}`,
      expiry_date: addDays(240 + i * 45),
    }));

  await db.transaction().execute(async (trx) => {
    const receipt = { trx, stock: ledger(trx) };
    const year = new Date().getUTCFullYear();
    const ref = (n: number) => `OC-${year}-${String(n).padStart(4, '0')}`;

    // Received at the central warehouse's dock (zone REC): they land on its receiving location.
    await receiveSimplified(
      receipt,
      {
        reference: ref(101),
        supplier: 'Comercial Médica del Pacífico SpA',
        notes: 'Reposición mensual de insumos',
        ...zone('REC'),
      },
      lines(ins.slice(0, 4), [200, 150, 120, 80], 'REC101'),
      ids.admin_id,
    );

    const processed = await createPendingReceipt(
      receipt,
      {
        reference: ref(102),
        supplier: 'Laboratorio Farmacéutico Andes',
        notes: 'Orden de compra licitación 2231-45-LE',
        ...zone('REC'),
      },
      lines(far.slice(0, 3), [300, 200, 100], 'REC102'),
      ids.admin_id,
    );
    await processReceipt(receipt, processed.summary.id, ids.admin_id);

    await createPendingReceipt(
      receipt,
      { reference: ref(103), supplier: 'Distribuidora Clínica Sur', notes: 'Llega el lunes en la mañana', ...zone('REC') },
      lines(ins.slice(4, 7), [100, 60, 40], 'REC103'),
      ids.admin_id,
    );

    const cancelled = await createPendingReceipt(
      receipt,
      { reference: ref(104), supplier: 'Proveedor Médico Norte', notes: 'Duplicada por error del proveedor', ...zone('REC') },
      lines(far.slice(3, 5), [50, 50], 'REC104'),
      ids.admin_id,
    );
    await cancelReceipt(receipt, cancelled.summary.id);

    // Priority medical devices for the implant zone, with their DM data; the operator puts them away.
    const bulkImplants = implants.filter((product) => !serialised.includes(product)).slice(-3);
    const forStorage = await createPendingReceipt(
      receipt,
      {
        reference: ref(105),
        supplier: 'Implantes Ortopédicos Chile Ltda.',
        notes: 'Dispositivos médicos priorizados: verificar registro ISP',
        ...zone('IMP'),
      },
      [
        ...serialised.map((product, i) => ({
          product_id: product.id,
          quantity: 1,
          lot_number: `IMP-${i + 1}`,
          serial_number: `SN-IMP-10500${i + 1}`,
          expiry_date: addDays(900),
          ...dm(i),
        })),
        // Priority implantables take a serial per unit: a line of N units carries N serials.
        ...bulkImplants.map((product, i) => ({
          product_id: product.id,
          quantity: 10 + i * 5,
          serial_numbers: unitSerials(`SN-MAL-${i + 1}`, 10 + i * 5),
          lot_number: `MAL-${i + 1}`,
          expiry_date: addDays(700 + i * 30),
          ...dm(10 + i),
        })),
      ],
      ids.admin_id,
    );
    const list = await createStorageList(
      trx,
      { transaction_id: forStorage.summary.id, storage_strategy: 'abc_optimized', piece_by_piece_enabled: false },
      ids.admin_id,
    );
    // Assigned six hours ago and not started since: the demo's idle put-away alert.
    const at = new Date(Date.parse(nowIso()) - 6 * 3_600_000).toISOString();
    await trx
      .updateTable('storage_lists')
      .set({ status: 'assigned', assigned_user_id: ids.operator_id, assigned_at: at, updated_at: at })
      .where('id', '=', list.id)
      .execute();

    await createPendingReceipt(
      receipt,
      {
        reference: ref(106),
        supplier: 'Implantes Ortopédicos Chile Ltda.',
        notes: 'Pendiente de lista de almacenamiento',
        ...zone('IMP'),
      },
      bulkImplants.slice(0, 1).map((product) => ({
        product_id: product.id,
        quantity: 5,
        serial_numbers: unitSerials('SN-MAL-9', 5),
        lot_number: 'MAL-9',
        expiry_date: addDays(760),
        ...dm(20),
      })),
      ids.admin_id,
    );
  });
}
