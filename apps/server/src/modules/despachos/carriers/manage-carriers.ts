import {
  CARRIER_MESSAGES,
  rateQuote,
  santiagoDay,
  type CalculateRates,
  type CarrierInput,
  type CarrierRow,
  type CarrierService,
  type CarrierServiceInput,
  type RateQuote,
} from '@bodega/domain';
import type { Deps } from '../../../lib/deps';
import { sql } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { nowIso } from '../../../lib/clock';
import { isUniqueViolation } from '../../../lib/db-errors';
import { carrierByCode, carrierById, carrierServices, quotableServices, serviceById } from './carriers.repository';
import type { Tx } from '../../../db/handle';

const M = CARRIER_MESSAGES;

async function carrierOr404(db: Tx, id: number): Promise<CarrierRow> {
  const carrier = await carrierById(db, id);
  if (!carrier) throw new AppError('NOT_FOUND', 'Transportista no encontrado');
  return carrier;
}

/** 409 with the field when another carrier already has the code or (in any case) the name. */
async function carrierTaken(trx: Tx, input: { code: string; name: string }, exceptId?: number): Promise<void> {
  let byCode = trx.selectFrom('carriers').select('id').where('code', '=', input.code);
  let byName = trx
    .selectFrom('carriers')
    .select('id')
    .where(sql`lower(name)`, '=', input.name.toLowerCase());
  if (exceptId !== undefined) {
    byCode = byCode.where('id', '<>', exceptId);
    byName = byName.where('id', '<>', exceptId);
  }
  if (await byCode.executeTakeFirst())
    throw new AppError('DUPLICATE', `Ya existe un transportista con el código ${input.code}`, {
      code: 'Ya existe un transportista con ese código',
    });
  if (await byName.executeTakeFirst())
    throw new AppError('DUPLICATE', `Ya existe un transportista con el nombre ${input.name}`, {
      name: 'Ya existe un transportista con ese nombre',
    });
}

/** A concurrent insert of the same code or name loses on the unique index: the same 409. */
async function uniqueOr409<T>(work: () => Promise<T>, what: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('DUPLICATE', `Ya existe ${what} con ese código o nombre`);
    throw error;
  }
}

