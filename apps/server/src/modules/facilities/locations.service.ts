import { type LabelSize, type LocationInput, type PrintDpi } from '@bodega/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import type { LocationOut } from '@bodega/domain';
import { FACILITY_ERRORS as E, isForeignKeyViolation, isUniqueViolation } from './facility-messages';
import { locationLabelsZpl } from './location-labels.zpl';
import { type LocationFilter, type LocationPage, locationsRepository } from './locations.repository';
import type { DeleteResult } from './warehouses.service';
import { zonesRepository } from './zones.repository';

function duplicate(code: string): AppError {
  return new AppError('DUPLICATE', E.duplicateLocation(code), { code: E.duplicateLocation(code) });
}

export function locationsService(db: Kysely<Database>) {
  const repo = locationsRepository(db);

  async function get(id: number): Promise<LocationOut> {
    const location = await repo.get(id);
    if (!location) throw new AppError('NOT_FOUND', E.locationNotFound);
    return location;
  }

  /** The zone exists, and no other location uses the barcode (the code when empty). */
  async function assertValid(input: LocationInput, exceptId?: number): Promise<void> {
    if (!(await zonesRepository(db).get(input.zone_id))) {
      throw new AppError('VALIDATION_ERROR', E.zoneMissing, { zone_id: E.zoneMissing });
    }
    // CODE128 text is checked by locationSchema.
    const barcode = input.barcode || input.code;
    const other = await repo.findByBarcode(barcode, exceptId);
    if (other) {
      const message = E.duplicateBarcode(barcode, other.code);
      throw new AppError('DUPLICATE', message, { [input.barcode ? 'barcode' : 'code']: message });
    }
  }

  return {
    get,

    async list(filter: LocationFilter, page: LocationPage) {
      const { data, total } = await repo.list(filter, page);
      return { data, pagination: { page: page.page, per_page: page.per_page, total } };
    },

    async create(input: LocationInput): Promise<LocationOut> {
      const same = await repo.findByCode(input.code);
      if (same) throw duplicate(input.code);
      await assertValid(input);
      try {
        return await get(await repo.insert(input, nowIso()));
      } catch (error) {
        throw isUniqueViolation(error) ? duplicate(input.code) : error;
      }
    },

    /** Code locked (spec 1 §5); the zone may change, moving the location and its stock with it. */
    async update(id: number, input: LocationInput): Promise<LocationOut> {
      const current = await get(id);
      if (input.code !== current.code) throw new AppError('VALIDATION_ERROR', E.codeLocked, { code: E.codeLocked });
      await assertValid(input, id);
      await repo.update(id, input, nowIso());
      return get(id);
    },

    /**
     * Refused while the location holds stock, and while traceability events name it (the
     * medical-device history must keep resolving its location). Products whose default location
     * it was lose that default in the same transaction: it is a suggestion for receipts, and the
     * product form asks for a new one on the next edit.
     */
    async remove(id: number): Promise<DeleteResult> {
      let code = String(id);
      try {
        return await db.transaction().execute(async (trx) => {
          const txRepo = locationsRepository(trx);
          const location = await txRepo.get(id);
          if (!location) throw new AppError('NOT_FOUND', E.locationNotFound);
          code = location.code;
          if (location.current_usage > 0) {
            throw new AppError('IN_USE', E.locationHasStock(code, location.current_usage), undefined, {
              units: location.current_usage,
            });
          }
          const events = await txRepo.eventCount(id);
          if (events > 0) throw new AppError('IN_USE', E.locationHasHistory(code, events), undefined, { events });
          const cleared = await txRepo.clearProductReferences(id, nowIso());
          await txRepo.delete(id);
          return { id, cleared_products: cleared };
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new AppError('IN_USE', E.referenced(`la ubicación ${code}`));
        throw error;
      }
    },

    /** ZPL for thermal printers, one label per location in the order asked, `copies` each. */
    async labelsZpl(ids: number[], options: { size: LabelSize; dpi: PrintDpi; copies: number }): Promise<string> {
      const unique = [...new Set(ids)];
      const locations = await repo.getMany(unique);
      const byId = new Map(locations.map((location) => [location.id, location]));
      const missing = unique.filter((id) => !byId.has(id));
      if (missing.length > 0) throw new AppError('NOT_FOUND', E.labelsNotFound(missing));
      return locationLabelsZpl(
        unique.map((id) => byId.get(id)!),
        options,
      );
    },
  };
}
