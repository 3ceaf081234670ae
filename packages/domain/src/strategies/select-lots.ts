/** Issue strategies (libre = no check); fefo is the default. */
export const ISSUE_STRATEGIES = ['libre', 'fifo', 'fefo', 'lifo'] as const;
export type IssueStrategy = (typeof ISSUE_STRATEGIES)[number];
export const DEFAULT_ISSUE_STRATEGY: IssueStrategy = 'fefo';

/** Picking strategies. */
export const PICKING_STRATEGIES = ['fifo', 'lifo', 'fefo', 'manual'] as const;
export type PickingStrategy = (typeof PICKING_STRATEGIES)[number];

export type LotStrategy = 'fifo' | 'lifo' | 'fefo';

export function isLotStrategy(value: unknown): value is LotStrategy {
  return value === 'fifo' || value === 'lifo' || value === 'fefo';
}

/**
 * One lot (or one expiry entry) with stock. `value` is the lot number for lots and the expiry
 * date for expiry entries; `available_quantity` wins over `quantity` when both are present.
 */
export interface LotCandidate {
  value?: string | null;
  lot_number?: string | null;
  entry_date?: string | null;
  expiry_date?: string | null;
  quantity?: number | null;
  available_quantity?: number | null;
  disabled?: boolean | null;
}

export function availableQuantity(lot: LotCandidate): number {
  const quantity = lot.available_quantity ?? lot.quantity ?? 0;
  return Number.isFinite(quantity) ? quantity : 0;
}

function lotNumber(lot: LotCandidate): string | null {
  return lot.lot_number ?? lot.value ?? null;
}

/** Day of a date string or Date: its first 10 characters (YYYY-MM-DD), compares. */
export function dayOf(date: string | Date | null | undefined): string | null {
  if (date == null || date === '') return null;
  if (date instanceof Date) return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
  return date.slice(0, 10);
}

const DAY_PREFIX = /^\d{4}-\d{2}-\d{2}/;

/** Expiry entries carry the date in `expiry_date` or, in the available-items list, in `value`. */
function expiryDayOf(lot: LotCandidate): string | null {
  if (lot.expiry_date) return dayOf(lot.expiry_date);
  return lot.value && DAY_PREFIX.test(lot.value) ? dayOf(lot.value) : null;
}

function sortKey(lot: LotCandidate, strategy: LotStrategy): string | null {
  return strategy === 'fefo' ? expiryDayOf(lot) : (lot.entry_date ?? null);
}

/**
 * Lots in the order a strategy takes them: FIFO oldest entry first, LIFO newest entry first,
 * FEFO earliest expiry day first. Lots without the date go last; ties keep their input order.
 */
export function orderLots<T extends LotCandidate>(lots: readonly T[], strategy: LotStrategy): T[] {
  const direction = strategy === 'lifo' ? -1 : 1;
  return lots
    .map((lot, index) => ({ lot, index, key: sortKey(lot, strategy) }))
    .sort((a, b) => {
      if (a.key === b.key) return a.index - b.index;
      if (a.key === null) return 1;
      if (b.key === null) return -1;
      return (a.key < b.key ? -1 : 1) * direction;
    })
    .map(({ lot }) => lot);
}

/** Lots a strategy may take: not disabled and with stock. */
export function lotsWithStock<T extends LotCandidate>(lots: readonly T[]): T[] {
  return lots.filter((lot) => !lot.disabled && availableQuantity(lot) > 0);
}

export interface LotSuggestion {
  type: 'lot' | 'expiry_date';
  value: string;
  available_quantity: number;
  /** Entry date for FIFO/LIFO, expiry day for FEFO. */
  date: string | null;
  /** The counterpart to update with the suggestion, when known. */
  lot_number: string | null;
  expiry_date: string | null;
}

export interface LotCompliance {
  compliant: boolean;
  warning: string | null;
  suggestion: LotSuggestion | null;
}

const COMPLIANT: LotCompliance = { compliant: true, warning: null, suggestion: null };

function displayDay(day: string | null): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return match ? `${match[3]}-${match[2]}-${match[1]}` : (day ?? 'sin fecha');
}

export const STRATEGY_WARNINGS = {
  fifo: (lot: string, suggested: LotSuggestion) =>
    `No cumple FIFO: el lote ${lot} no es el más antiguo. Se sugiere el lote ${suggested.value} ` +
    `(ingreso ${displayDay(suggested.date)}, ${suggested.available_quantity} disponibles)`,
  lifo: (lot: string, suggested: LotSuggestion) =>
    `No cumple LIFO: el lote ${lot} no es el más reciente. Se sugiere el lote ${suggested.value} ` +
    `(ingreso ${displayDay(suggested.date)}, ${suggested.available_quantity} disponibles)`,
  fefo: (expiry: string, suggested: LotSuggestion) =>
    `No cumple FEFO: el vencimiento ${displayDay(expiry)} no es el más próximo. Se sugiere el vencimiento ` +
    `${displayDay(suggested.value)}${suggested.lot_number ? ` (lote ${suggested.lot_number})` : ''}, ` +
    `${suggested.available_quantity} disponibles`,
} as const;

export interface LotComplianceInput {
  strategy: IssueStrategy | PickingStrategy | string;
  item: { lot_number?: string | null; expiry_date?: string | null };
  /** Lots (FIFO/LIFO) or expiry entries (FEFO) of the product with their quantities. */
  lots: readonly LotCandidate[];
}

/**
 * Lot-selection check on scan. FIFO: the scanned lot must be the oldest with stock
 * by entry date; LIFO the newest; FEFO compares expiry days and wants the nearest. No warning for
 * libre/manual, when the item has no lot (expiry for FEFO), when no lot has stock, or when the
 * scanned lot or expiry is unknown.
 */
