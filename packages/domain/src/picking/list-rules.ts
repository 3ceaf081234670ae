// Rules of picking-list execution (statuses, picking items, piece-by-piece picking), shared by the server (which enforces them) and the screens.
import { PICKING_MESSAGES } from '../schemas/picking.schema';

export interface ItemState {
  status: string;
  quantity_required: number;
  quantity_picked: number;
  quantity_scanned: number;
}

export const PICK_MESSAGES = {
  listNotInProgress: 'La lista de picking no está en progreso',
  itemNotPending: 'El item ya fue recolectado',
  overPick: (required: number) => `No puede recolectar más de lo requerido (${required})`,
  shortNeedsReason: 'Indique el motivo del faltante para recolectar menos de lo requerido',
  scanAll: PICKING_MESSAGES.scanAllUnits,
  itemsPending: (pending: number) => `Quedan ${pending} items por recolectar`,
  allScanned: 'Ya se escanearon todas las unidades del producto',
  unitScanned: 'Unidad escaneada correctamente',
  allUnitsScanned: (product: string) => `¡Todas las unidades de ${product} han sido escaneadas!`,
} as const;

export type PickCheck =
  | { ok: true; kind: 'full' | 'short'; short_quantity: number }
  | { ok: false; reason: 'not_pending' | 'over_pick' | 'needs_reason' | 'requires_scan'; message: string };

/**
 * Whether `quantity` units of an item can be recorded as picked: all of them, or fewer with a
 * reason (a short pick). In piece-by-piece mode every unit picked must have been scanned; a full
 * pick needs every unit scanned.
 */
export function checkPick(
  item: ItemState,
  quantity: number,
  reason: string | null | undefined,
  pieceByPiece: boolean,
): PickCheck {
  if (item.status !== 'pending') return { ok: false, reason: 'not_pending', message: PICK_MESSAGES.itemNotPending };
  if (quantity > item.quantity_required)
    return { ok: false, reason: 'over_pick', message: PICK_MESSAGES.overPick(item.quantity_required) };
  const short = quantity < item.quantity_required;
  if (short && !reason?.trim()) return { ok: false, reason: 'needs_reason', message: PICK_MESSAGES.shortNeedsReason };
  if (pieceByPiece && item.quantity_scanned < quantity)
    return { ok: false, reason: 'requires_scan', message: PICK_MESSAGES.scanAll };
  return { ok: true, kind: short ? 'short' : 'full', short_quantity: item.quantity_required - quantity };
}

/** Items still to pick; a list completes when none is left (picked or short-picked / cancelled). */
export function pendingItems(items: readonly ItemState[]): number {
  return items.filter((item) => item.status === 'pending').length;
}

/** Ready to complete: every item picked (or cancelled), and in piece-by-piece mode scanned for what was picked. */
export function readyToComplete(items: readonly ItemState[], pieceByPiece: boolean): boolean {
  return (
    items.length > 0 &&
    pendingItems(items) === 0 &&
    (!pieceByPiece || items.every((item) => item.status !== 'picked' || item.quantity_scanned >= item.quantity_picked))
  );
}

/** The scan button shows only while the list is in progress, the item pending and scans missing. */
export function canScan(listStatus: string, item: ItemState): boolean {
  return listStatus === 'in_progress' && item.status === 'pending' && item.quantity_scanned < item.quantity_required;
}