/** POST /carriers. */
export function createCarrier(deps: Deps, input: CarrierInput): Promise<CarrierRow> {
  return uniqueOr409(
    () =>
      deps.db.kysely.transaction().execute(async (trx) => {
        await carrierTaken(trx, input);
        const at = nowIso();
        const { id } = await trx
          .insertInto('carriers')
          .values({
            code: input.code,
            name: input.name,
            tracking_url_base: input.tracking_url_base ?? null,
            contact_phone: input.contact_phone || null,
            contact_email: input.contact_email ?? null,
            active: input.active ? 1 : 0,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return carrierOr404(trx, id);
      }),
    'un transportista',
  );
}

/** PUT /carriers/{id}: everything but the code, which shipments and docks keep. */
export function updateCarrier(deps: Deps, id: number, input: CarrierInput): Promise<CarrierRow> {
  return uniqueOr409(
    () =>
      deps.db.kysely.transaction().execute(async (trx) => {
        const current = await carrierOr404(trx, id);
        if (input.code !== current.code) throw new AppError('INVALID_STATE', M.codeFixed, { code: M.codeFixed });
        await carrierTaken(trx, input, id);
        await trx
          .updateTable('carriers')
          .set({
            name: input.name,
            tracking_url_base: input.tracking_url_base ?? null,
            contact_phone: input.contact_phone || null,
            contact_email: input.contact_email ?? null,
            active: input.active ? 1 : 0,
            updated_at: nowIso(),
          })
          .where('id', '=', id)
          .execute();
        return carrierOr404(trx, id);
      }),
    'un transportista',
  );
}

/** GET /carriers/{id}/services. */
export async function listCarrierServices(deps: Deps, carrierId: number): Promise<CarrierService[]> {
  await carrierOr404(deps.db.kysely, carrierId);
  return carrierServices(deps.db.kysely, carrierId);
}

async function serviceTaken(trx: Tx, carrierId: number, input: { code: string; name: string }, exceptId?: number) {
  const others = (await carrierServices(trx, carrierId)).filter((s) => s.id !== exceptId);
  if (others.some((s) => s.code === input.code))
    throw new AppError('DUPLICATE', `El transportista ya tiene un servicio con el código ${input.code}`, {
      code: 'Ya existe un servicio con ese código',
    });
  if (others.some((s) => s.name.toLowerCase() === input.name.toLowerCase()))
    throw new AppError('DUPLICATE', `El transportista ya tiene un servicio llamado ${input.name}`, {
      name: 'Ya existe un servicio con ese nombre',
    });
}

/** POST /carriers/{id}/services. */
export function createCarrierService(deps: Deps, carrierId: number, input: CarrierServiceInput): Promise<CarrierService> {
  return uniqueOr409(
    () =>
      deps.db.kysely.transaction().execute(async (trx) => {
        await carrierOr404(trx, carrierId);
        await serviceTaken(trx, carrierId, input);
        const at = nowIso();
        const { id } = await trx
          .insertInto('carrier_services')
          .values({ carrier_id: carrierId, ...input, active: input.active ? 1 : 0, created_at: at, updated_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        return (await serviceById(trx, id))!;
      }),
    'un servicio',
  );
}

/** PUT /carriers/{id}/services/{serviceId}. */
export function updateCarrierService(
  deps: Deps,
  carrierId: number,
  serviceId: number,
  input: CarrierServiceInput,
): Promise<CarrierService> {
  return uniqueOr409(
    () =>
      deps.db.kysely.transaction().execute(async (trx) => {
        const current = await serviceById(trx, serviceId);
        if (!current || current.carrier_id !== carrierId) throw new AppError('NOT_FOUND', 'Servicio no encontrado');
        await serviceTaken(trx, carrierId, input, serviceId);
        await trx
          .updateTable('carrier_services')
          .set({ ...input, active: input.active ? 1 : 0, updated_at: nowIso() })
          .where('id', '=', serviceId)
          .execute();
        return (await serviceById(trx, serviceId))!;
      }),
    'un servicio',
  );
}

/**
 * POST /carriers/calculate-rates: one quote per active service of the active carriers (or of the
 * one asked), cheapest first; prices and dates from the domain's formula (carrier-rates.ts).
 */
export async function calculateRates(deps: Deps, input: CalculateRates): Promise<RateQuote[]> {
  const db = deps.db.kysely;
  if (input.carrier_id !== undefined) {
    const carrier = await carrierOr404(db, input.carrier_id);
    if (!carrier.active)
      throw new AppError('VALIDATION_ERROR', M.inactiveCarrier(carrier.name), { carrier_id: M.inactiveCarrier(carrier.name) });
  }
  const shipDate = input.ship_date?.slice(0, 10) ?? santiagoDay();
  const load = { weight_kg: input.weight_kg, pallets: input.pallets };
  const quotes = (await quotableServices(db, input.carrier_id)).map((service) => ({
    carrier_id: service.carrier_id,
    carrier_code: service.carrier_code,
    carrier_name: service.carrier_name,
    service_id: service.id,
    service_code: service.code,
    service_name: service.name,
    transit_days: service.transit_days,
    weight_kg: input.weight_kg,
    pallets: input.pallets,
    currency: 'CLP' as const,
    ship_date: shipDate,
    ...rateQuote(service, load, shipDate),
  }));
  return quotes.sort((a, b) => a.price - b.price || a.transit_days - b.transit_days || a.service_id - b.service_id);
}

/**
 * The carrier a shipment or dock is given must exist and be active (400 otherwise). A record
 * that already has an inactive carrier keeps it while it is not changed.
 */
export async function assertCarrierUsable(db: Tx, code: string, current?: string | null): Promise<void> {
  if (code === current) return;
  const carrier = await carrierByCode(db, code);
  if (!carrier) throw new AppError('VALIDATION_ERROR', M.unknownCarrier(code), { carrier: M.unknownCarrier(code) });
  if (Number(carrier.active) !== 1)
    throw new AppError('VALIDATION_ERROR', M.inactiveCarrier(carrier.name), { carrier: M.inactiveCarrier(carrier.name) });
}
