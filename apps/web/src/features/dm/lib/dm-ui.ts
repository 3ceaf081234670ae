import { formatDateTimeCL, santiagoDateTimeInput, santiagoInputToIso } from '@bodega/domain';
import type { ZodType } from 'zod';

/** Rows a page of the DM tabs' tables. */
export const DM_PAGE_SIZE = 10;

/** Medical-device snackbar duration. */
export const DM_TOAST_MS = 3000;

export const DM_TOASTS = {
  loadTransfers: 'Error al cargar transferencias',
  transferCreated: 'Transferencia creada exitosamente',
  transferCreateError: 'Error al crear transferencia',
  transferReceived: 'Transferencia recibida exitosamente',
  transferReceiveError: 'Error al recibir transferencia',
  transferReceivedQr: 'Transferencia recibida exitosamente mediante QR',
  qrInvalidOrNotFound: 'Código QR inválido o transferencia no encontrada',
  qrEmpty: 'Ingrese o escanee el código QR',
  transferCancelled: 'Transferencia anulada',
  serviceAdded: 'Servicio clínico agregado exitosamente',
  serviceError: 'Error al agregar servicio clínico',
  loadImplants: 'Error al cargar implantes',
  implantCreated: 'Implante registrado exitosamente',
  implantError: 'Error al registrar implante',
  explantCreated: 'Explante registrado exitosamente',
  explantError: 'Error al registrar explante',
  loadHistory: 'Error al cargar historial',
  stateChanged: 'Estado cambiado exitosamente',
  stateError: 'Error al cambiar estado',
  loadFullHistory: 'Error al cargar historial completo',
  recallOpened: 'Retiro abierto: unidades en stock retenidas',
  recallError: 'Error al abrir el retiro',
} as const;

/** A DM moment for a table or dialog, in Santiago like every other screen; '—' when missing. */
export function formatDateTime(value: string | null | undefined): string {
  return formatDateTimeCL(value) || (value ?? '') || '—';
}

/** The value a datetime-local input shows for now: Santiago's wall clock. */
export function nowLocalInput(): string {
  return santiagoDateTimeInput(new Date());
}

/** A datetime-local value (Santiago's wall clock) as an ISO instant (the server stores UTC). */
export const localInputToIso = santiagoInputToIso;

/** The caption lines of a transfer's QR image: the transfer, the device and where it goes. */
export function transferQrCaption(transfer: {
  id: number;
  referencia: string;
  dispositivo_nombre: string;
  sku: string;
  lot_number: string | null;
  serial_number: string | null;
  servicio_destino: string;
}): string[] {
  const unit = [transfer.lot_number && `Lote ${transfer.lot_number}`, transfer.serial_number && `Serie ${transfer.serial_number}`]
    .filter(Boolean)
    .join(' · ');
  return [
    `Transferencia #${transfer.id} · ${transfer.referencia}`,
    `${transfer.dispositivo_nombre} (${transfer.sku})`,
    ...(unit ? [unit] : []),
    `Destino: ${transfer.servicio_destino}`,
  ];
}

export type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

export const TRANSFER_COLORS: Record<string, ChipColor> = { Pendiente: 'warning', Recibida: 'success', Cancelada: 'default' };

export const STATE_COLORS: Record<string, ChipColor> = {
  'En uso': 'primary',
  Disponible: 'success',
  'En cuarentena': 'warning',
  'Devuelto a proveedor': 'info',
  'Destruido/Eliminado': 'error',
  Retirado: 'error',
  Reemplazado: 'secondary',
  'En mantenimiento': 'info',
  Perdido: 'error',
};

/** Field messages of a domain schema for a form's values (same rules as the server). */
export function fieldErrors<T>(
  schema: ZodType<T>,
  values: unknown,
): { ok: true; data: T } | { ok: false; errors: Record<string, string> } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
