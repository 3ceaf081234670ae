import { z } from 'zod';
import { formatDateCL } from '../format/dates';

/*
 * One lot, one expiry (the lot master) and how strictly a lot strategy is enforced.
 */

/** The message of a refused lot: the known lot's stored expiry, dd-mm-aaaa. */
export function lotExpiryConflictMessage(lotNumber: string, storedExpiry: string): string {
  return `El lote ${lotNumber} ya está registrado con vencimiento ${formatDateCL(storedExpiry)}; no se acepta otro vencimiento para el mismo lote`;
}

/** What brought a lot, or tried to: the lot master's `source` and the conflict log's. */
export const LOT_SOURCE_LABELS: Record<string, string> = {
  ingreso: 'Ingreso',
  almacenamiento: 'Almacenamiento',
  ajuste: 'Ajuste',
  evento: 'Evento manual',
  escaneo: 'Escaneo',
  migracion: 'Datos existentes',
  correccion: 'Corrección',
};

/** How strictly the lot strategy is enforced on issues, picks and dispatch. */
export const LOT_ENFORCEMENTS = ['none', 'warn', 'block'] as const;
export type LotEnforcement = (typeof LOT_ENFORCEMENTS)[number];
export const DEFAULT_LOT_ENFORCEMENT: LotEnforcement = 'warn';
export const LOT_ENFORCEMENT_LABELS: Record<LotEnforcement, string> = {
  none: 'Sin control',
  warn: 'Advertir (exige motivo)',
  block: 'Bloquear',
};

export function isLotEnforcement(value: unknown): value is LotEnforcement {
  return typeof value === 'string' && (LOT_ENFORCEMENTS as readonly string[]).includes(value);
}

/** A product's enforcement: its own override, else its category's, else 'warn'. */
export function effectiveLotEnforcement(product: string | null | undefined, category: string | null | undefined): LotEnforcement {
  if (isLotEnforcement(product)) return product;
  if (isLotEnforcement(category)) return category;
  return DEFAULT_LOT_ENFORCEMENT;
}

/** Why another lot than the strategy's was taken (under 'warn'). 'otro' needs a text. */
export const LOT_DEVIATION_REASONS = ['proximo_vencer_reservado', 'dano_lote', 'solicitud_clinica', 'otro'] as const;
export type LotDeviationReason = (typeof LOT_DEVIATION_REASONS)[number];
export const LOT_DEVIATION_REASON_LABELS: Record<LotDeviationReason, string> = {
  proximo_vencer_reservado: 'Lote próximo a vencer reservado',
  dano_lote: 'Daño en el lote indicado',
  solicitud_clinica: 'Solicitud clínica',
  otro: 'Otro',
};

export const LOT_DEVIATION_MESSAGES = {
  reasonRequired: 'Indique el motivo para tomar otro lote que el de la estrategia',
  textRequired: 'Describa el motivo',
  invalidReason: 'Motivo no válido',
} as const;

/** The reason fields a line may carry (an issue item, a pick). */
export const lotDeviationFields = {
  deviation_reason: z.enum(LOT_DEVIATION_REASONS, { error: LOT_DEVIATION_MESSAGES.invalidReason }).nullable().optional(),
  deviation_text: z.string().trim().max(200, 'No puede superar 200 caracteres').nullable().optional(),
};

/** The reason as text for an event's description: 'Otro: …' carries its text. */
export function lotDeviationText(reason: LotDeviationReason, text?: string | null): string {
  const label = LOT_DEVIATION_REASON_LABELS[reason];
  return reason === 'otro' && text ? `${label}: ${text.trim()}` : label;
}

/** A reason given for a deviation is complete: a known code, and a text for 'otro'. */
export function deviationReasonIssue(reason: string | null | undefined, text: string | null | undefined): string | null {
  if (!reason) return LOT_DEVIATION_MESSAGES.reasonRequired;
  if (!(LOT_DEVIATION_REASONS as readonly string[]).includes(reason)) return LOT_DEVIATION_MESSAGES.invalidReason;
  if (reason === 'otro' && !text?.trim()) return LOT_DEVIATION_MESSAGES.textRequired;
  return null;
}

/**
 * Where expired stock may still go: quarantine (a quality-control location, or a hold where it
 * lies), returns, or destruction (an EXPIRY or DAMAGE event that writes it off).
 */
export const EXPIRED_STOCK_LOCATION_TYPES = ['quality_control', 'returns'] as const;

export function expiredMoveMessage(lotNumber: string | null, expiry: string): string {
  const lot = lotNumber ? `El lote ${lotNumber}` : 'El stock';
  return `${lot} venció el ${formatDateCL(expiry)}: el stock vencido solo puede ir a cuarentena (control de calidad), devoluciones o destrucción (evento de vencimiento o daño)`;
}
