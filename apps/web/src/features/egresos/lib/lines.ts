import {
  isSameScanLine,
  type AreaServicio,
  type EgresoCreate,
  type IssueStrategy,
  type LotDeviationReason,
  type LotSuggestion,
} from '@bodega/domain';
import type { LotComplianceResult, ScanResult, ScannedItem } from '../api/types';

/** What the form knows about a line beyond the payload; stripped before validation and sending. */
export interface LineMeta {
  /** Units of this lot (or of the product, for a line without lot) that can be issued. */
  available: number;
  /** Units one scan adds (the product's cantidad_x_caja). */
  boxSize: number;
  /** The user chose 'Ignorar estrategia': the line stays non-compliant, without asking again. */
  ignored: boolean;
}

export interface EgresoLine extends ScannedItem {
  meta: LineMeta;
  /** Why another lot than the strategy's is taken (asked when the product's policy is 'warn'). */
  deviation_reason?: LotDeviationReason | '' | null;
  deviation_text?: string | null;
}

export interface EgresoFormValues {
  order_number: string;
  area_servicio: AreaServicio | '';
  strategy: IssueStrategy;
  notes: string;
  items: EgresoLine[];
}

/** The line a scan fills: quantity one box, capped at what the scanned lot has. */
export function lineFromScan(scan: ScanResult): EgresoLine {
  const available = scan.available_quantity;
  const wanted = scan.item.quantity > 0 ? scan.item.quantity : 1;
  return {
    ...scan.item,
    quantity: available > 0 ? Math.min(wanted, available) : wanted,
    meta: { available, boxSize: Math.max(1, scan.product.cantidad_x_caja), ignored: false },
  };
}

export type ScanOutcome =
  { kind: 'added'; lines: EgresoLine[]; index: number } | { kind: 'merged'; lines: EgresoLine[]; index: number };

/**
 * Applies a scan to the lines with the domain's scan-merge rule: the same product, lot, expiry
 * and no serial adds one box to that line; anything else opens a new line.
 */
export function addScannedLine(lines: readonly EgresoLine[], scanned: EgresoLine): ScanOutcome {
  const index = lines.findIndex((line) => isSameScanLine(line, scanned));
  if (index < 0) return { kind: 'added', lines: [...lines, scanned], index: lines.length };
  const next = [...lines];
  const line = lines[index]!;
  next[index] = { ...line, quantity: line.quantity + line.meta.boxSize };
  return { kind: 'merged', lines: next, index };
}

/** The lot a suggestion points at: its lot number and the matching expiry. */
export function suggestedLot(suggestion: LotSuggestion): { lot_number: string | null; expiry_date: string | null } {
  return {
    lot_number: suggestion.lot_number ?? (suggestion.type === 'lot' ? suggestion.value : null),
    expiry_date: suggestion.expiry_date ?? (suggestion.type === 'expiry_date' ? suggestion.value : null),
  };
}

/**
 * 'Usar sugerencia': the line takes the suggested lot and expiry from inventory. Data that
 * described the scanned unit (serial, production, pack and best-before dates) no longer applies.
 */
export function applySuggestion(line: EgresoLine, suggestion: LotSuggestion, verdict: LotComplianceResult): EgresoLine {
  const { lot_number, expiry_date } = suggestedLot(suggestion);
  const available = suggestion.available_quantity;
  return {
    ...line,
    lot_number,
    expiry_date,
    serial_number: null,
    production_date: null,
    pack_date: null,
    best_before_date: null,
    quantity: available > 0 ? Math.min(line.quantity, available) : line.quantity,
    strategy_compliant: verdict.compliant,
    strategy_warning: verdict.warning,
    suggested_product: verdict.suggestion,
    meta: { ...line.meta, available, ignored: false },
  };
}

/** A new verdict for a line (after a change of strategy). */
export function withVerdict(line: EgresoLine, verdict: LotComplianceResult): EgresoLine {
  return {
    ...line,
    strategy_compliant: verdict.compliant,
    strategy_warning: verdict.warning,
    suggested_product: verdict.suggestion,
    meta: { ...line.meta, ignored: false },
  };
}

/** Whether the strategy check has anything to look at on this line. */
export function hasLotCriteria(line: Pick<EgresoLine, 'lot_number' | 'expiry_date'>): boolean {
  return Boolean(line.lot_number || line.expiry_date);
}

/** The form values as the domain schema reads them: the UI-only meta is left out. */
export function toPayloadInput(
  values: EgresoFormValues,
): Omit<EgresoFormValues, 'items'> & { items: Omit<EgresoLine, 'meta'>[] } {
  return { ...values, items: values.items.map(({ meta: _meta, ...item }) => item) };
}

export type { EgresoCreate };
