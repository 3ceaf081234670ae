import type { CarrierRow, CarrierService } from '@bodega/domain';
import { sql, type Selectable } from 'kysely';
import type { CarrierServicesTable } from '../../../db/schema';
import type { Tx } from '../../../db/handle';

const carrierColumns = [
  'c.id',
  'c.code',
  'c.name',
  'c.tracking_url_base',
  'c.contact_phone',
  'c.contact_email',
  'c.active',
  'c.created_at',
  'c.updated_at',
] as const;

function carriersQuery(db: Tx) {
  return db
    .selectFrom('carriers as c')
    .select(carrierColumns)
    .select([
      sql<number>`cast((select count(*) from carrier_services s where s.carrier_id = c.id) as integer)`.as('services_count'),
      sql<number>`cast((select count(*) from carrier_services s where s.carrier_id = c.id and s.active = 1) as integer)`.as(
        'active_services_count',
      ),
    ]);
}

type CarrierDbRow = Awaited<ReturnType<ReturnType<typeof carriersQuery>['executeTakeFirstOrThrow']>>;
const toCarrier = (row: CarrierDbRow): CarrierRow => ({
  ...row,
  active: Number(row.active) === 1,
  services_count: Number(row.services_count),
  active_services_count: Number(row.active_services_count),
});

/** Carriers by name; `active` keeps those a shipment can take. */
export async function listCarriers(db: Tx, filter: { active?: boolean } = {}): Promise<CarrierRow[]> {
  let query = carriersQuery(db).orderBy(sql`lower(c.name)`);
  if (filter.active !== undefined) query = query.where('c.active', '=', filter.active ? 1 : 0);
  return (await query.execute()).map(toCarrier);
}

export async function carrierById(db: Tx, id: number): Promise<CarrierRow | undefined> {
  const row = await carriersQuery(db).where('c.id', '=', id).executeTakeFirst();
  return row && toCarrier(row);
}

export function carrierByCode(db: Tx, code: string) {
  return db
    .selectFrom('carriers')
    .select(['id', 'code', 'name', 'tracking_url_base', 'active'])
    .where('code', '=', code)
    .executeTakeFirst();
}

/** Name and tracking page of each code (codes of shipments and docks). */
export async function carrierNames(
  db: Tx,
  codes: readonly string[],
): Promise<Map<string, { name: string; tracking_url_base: string | null }>> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('carriers')
    .select(['code', 'name', 'tracking_url_base'])
    .where('code', 'in', unique)
    .execute();
  return new Map(rows.map((r) => [r.code, { name: r.name, tracking_url_base: r.tracking_url_base }]));
}

/** Codes of carriers whose code or name contains `text` (the shipments' carrier filter). */
export function carrierCodesMatching(db: Tx, pattern: string) {
  return db
    .selectFrom('carriers')
    .select('code')
    .where((eb) =>
      eb.or([
        eb(sql`lower(code)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(name)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
}

const serviceColumns = [
  's.id',
  's.carrier_id',
  's.code',
  's.name',
  's.transit_days',
  's.base_rate',
  's.per_kg_rate',
  's.per_pallet_rate',
  's.active',
  's.created_at',
  's.updated_at',
] as const;

type ServiceDbRow = Selectable<CarrierServicesTable>;
const toService = (row: ServiceDbRow): CarrierService => ({
  ...row,
  transit_days: Number(row.transit_days),
  base_rate: Number(row.base_rate),
  per_kg_rate: Number(row.per_kg_rate),
  per_pallet_rate: Number(row.per_pallet_rate),
  active: Number(row.active) === 1,
});

/** A carrier's services, quickest first. */
export async function carrierServices(db: Tx, carrierId: number): Promise<CarrierService[]> {
  const rows = await db
    .selectFrom('carrier_services as s')
    .select(serviceColumns)
    .where('s.carrier_id', '=', carrierId)
    .orderBy('s.transit_days')
    .orderBy('s.id')
    .execute();
  return rows.map(toService);
}

export async function serviceById(db: Tx, id: number): Promise<CarrierService | undefined> {
  const row = await db.selectFrom('carrier_services as s').select(serviceColumns).where('s.id', '=', id).executeTakeFirst();
  return row && toService(row);
}

/** Active services of active carriers (of one carrier when given), with their carrier. */
export async function quotableServices(db: Tx, carrierId?: number) {
  let query = db
    .selectFrom('carrier_services as s')
    .innerJoin('carriers as c', 'c.id', 's.carrier_id')
    .select(serviceColumns)
    .select(['c.code as carrier_code', 'c.name as carrier_name'])
    .where('s.active', '=', 1)
    .where('c.active', '=', 1)
    .orderBy(sql`lower(c.name)`)
    .orderBy('s.transit_days')
    .orderBy('s.id');
  if (carrierId !== undefined) query = query.where('c.id', '=', carrierId);
  const rows = await query.execute();
  return rows.map((row) => ({ ...toService(row), carrier_code: row.carrier_code, carrier_name: row.carrier_name }));
}
