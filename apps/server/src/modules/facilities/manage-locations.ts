import type { FacilityDeleteResult, LabelSize, LocationInput, LocationOut, PrintDpi } from '@bodega/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { FACILITY_ERRORS as E } from './facility-messages';
import { assertCodeUnchanged, deleteUnlessReferenced, duplicateCode, found, orDuplicate } from './facility-records';
import { locationLabelsZpl } from './location-labels.zpl';
import {
  type LocationFilter,
  type LocationPage,
  deleteLocationRow,
  findLocation,
  findLocationByBarcode,
  findLocationByCode,
  findLocations,
  insertLocation,
  locationEventCount,
  selectLocationPage,
  updateLocationRow,
} from './locations.repository';
import { findZone } from './zones.repository';
import { clearProductPlacement } from './product-placement.repository';

/** The zone exists, and no other location uses the barcode (the code when empty). */
async function assertValid(db: Kysely<Database>, input: LocationInput, exceptId?: number): Promise<void> {
  if (!(await findZone(db, input.zone_id))) {
    throw new AppError('VALIDATION_ERROR', E.zoneMissing, { zone_id: E.zoneMissing });
  }
  // CODE128 text is checked by locationSchema.
  const barcode = input.barcode || input.code;
  const other = await findLocationByBarcode(db, barcode, exceptId);
  if (other) {
    const message = E.duplicateBarcode(barcode, other.code);
    throw new AppError('DUPLICATE', message, { [input.barcode ? 'barcode' : 'code']: message });
  }
}

export async function getLocation(db: Kysely<Database>, id: number): Promise<LocationOut> {
  return found(await findLocation(db, id), E.locationNotFound);
}

export async function listLocations(db: Kysely<Database>, filter: LocationFilter, page: LocationPage) {
  const { data, total } = await selectLocationPage(db, filter, page);
  return { data, pagination: { page: page.page, per_page: page.per_page, total } };
}

export async function createLocation(db: Kysely<Database>, input: LocationInput): Promise<LocationOut> {
  if (await findLocationByCode(db, input.code)) throw duplicateCode(E.duplicateLocation(input.code));
  await assertValid(db, input);
  const id = await orDuplicate(() => insertLocation(db, input, nowIso()), E.duplicateLocation(input.code));
  return getLocation(db, id);
}

/** Code locked; the zone may change, moving the location and its stock with it. */
export async function updateLocation(db: Kysely<Database>, id: number, input: LocationInput): Promise<LocationOut> {
  assertCodeUnchanged(input.code, await getLocation(db, id));
  await assertValid(db, input, id);
  await updateLocationRow(db, id, input, nowIso());
  return getLocation(db, id);
}

/**
 * Refused while the location holds stock, and while traceability events name it (the
 * medical-device history must keep resolving its location). Products whose default location
 * it was lose that default in the same transaction: it is a suggestion for receipts, and the
 * product form asks for a new one on the next edit.
 */
export function deleteLocation(db: Kysely<Database>, id: number): Promise<FacilityDeleteResult> {
  return deleteUnlessReferenced(db, 'la ubicación', id, async (trx, named) => {
    const { code, current_usage: units } = found(await findLocation(trx, id), E.locationNotFound);
    named(code);
    if (units > 0) throw new AppError('IN_USE', E.locationHasStock(code, units), undefined, { units });
    const events = await locationEventCount(trx, id);
    if (events > 0) throw new AppError('IN_USE', E.locationHasHistory(code, events), undefined, { events });
    const cleared = await clearProductPlacement(trx, 'location_id', id, nowIso());
    await deleteLocationRow(trx, id);
    return { id, cleared_products: cleared };
  });
}

/** ZPL for thermal printers, one label per location in the order asked, `copies` each. */
export async function locationLabels(
  db: Kysely<Database>,
  ids: number[],
  options: { size: LabelSize; dpi: PrintDpi; copies: number },
): Promise<string> {
  const unique = [...new Set(ids)];
  const locations = await findLocations(db, unique);
  const byId = new Map(locations.map((location) => [location.id, location]));
  const missing = unique.filter((id) => !byId.has(id));
  if (missing.length > 0) throw new AppError('NOT_FOUND', E.labelsNotFound(missing));
  return locationLabelsZpl(
    unique.map((id) => byId.get(id)!),
    options,
  );
}