export function checkLotCompliance({ strategy, item, lots }: LotComplianceInput): LotCompliance {
  if (!isLotStrategy(strategy)) return COMPLIANT;
  const available = lotsWithStock(lots);
  if (available.length === 0) return COMPLIANT;

  if (strategy === 'fefo') {
    const expiry = dayOf(item.expiry_date ?? null);
    if (!expiry) return COMPLIANT;
    if (!lots.some((lot) => expiryDayOf(lot) === expiry)) return COMPLIANT;
    const best = orderLots(available, 'fefo')[0]!;
    const bestDay = expiryDayOf(best);
    if (bestDay === null || expiry <= bestDay) return COMPLIANT;
    const suggestion: LotSuggestion = {
      type: 'expiry_date',
      value: bestDay,
      available_quantity: availableQuantity(best),
      date: bestDay,
      lot_number: best.lot_number ?? null,
      expiry_date: bestDay,
    };
    return { compliant: false, warning: STRATEGY_WARNINGS.fefo(expiry, suggestion), suggestion };
  }

  const lot = item.lot_number?.trim();
  if (!lot) return COMPLIANT;
  const scanned = lots.find((candidate) => lotNumber(candidate) === lot);
  if (!scanned) return COMPLIANT;
  const best = orderLots(available, strategy)[0]!;
  const bestNumber = lotNumber(best);
  // A lot entered on the same day as the best one complies too.
  if (bestNumber === null || bestNumber === lot || (scanned.entry_date ?? null) === (best.entry_date ?? null)) {
    return COMPLIANT;
  }
  const suggestion: LotSuggestion = {
    type: 'lot',
    value: bestNumber,
    available_quantity: availableQuantity(best),
    date: best.entry_date ?? null,
    lot_number: bestNumber,
    expiry_date: dayOf(best.expiry_date ?? null),
  };
  return { compliant: false, warning: STRATEGY_WARNINGS[strategy](lot, suggestion), suggestion };
}

export interface LotSelection<T extends LotCandidate> {
  lot: T;
  quantity: number;
}

export interface LotSelectionResult<T extends LotCandidate> {
  selections: LotSelection<T>[];
  /** Total available over every lot with stock. */
  total_available: number;
  /** The requested quantity capped at what is available. */
  quantity: number;
  /** Whether the lots cover the full request. */
  covered: boolean;
}

/**
 * Automatic criteria selection (Picking task form): lots are taken in strategy order
 * until the requested quantity is covered; the quantity is capped at the total available.
 */
export function selectLotsForQuantity<T extends LotCandidate>({
  strategy,
  lots,
  quantity,
}: {
  strategy: LotStrategy;
  lots: readonly T[];
  quantity: number;
}): LotSelectionResult<T> {
  const ordered = orderLots(lotsWithStock(lots), strategy);
  const totalAvailable = ordered.reduce((sum, lot) => sum + availableQuantity(lot), 0);
  const target = Math.max(0, Math.min(quantity, totalAvailable));
  const selections: LotSelection<T>[] = [];
  let remaining = target;
  for (const lot of ordered) {
    if (remaining <= 0) break;
    const take = Math.min(availableQuantity(lot), remaining);
    selections.push({ lot, quantity: take });
    remaining -= take;
  }
  return { selections, total_available: totalAvailable, quantity: target, covered: quantity <= totalAvailable };
}

/**
 * The single criterion an automatic strategy chooses on the order form: fifo the
 * first lot by entry, lifo the last, fefo the first expiry date. Null for manual or no stock.
 */
export function automaticCriterion<T extends LotCandidate>(strategy: string, lots: readonly T[]): T | null {
  if (!isLotStrategy(strategy)) return null;
  return orderLots(lotsWithStock(lots), strategy)[0] ?? null;
}

export const STRATEGY_CRITERIA_MESSAGES = {
  fefoNoExpiry: 'Este producto no tiene fechas de vencimiento para estrategia FEFO',
  noTraceability: 'Este producto no tiene criterios de trazabilidad',
  manualNoCriteria: 'Este producto no tiene criterios para selección manual',
  noneAvailable: 'Este producto no tiene criterios de trazabilidad disponibles',
} as const;

export interface AvailableCriteria {
  lots?: readonly unknown[] | null;
  serials?: readonly unknown[] | null;
  expiry_dates?: readonly unknown[] | null;
}

function count(list: readonly unknown[] | null | undefined): number {
  return list?.length ?? 0;
}

/**
 * Whether a product's available items support a line strategy (Strategy rules per
 * line): FEFO needs expiry dates, FIFO/LIFO lots, manual any criterion. Null when supported.
 */
export function strategyCriteriaError(strategy: string, available: AvailableCriteria): string | null {
  const lots = count(available.lots);
  const serials = count(available.serials);
  const expiries = count(available.expiry_dates);
  switch (strategy) {
    case 'fefo':
      return expiries > 0 ? null : STRATEGY_CRITERIA_MESSAGES.fefoNoExpiry;
    case 'fifo':
    case 'lifo':
      return lots > 0 ? null : STRATEGY_CRITERIA_MESSAGES.noTraceability;
    case 'manual':
      return lots + serials + expiries > 0 ? null : STRATEGY_CRITERIA_MESSAGES.manualNoCriteria;
    default:
      return null;
  }
}

/** Strategies offered for a product's line: FEFO only when it has expiry dates. */
export function offeredStrategies(available: AvailableCriteria): PickingStrategy[] {
  return PICKING_STRATEGIES.filter((strategy) => strategy !== 'fefo' || count(available.expiry_dates) > 0);
}
