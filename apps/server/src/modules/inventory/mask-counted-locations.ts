import { stockStatus, type InventoryGroupOut } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/app-error';
import { locationsUnderCount } from '../counts';
import { totalsAtLocations } from './inventory-list.repository';
import type { InventoryFilters } from './inventory.schemas';

/*
 * Blind counts (docs/modules.md, "Cycle counts"): while a location's count task is assigned or
 * in progress, the inventory answers to role operator carry no quantity at that location.
 */

interface Page {
  groups: InventoryGroupOut[];
  totals: { products: number; items: number; quantity: number };
}

export const UNDER_COUNT_MESSAGE = 'La ubicación está en conteo: su stock se muestra cuando se envíe el conteo';

/** The locations hidden from this role: none for admins, viewers and users. */
export async function hiddenLocations(deps: Deps, role: string): Promise<Set<number>> {
  return role === 'operator' ? locationsUnderCount(deps.db.kysely) : new Set();
}

/**
 * The inventory page without the lots at hidden locations: the product is flagged `en_conteo`,
 * its quantities and stock chip are computed without them, and the footer's totals drop every
 * such lot the filters keep (on any page), so no subtraction reveals them. Builds new objects:
 * the page may be shared by the memo.
 */
export async function maskCountedLocations(
  deps: Deps,
  filters: Omit<InventoryFilters, 'sort' | 'order'>,
  page: Page,
  hidden: Set<number>,
): Promise<Page> {
  if (hidden.size === 0) return page;
  const groups = page.groups.map((group) => {
    if (!group.lots.some((lot) => hidden.has(lot.location_id))) return group;
    const lots = group.lots.filter((lot) => !hidden.has(lot.location_id));
    const sum = (key: 'quantity' | 'reserved_quantity' | 'held_quantity') => lots.reduce((total, lot) => total + lot[key], 0);
    const codes = new Set(lots.map((lot) => lot.location_code ?? String(lot.location_id)));
    const total = sum('quantity');
    return {
      ...group,
      total_quantity: total,
      reserved_quantity: sum('reserved_quantity'),
      held_quantity: sum('held_quantity'),
      lot_count: lots.length,
      location_code: codes.size === 0 ? null : codes.size === 1 ? [...codes][0]! : 'Varias',
      stock_status: stockStatus({ quantity: total, min_stock: group.product.min_stock, max_stock: group.product.max_stock }),
      lots,
      en_conteo: true,
    };
  });
  const dropped = await totalsAtLocations(deps.db.kysely, deps.db.dialect, filters, [...hidden]);
  return {
    groups,
    totals: {
      products: page.totals.products,
      items: page.totals.items - dropped.items,
      quantity: page.totals.quantity - dropped.quantity,
    },
  };
}

/** One inventory row at a hidden location is refused rather than shown without its quantity. */
export function refuseIfHidden(locationId: number, hidden: Set<number>): void {
  if (hidden.has(locationId)) throw new AppError('CONFLICT', UNDER_COUNT_MESSAGE);
}
