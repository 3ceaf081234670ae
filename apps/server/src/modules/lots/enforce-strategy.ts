import {
  checkLotCompliance,
  isExpired,
  isLotStrategy,
  santiagoDay,
  type LotCandidate,
  type LotCompliance,
  LOT_DEVIATION_REASON_LABELS,
  LOT_DEVIATION_MESSAGES,
  LOT_DEVIATION_REASONS,
  deviationReasonIssue,
  effectiveLotEnforcement,
  lotDeviationText,
  type LotDeviationReason,
  type LotEnforcement,
} from '@bodega/domain';
import type { Tx } from '../../db/handle';
import { AppError } from '../../lib/app-error';

/*
 * How strictly a lot strategy (FEFO, FIFO, LIFO) is enforced when a line takes another lot than
 * the strategy's: per category, with a product's override ('none' | 'warn' | 'block'). The
 * callers (issues, picks, dispatch) compute the verdict; this decides what it means.
 */

/** Each product's effective enforcement: its own override, else its category's, else 'warn'. */
export async function lotEnforcements(db: Tx, productIds: readonly number[]): Promise<Map<number, LotEnforcement>> {
  const ids = [...new Set(productIds)];
  const out = new Map<number, LotEnforcement>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('products as p')
    .leftJoin('categories as c', 'c.name', 'p.category')
    .select(['p.id', 'p.lot_enforcement as own', 'c.lot_enforcement as category'])
    .where('p.id', 'in', ids)
    .execute();
  for (const row of rows) out.set(Number(row.id), effectiveLotEnforcement(row.own, row.category));
  return out;
}

export interface LotDeviation {
  /** The product's name, for the messages. */
  product_name: string;
  /** The lot the line takes, and the lot the strategy would take. */
  taken_lot: string | null;
  expected_lot: string | null;
  /** The strategy's warning text (what today's screens show). */
  warning: string | null;
  /** The request fields' prefix of the line's reason ('items.2.' → 'items.2.deviation_reason'; '' for a single item). */
  field_prefix: string;
  line?: number | undefined;
}

/**
 * A line that takes another lot than the strategy's: nothing under 'none'; under 'block' 409
 * LOT_STRATEGY_BLOCKED naming the lot to take; under 'warn' the reason it must carry (422
 * LOT_REASON_REQUIRED with the list of reasons when it has none, or 'otro' without text).
 * Answers the reason to store, or null.
 */
export function enforceLotDeviation(
  enforcement: LotEnforcement,
  deviation: LotDeviation,
  given: { deviation_reason?: string | null | undefined; deviation_text?: string | null | undefined },
): { reason: LotDeviationReason; text: string | null; description: string } | null {
  if (enforcement === 'none') return null;
  const details = {
    line: deviation.line,
    enforcement,
    taken_lot: deviation.taken_lot,
    expected_lot: deviation.expected_lot,
    warning: deviation.warning,
  };
  if (enforcement === 'block') {
    const message = `La política de lotes de ${deviation.product_name} no permite tomar el lote ${deviation.taken_lot ?? 'indicado'}: tome el lote ${deviation.expected_lot ?? 'que indica la estrategia'}`;
    throw new AppError('LOT_STRATEGY_BLOCKED', message, { [`${deviation.field_prefix}lot_number`]: message }, details);
  }
  const issue = deviationReasonIssue(given.deviation_reason, given.deviation_text);
  if (issue) {
    const message = `${deviation.warning ?? `El lote ${deviation.taken_lot ?? ''} no es el de la estrategia`}. ${issue}`;
    const field = issue === LOT_DEVIATION_MESSAGES.textRequired ? 'deviation_text' : 'deviation_reason';
    throw new AppError(
      'LOT_REASON_REQUIRED',
      message,
      { [`${deviation.field_prefix}${field}`]: issue },
      {
        ...details,
        reason_required: true,
        reasons: LOT_DEVIATION_REASONS.map((code) => ({ code, label: LOT_DEVIATION_REASON_LABELS[code] })),
      },
    );
  }
  const reason = given.deviation_reason as LotDeviationReason;
  const text = given.deviation_text?.trim() || null;
  return { reason, text, description: `Otro lote que el de la estrategia (${lotDeviationText(reason, text)})` };
}

/** Locations whose stock no strategy takes from (held for quality control, returns, or a service's). */
const NOT_ISSUABLE = ['quality_control', 'returns', 'servicio_clinico'];

/**
 * The strategy's verdict on taking `taken` (a lot and its expiry) of a product, against every
 * free, unexpired unit of it in the warehouses (plus `own`: units reserved for the taker itself,
 * which count as free for it). Lots without a number are not compared.
 */
export async function lotStrategyVerdict(
  db: Tx,
  productId: number,
  strategy: string,
  taken: { lot_number: string | null; expiry_date: string | null },
  own: ReadonlyArray<{ inventory_id: number; quantity: number }> = [],
): Promise<LotCompliance> {
  if (!isLotStrategy(strategy) || !taken.lot_number) return { compliant: true, warning: null, suggestion: null };
  const rows = await db
    .selectFrom('inventory as i')
    .innerJoin('locations as l', 'l.id', 'i.location_id')
    .select(['i.id', 'i.lot_number', 'i.expiry_date', 'i.entry_date', 'i.quantity', 'i.reserved_quantity'])
    .where('i.product_id', '=', productId)
    .where('i.lot_number', '<>', '')
    .where('l.location_type', 'not in', NOT_ISSUABLE)
    .execute();
  const ownBy = new Map(own.map((o) => [o.inventory_id, o.quantity]));
  const today = santiagoDay();
  const byLot = new Map<string, LotCandidate & { available_quantity: number }>();
  for (const row of rows) {
    const free = row.quantity - row.reserved_quantity + (ownBy.get(Number(row.id)) ?? 0);
    if (free <= 0 || isExpired(row.expiry_date || null, today)) continue;
    const lot = byLot.get(row.lot_number);
    if (!lot)
      byLot.set(row.lot_number, {
        lot_number: row.lot_number,
        entry_date: row.entry_date,
        expiry_date: row.expiry_date || null,
        available_quantity: free,
      });
    else {
      lot.available_quantity += free;
      if (row.entry_date < (lot.entry_date ?? row.entry_date)) lot.entry_date = row.entry_date;
    }
  }
  return checkLotCompliance({ strategy, item: taken, lots: [...byLot.values()] });
}
