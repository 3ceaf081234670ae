import type { ListStatus, Role } from '@bodega/domain';
import { paths } from '../../../config/paths';
import type { StorageItem, StorageListDetail } from '../api/types';

/** The item being worked: the first pending one in list order, only while the list is in progress. */
export function currentItem(list: StorageListDetail | undefined): StorageItem | null {
  if (!list || list.status !== 'in_progress') return null;
  const pending = list.storage_items.filter((item) => item.status === 'pending');
  pending.sort((a, b) => a.sequence - b.sequence);
  return pending[0] ?? null;
}

/** Pending items left after the current one; decides 'Siguiente Producto' or 'Finalizar Almacenamiento'. */
export function isLastPending(list: StorageListDetail, item: StorageItem): boolean {
  return !list.storage_items.some((other) => other.status === 'pending' && other.id !== item.id);
}

/** In progress and nothing pending: the '¡Todos los productos han sido escaneados!' card. */
export function readyToComplete(list: StorageListDetail | undefined): boolean {
  return !!list && list.status === 'in_progress' && list.storage_items.every((item) => item.status === 'stored');
}

export interface ListAction {
  label: 'Iniciar' | 'Continuar' | 'Ver';
  href: string;
}

/** Operator actions per status: assigned Iniciar, in_progress Continuar, completed Ver. */
export function listAction(list: { id: number; status: ListStatus }): ListAction | null {
  switch (list.status) {
    case 'assigned':
      return { label: 'Iniciar', href: paths.storageExecution.href(list.id) };
    case 'in_progress':
      return { label: 'Continuar', href: paths.storageExecution.href(list.id) };
    case 'completed':
      return { label: 'Ver', href: paths.storageExecution.href(list.id, true) };
    default:
      return null;
  }
}

/** 'Volver': operators to their dashboard, supervisors to the storage assignment tab. */
export function backHref(role: Role | undefined): string {
  return role === 'operator' ? paths.operator.href() : paths.serviceAssignment.href('storage');
}

export interface CodeMismatch {
  message: string;
  product: string;
  expected: string;
  scanned: string;
}

/**
 * The 'Error de Código' card: the server refuses a wrong product with PRODUCT_MISMATCH (or a GS1
 * code of another lot/serial with LOT_MISMATCH); the codes shown come from the item being worked
 * and the code that was sent.
 */
export function codeMismatch(code: string, message: string, item: StorageItem, scanned: string): CodeMismatch | null {
  if (code === 'PRODUCT_MISMATCH')
    return { message, product: item.product.name, expected: item.product.barcode ?? item.product.sku, scanned };
  if (code === 'LOT_MISMATCH')
    return { message, product: item.product.name, expected: item.lot_number ?? item.serial_number ?? '—', scanned };
  return null;
}

/** Location code to show: its printed barcode, else its code. */
export function locationLabel(location: { code: string; barcode: string | null } | null): string {
  return location ? (location.barcode ?? location.code) : '—';
}
