import { addDays, santiagoDay } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { sql } from 'kysely';
import { createDispatch, updateDispatch } from '../../modules/despachos/history/save-dispatch';

/**
 * Demo dispatch history: dispatches in each status from the storage or picking
 * location that holds the most products, written through the history's own operations, so the completed one
 * left through the ledger with its DISPATCH events like any other.
 */
export async function seedDemoDispatchHistory(deps: Deps, adminUserId: number): Promise<void> {
  const db = deps.db.kysely;
  const today = santiagoDay();
  // Rows with units free to take and not about to expire.
  const rows = await db
    .selectFrom('inventory as i')
    .innerJoin('locations as l', 'l.id', 'i.location_id')
    .select(['i.location_id', 'i.product_id'])
    .select(sql<number>`i.quantity - i.reserved_quantity`.as('free'))
    .where(sql<boolean>`i.quantity - i.reserved_quantity >= 6`)
    .where((eb) => eb.or([eb('i.expiry_date', '=', ''), eb('i.expiry_date', '>=', addDays(today, 30))]))
    // Dispatches leave from where stock is kept, not from the receiving dock or a clinical service.
    .where('l.location_type', 'in', ['storage', 'picking'])
    .orderBy('i.location_id')
    .orderBy('i.product_id')
    .execute();
  const byLocation = new Map<number, number[]>();
  for (const row of rows) {
    const products = byLocation.get(row.location_id) ?? [];
    if (!products.includes(row.product_id)) products.push(row.product_id);
    byLocation.set(row.location_id, products);
  }
  const [source, products] = [...byLocation.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  if (source === undefined || !products || products.length === 0) return;
  const pick = (i: number) => products[i % products.length]!;

  const plan = [
    {
      destination: 'Pabellón Central',
      days: -6,
      method: 'fefo' as const,
      items: [
        [0, 2],
        [1, 1],
      ],
      status: 'Completado' as const,
      notes: 'Reposición de insumos quirúrgicos',
    },
    {
      destination: 'Unidad de Cuidados Intensivos',
      days: -3,
      method: 'fifo' as const,
      items: [[2, 1]],
      status: 'Cancelado' as const,
      notes: 'Anulado: el servicio recibió desde farmacia',
    },
    {
      destination: 'Urgencias Adulto',
      days: -1,
      method: 'none' as const,
      items: [
        [1, 1],
        [3, 2],
      ],
      status: 'Pendiente' as const,
      notes: null,
    },
    {
      destination: 'Hospitalización Pediatría',
      days: 0,
      method: 'fefo' as const,
      items: [[4, 1]],
      status: 'Pendiente' as const,
      notes: 'Entregar en estación de enfermería',
    },
  ];
  for (const entry of plan) {
    // The demo's source location may not hold each product's strategy lot: the lines say why (policy 'warn').
    const items = entry.items.map(([index, quantity]) => ({
      product_id: pick(index!),
      quantity: quantity!,
      deviation_reason: 'solicitud_clinica' as const,
    }));
    // One line per product: the demo's small location may repeat one through `pick`.
    const lines = items.filter((item, i) => items.findIndex((other) => other.product_id === item.product_id) === i);
    const input = {
      destination: entry.destination,
      dispatch_date: addDays(today, entry.days),
      source_location_id: source,
      notes: entry.notes,
      selection_method: entry.method,
      items: lines,
    };
    const created = await createDispatch(deps, input, adminUserId);
    if (entry.status !== 'Pendiente') await updateDispatch(deps, created.id, { ...input, status: entry.status }, adminUserId);
  }
}
