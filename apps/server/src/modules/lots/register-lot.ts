import { lotExpiryConflictMessage } from '@bodega/domain';
import { sql } from 'kysely';
import type { Tx } from '../../db/handle';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';

/**
 * One lot, one expiry: the only code that writes the lot master. Every path that brings a lot
 * into stock (receipts, put-away, adjustments, manual events, and the ledger's own add as the
 * last guard) asks it for the lot's expiry before writing:
 * - an unknown lot is created with the expiry it brings (or none);
 * - a known lot with the same expiry, or with none (an empty expiry never overwrites a known
 *   one: the stored one is answered and used), passes;
 * - a known lot without an expiry learns the one it brings;
 * - a known lot with another expiry is refused (409 LOT_EXPIRY_CONFLICT naming the stored expiry)
 *   and nothing is written; the attempt is logged after the rollback (lib/deps.ts).
 * Concurrent first sights of one lot: the unique (product, lot) constraint lets one insert win;
 * the other inserts nothing and compares with the winner's expiry.
 */

/** Where a lot came from, or tried to (lots.source, lot_conflicts.source). */
export type LotSource = 'ingreso' | 'almacenamiento' | 'ajuste' | 'evento' | 'escaneo' | 'correccion';

export interface LotSighting {
  product_id: number;
  lot_number: string | null | undefined;
  expiry_date: string | null | undefined;
  /** The request field the expiry came from, for the 409's fields ('details.0.expiry_date'). */
  field?: string | undefined;
}

export interface LotSightingContext {
  source: LotSource;
  reference?: string | null | undefined;
  user_id?: number | null | undefined;
}

/** A refused attempt, as lot_conflicts stores it. */
export interface LotConflictAttempt {
  lot_id: number;
  product_id: number;
  lot_number: string;
  stored_expiry: string;
  attempted_expiry: string;
  source: LotSource;
  reference: string | null;
  user_id: number | null;
}

/** 409 LOT_EXPIRY_CONFLICT: carries the attempt so the caller can log it once its transaction rolled back. */
export class LotExpiryConflict extends AppError {
  constructor(
    readonly attempt: LotConflictAttempt,
    field?: string,
  ) {
    const message = lotExpiryConflictMessage(attempt.lot_number, attempt.stored_expiry);
    super('LOT_EXPIRY_CONFLICT', message, field ? { [field]: message } : undefined, {
      lot_id: attempt.lot_id,
      lot_number: attempt.lot_number,
      stored_expiry: attempt.stored_expiry,
      attempted_expiry: attempt.attempted_expiry,
    });
  }
}

interface LotRow {
  id: number;
  product_id: number;
  lot_number: string;
  expiry_date: string | null;
}

const keyOf = (productId: number, lot: string) => `${productId}|${lot}`;

async function readLots(trx: Tx, pairs: ReadonlyArray<{ product_id: number; lot_number: string }>): Promise<Map<string, LotRow>> {
  const found = new Map<string, LotRow>();
  for (let start = 0; start < pairs.length; start += 200) {
    const chunk = pairs.slice(start, start + 200);
    const rows = await trx
      .selectFrom('lots')
      .select(['id', 'product_id', 'lot_number', 'expiry_date'])
      .where((eb) => eb.or(chunk.map((p) => eb.and([eb('product_id', '=', p.product_id), eb('lot_number', '=', p.lot_number)]))))
      .execute();
    for (const row of rows) found.set(keyOf(row.product_id, row.lot_number), { ...row, id: Number(row.id) });
  }
  return found;
}

/**
 * The expiry each sighting must carry ('' when none is known), in input order; throws
 * LotExpiryConflict on the first sighting that disagrees with its lot's stored expiry. Sightings
 * without a lot number pass unchanged. `refuse: false` registers unknown lots but lets any
 * expiry pass (units already in stock moving: transfers, returns).
 */
