import { addDays, movementSchema, santiagoDay } from '@bodega/domain';
import { sql } from 'kysely';
import type { Deps } from '../../lib/deps';
import { annulEgreso } from '../../modules/egresos/annul-egreso';
import { egresoCreateBodySchema } from '../../modules/egresos/egresos.schemas';
import { issueEgreso } from '../../modules/egresos/issue-egreso';
import { executeMovement } from '../../modules/movements/execute-movement';
import { createMovement } from '../../modules/movements/manage-movements';

interface FreeRow {
  location_id: number;
  product_id: number;
  free: number;
}

/**
 * Demo goods issues (/egresos) and internal movements (/movimientos-internos), written through the
 * operations the API runs, with their bodies parsed by the API's own schemas: issues to three
 * clinical areas (one of them annulled, its units back in stock) and movements executed and
 * pending. Only plain stock is used: free units, not about to expire, of products without a
 * serial per unit, kept in storage or picking locations.
 */
export async function seedDemoIssuesAndMovements(deps: Deps, admin: { id: number; username: string }): Promise<void> {
  const db = deps.db.kysely;
  const rows: FreeRow[] = await db
    .selectFrom('inventory as i')
    .innerJoin('locations as l', 'l.id', 'i.location_id')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.location_id', 'i.product_id'])
    .select(sql<number>`i.quantity - i.reserved_quantity`.as('free'))
    .where(sql<boolean>`i.quantity - i.reserved_quantity >= 4`)
    .where((eb) => eb.or([eb('i.expiry_date', '=', ''), eb('i.expiry_date', '>=', addDays(santiagoDay(), 60))]))
    .where('l.location_type', 'in', ['storage', 'picking'])
    .where('p.requiere_serie', '=', 0)
    .where('i.serial_number', '=', '')
    .orderBy('i.product_id')
    .orderBy('i.location_id')
    .execute();
  const byProduct = new Map<number, FreeRow>();
  for (const row of rows) if (!byProduct.has(row.product_id)) byProduct.set(row.product_id, row);
  const plain = [...byProduct.values()];
  if (plain.length < 4) return;

  const issues = [
    {
      area_servicio: 'UCI',
      lines: [
        [0, 2],
        [1, 1],
      ],
      notes: 'Reposición de turno noche',
    },
    { area_servicio: 'PABELLON', lines: [[2, 1]], notes: 'Cirugía programada' },
    { area_servicio: 'URGENCIAS', lines: [[3, 1]], notes: 'Pedido duplicado: se anula' },
  ] as const;
  const issued = [];
  for (const plan of issues) {
    const body = egresoCreateBodySchema.parse({
      area_servicio: plan.area_servicio,
      strategy: 'fefo',
      notes: plan.notes,
      items: plan.lines.map(([index, quantity]) => ({ product_id: plain[index]!.product_id, quantity })),
    });
    issued.push(await issueEgreso(deps, body, admin));
  }
  await annulEgreso(deps, issued[issued.length - 1]!.id, admin.id);

  // Movements between two storage or picking locations other than where each product is.
  const locations = await db
    .selectFrom('locations')
    .select('id')
    .where('location_type', 'in', ['storage', 'picking'])
    .orderBy('id')
    .limit(10)
    .execute();
  const elsewhere = (from: number) => locations.find((location) => location.id !== from)?.id;
  const movements = [
    {
      movement_type: 'reubicacion',
      row: plain[plain.length - 1]!,
      quantity: 1,
      execute: true,
      notes: 'Reubicación por rotación',
    },
    {
      movement_type: 'optimizacion',
      row: plain[plain.length - 2]!,
      quantity: 1,
      execute: false,
      notes: 'Acercar al área de picking',
    },
  ] as const;
  for (const plan of movements) {
    const destination = elsewhere(plan.row.location_id);
    if (destination === undefined) return;
    const input = movementSchema.parse({
      movement_type: plan.movement_type,
      notes: plan.notes,
      details: [
        {
          product_id: plan.row.product_id,
          source_location_id: plan.row.location_id,
          destination_location_id: destination,
          quantity: plan.quantity,
        },
      ],
    });
    const movement = await createMovement(db, input, admin.id);
    if (plan.execute) await executeMovement(deps, movement.id, admin.id);
  }
}
