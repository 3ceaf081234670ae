import type { Kysely } from 'kysely';
import { nowIso } from '../../lib/clock';
import type { Database } from '../schema';

type Service = [code: string, name: string, transitDays: number, base: number, perKg: number, perPallet: number];

/**
 * Demo services of the seeded carriers (migration 2026-11-28T1700-carriers): transit days and net
 * rates in whole CLP in the range Chilean carriers list for business shipments out of Santiago.
 * Demonstration figures, editable in Despachos → Envíos → Transportistas.
 */
const SERVICES: Record<string, Service[]> = {
  propio: [['reparto', 'Reparto propio', 1, 15_000, 0, 5_000]],
  starken: [
    ['normal', 'Normal', 3, 3_990, 690, 35_000],
    ['express', 'Express', 1, 6_490, 1_190, 52_000],
  ],
  chilexpress: [
    ['normal', 'Normal (3 días)', 3, 3_490, 790, 39_000],
    ['express', 'Express día hábil siguiente', 1, 5_990, 1_290, 58_000],
  ],
  bluexpress: [
    ['normal', 'Normal', 2, 3_290, 590, 32_000],
    ['express', 'Express', 1, 4_990, 990, 45_000],
  ],
  correos: [
    ['normal', 'Encomienda normal', 4, 2_990, 450, 28_000],
    ['express', 'Encomienda express', 2, 4_490, 850, 40_000],
  ],
  turbus_cargo: [['terrestre', 'Carga terrestre', 2, 2_500, 350, 25_000]],
  dhl: [['express', 'Express', 1, 12_900, 2_400, 95_000]],
  fedex: [['priority', 'Priority', 1, 11_900, 2_200, 90_000]],
  ups: [['saver', 'Express Saver', 2, 10_500, 1_900, 85_000]],
};

export async function seedDemoCarrierServices(db: Kysely<Database>): Promise<void> {
  const carriers = await db.selectFrom('carriers').select(['id', 'code']).execute();
  const at = nowIso();
  const rows = carriers.flatMap((carrier) =>
    (SERVICES[carrier.code] ?? []).map(([code, name, transit_days, base_rate, per_kg_rate, per_pallet_rate]) => ({
      carrier_id: carrier.id,
      code,
      name,
      transit_days,
      base_rate,
      per_kg_rate,
      per_pallet_rate,
      active: 1,
      created_at: at,
      updated_at: at,
    })),
  );
  if (rows.length) await db.insertInto('carrier_services').values(rows).execute();
}