export async function registerLots(
  trx: Tx,
  sightings: readonly LotSighting[],
  ctx: LotSightingContext,
  options: { refuse?: boolean } = {},
): Promise<string[]> {
  const refuse = options.refuse !== false;
  const norm = sightings.map((s) => ({
    product_id: s.product_id,
    lot_number: (s.lot_number ?? '').trim(),
    expiry_date: (s.expiry_date ?? '').slice(0, 10),
    field: s.field,
  }));
  const pairs = new Map<string, { product_id: number; lot_number: string; expiry_date: string }>();
  for (const s of norm) {
    if (!s.lot_number) continue;
    const key = keyOf(s.product_id, s.lot_number);
    const seen = pairs.get(key);
    // Two lines of one document naming one new lot: the first expiry given is the lot's.
    if (!seen || (!seen.expiry_date && s.expiry_date)) pairs.set(key, s);
  }
  if (pairs.size === 0) return norm.map((s) => s.expiry_date);
  let lots = await readLots(trx, [...pairs.values()]);
  let missing = [...pairs.entries()].filter(([key]) => !lots.has(key)).map(([, pair]) => pair);
  if (missing.length) {
    // A product that does not exist registers nothing: the caller's own checks refuse it.
    const productIds = [...new Set(missing.map((pair) => pair.product_id))];
    const known = new Set(
      (await trx.selectFrom('products').select('id').where('id', 'in', productIds).execute()).map((row) => Number(row.id)),
    );
    missing = missing.filter((pair) => known.has(pair.product_id));
  }
  if (missing.length) {
    const at = nowIso();
    for (let start = 0; start < missing.length; start += 100) {
      await trx
        .insertInto('lots')
        .values(
          missing.slice(start, start + 100).map((pair) => ({
            product_id: pair.product_id,
            lot_number: pair.lot_number,
            expiry_date: pair.expiry_date || null,
            first_seen: at,
            source: ctx.source,
            reference: ctx.reference ? ctx.reference.slice(0, 100) : null,
            created_by: ctx.user_id ?? null,
            updated_at: at,
          })),
        )
        // A concurrent first sight of the same lot: its row stands, this one compares with it.
        .onConflict((oc) => oc.columns(['product_id', 'lot_number']).doNothing())
        .execute();
    }
    lots = await readLots(trx, [...pairs.values()]);
  }
  // A known lot without an expiry learns the first one brought (never the other way round).
  const learned = new Map<string, string>();
  const out: string[] = [];
  for (const s of norm) {
    if (!s.lot_number) {
      out.push(s.expiry_date);
      continue;
    }
    if (!refuse) {
      out.push(s.expiry_date);
      continue;
    }
    const key = keyOf(s.product_id, s.lot_number);
    const lot = lots.get(key);
    if (!lot) {
      out.push(s.expiry_date);
      continue;
    }
    const stored = lot.expiry_date || learned.get(key) || '';
    if (!s.expiry_date || s.expiry_date === stored) {
      out.push(stored || s.expiry_date);
      continue;
    }
    if (!stored) {
      learned.set(key, s.expiry_date);
      await trx
        .updateTable('lots')
        .set({ expiry_date: s.expiry_date, updated_at: nowIso() })
        .where('id', '=', lot.id)
        .where(sql<boolean>`coalesce(expiry_date, '') = ''`)
        .execute();
      out.push(s.expiry_date);
      continue;
    }
    throw new LotExpiryConflict(
      {
        lot_id: lot.id,
        product_id: s.product_id,
        lot_number: s.lot_number,
        stored_expiry: stored,
        attempted_expiry: s.expiry_date,
        source: ctx.source,
        reference: ctx.reference ?? null,
        user_id: ctx.user_id ?? null,
      },
      s.field,
    );
  }
  return out;
}

/** One sighting: the expiry it must carry ('' when none is known). */
export async function registerLot(trx: Tx, sighting: LotSighting, ctx: LotSightingContext): Promise<string> {
  return (await registerLots(trx, [sighting], ctx))[0]!;
}

/**
 * A scanned label's lot and expiry against the master, writing nothing: a known lot whose label
 * shows another expiry is refused as a receipt would be (the caller logs the attempt).
 */
export async function checkScannedLot(db: Tx, sighting: LotSighting, ctx: Omit<LotSightingContext, 'source'>): Promise<void> {
  const lotNumber = (sighting.lot_number ?? '').trim();
  const expiry = (sighting.expiry_date ?? '').slice(0, 10);
  if (!lotNumber || !expiry) return;
  const lot = await db
    .selectFrom('lots')
    .select(['id', 'expiry_date'])
    .where('product_id', '=', sighting.product_id)
    .where('lot_number', '=', lotNumber)
    .executeTakeFirst();
  if (!lot?.expiry_date || lot.expiry_date === expiry) return;
  throw new LotExpiryConflict(
    {
      lot_id: Number(lot.id),
      product_id: sighting.product_id,
      lot_number: lotNumber,
      stored_expiry: lot.expiry_date,
      attempted_expiry: expiry,
      source: 'escaneo',
      reference: ctx.reference ?? null,
      user_id: ctx.user_id ?? null,
    },
    sighting.field,
  );
}
