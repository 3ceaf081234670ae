// The single row of wave limits (id 1, written by the waves migration).
import type { WaveSettings } from '@bodega/domain';
import { nowIso } from '../../lib/clock';
import type { Tx } from '../../db/handle';

export async function readWaveSettings(db: Tx) {
  return db
    .selectFrom('wave_settings')
    .select(['max_orders_per_wave', 'max_locations_per_wave', 'max_items_per_wave', 'updated_at'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
}

export async function writeWaveSettings(db: Tx, values: WaveSettings, userId: number) {
  await db
    .updateTable('wave_settings')
    .set({ ...values, updated_by: userId, updated_at: nowIso() })
    .where('id', '=', 1)
    .execute();
  return readWaveSettings(db);
}
