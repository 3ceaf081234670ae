// POST /intelligent-storage/generate-barcodes: the location labels a put-away list needs. Each
// location the list suggests or used gets a barcode when it has none (its code, unless another
// location already answers to that code), so every stop of the list can be scanned.
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { findLocationByBarcode } from '../facilities';

export interface GeneratedBarcode {
  location_id: number;
  code: string;
  barcode: string;
  generated: boolean;
}

export async function generateListBarcodes(deps: Deps, storageListId: number): Promise<GeneratedBarcode[]> {
  const db = deps.db.kysely;
  return db.transaction().execute(async (trx) => {
    const list = await trx.selectFrom('storage_lists').select('id').where('id', '=', storageListId).executeTakeFirst();
    if (!list) throw new AppError('NOT_FOUND', 'Lista de almacenamiento no encontrada');
    const locations = await trx
      .selectFrom('storage_items as si')
      .innerJoin('locations as l', (join) =>
        join.on((eb) =>
          eb.or([eb('l.id', '=', eb.ref('si.suggested_location_id')), eb('l.id', '=', eb.ref('si.actual_location_id'))]),
        ),
      )
      .select(['l.id', 'l.code', 'l.barcode'])
      .distinct()
      .where('si.storage_list_id', '=', storageListId)
      .orderBy('l.code')
      .execute();
    const out: GeneratedBarcode[] = [];
    for (const location of locations) {
      if (location.barcode && location.barcode.trim()) {
        out.push({ location_id: location.id, code: location.code, barcode: location.barcode, generated: false });
        continue;
      }
      const taken = await findLocationByBarcode(trx, location.code, location.id);
      const barcode = taken ? `${location.code}-${location.id}` : location.code;
      await trx.updateTable('locations').set({ barcode, updated_at: nowIso() }).where('id', '=', location.id).execute();
      out.push({ location_id: location.id, code: location.code, barcode, generated: true });
    }
    return out;
  });
}
