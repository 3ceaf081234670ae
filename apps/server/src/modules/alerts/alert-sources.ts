import {
  addDays,
  EXPIRY_WINDOWS,
  formatDateCL,
  isRecallUnitFinal,
  santiagoDay,
  type Alert,
  type AlertType,
} from '@bodega/domain';
import { createHash } from 'node:crypto';
import type { Tx } from '../../db/handle';

/** An alert as a source computes it: the shown fields plus the fingerprint of its cause's occurrence. */
export interface ComputedAlert extends Alert {
  /** Changes when the cause is a new occurrence (a resolution only hides the fingerprint it saw). */
  fingerprint: string;
}

export interface AlertContext {
  db: Tx;
  now: Date;
  /** The type's threshold (its setting or the default); null for types without one. */
  threshold: number | null;
}

/** One kind of alert, computed from live data each time it is asked. */
export interface AlertSource {
  type: AlertType;
  /**
   * The answer depends only on the data, the Santiago day and the threshold (no hour-based
   * threshold): it may be remembered while the database is unchanged.
   */
  remembered?: boolean;
  compute(context: AlertContext): Promise<ComputedAlert[]>;
}

const HOUR_MS = 3_600_000;
const ACTIVE_LISTS = ['pending', 'assigned', 'in_progress'];

function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

function hoursText(hours: number): string {
  return hours === 1 ? '1 hora' : `${hours} horas`;
}

/** How many lots an expiring-lots alert names in its description; the rest are counted. */
export const LOTS_SHOWN = 10;

function lotsText(count: number): string {
  return count === 1 ? '1 lote' : `${count} lotes`;
}

/**
 * The windows (days) a product's lots are grouped in: its category's `dias_alerta_vencimiento`
 * when set, else the setting's windows (30/60/90 up to the type's threshold).
 */
export function expiryWindowsFor(categoryDays: number | null, threshold: number): number[] {
  if (categoryDays != null) return [categoryDays];
  const windows = EXPIRY_WINDOWS.filter((w) => w <= threshold);
  return windows.length > 0 ? windows : [threshold];
}

/**
 * Lots with stock whose expiry falls within a window (expired lots still in stock included), one
 * alert per product and window listing its lots. The fingerprint is the set of lots (lot and
 * expiry): resolving the alert holds until a lot enters or leaves the window.
 */
const expiringLots: AlertSource = {
  type: 'lote_por_vencer',
  remembered: true,
  async compute({ db, now, threshold }) {
    const today = santiagoDay(now);
    const fallback = threshold ?? 90;
    // The widest window any product can have: the setting's, or a category's own.
    const widest = await db
      .selectFrom('categories')
      .select((eb) => eb.fn.max<number | null>('dias_alerta_vencimiento').as('days'))
      .executeTakeFirst();
    const limit = addDays(today, Math.max(fallback, Number(widest?.days ?? 0)));
    // The lots first (the partial covering index inventory_expiring_idx, by expiry), then their
    // products: never a scan of every product.
    const lots = db
      .selectFrom('inventory')
      .select((eb) => ['product_id', 'lot_number', 'expiry_date', eb.fn.sum<number>('quantity').as('quantity')])
      .where('quantity', '>', 0)
      .where('expiry_date', '!=', '')
      .where('expiry_date', '<=', `${limit}\uffff`)
      .groupBy(['product_id', 'lot_number', 'expiry_date']);
    const rows = await db
      .selectFrom(lots.as('g'))
      .innerJoin('products as p', 'p.id', 'g.product_id')
      .leftJoin('categories as c', 'c.name', 'p.category')
      .select(['g.product_id', 'p.sku', 'p.name', 'c.dias_alerta_vencimiento', 'g.lot_number', 'g.expiry_date', 'g.quantity'])
      .where('p.deleted_at', 'is', null)
      .orderBy('g.product_id')
      .orderBy('g.expiry_date')
      .orderBy('g.lot_number')
      .execute();
    const todayMs = Date.parse(`${today}T00:00:00Z`);
    interface Group {
      product_id: number;
      sku: string;
      name: string;
      window: number;
      lots: Array<{ lot: string; expiry: string; days: number; quantity: number }>;
    }
    const groups = new Map<string, Group>();
    for (const row of rows) {
      const expiry = row.expiry_date.slice(0, 10);
      const days = Math.round((Date.parse(`${expiry}T00:00:00Z`) - todayMs) / 86_400_000);
      const window = expiryWindowsFor(row.dias_alerta_vencimiento ?? null, fallback).find((w) => days <= w);
      if (window === undefined) continue;
      const id = `${row.product_id}-${window}`;
      const group = groups.get(id) ?? { product_id: row.product_id, sku: row.sku, name: row.name, window, lots: [] };
      group.lots.push({ lot: row.lot_number || 'sin lote', expiry, days, quantity: Number(row.quantity) });
      groups.set(id, group);
    }
    return [...groups.values()].map((group) => {
      const soonest = group.lots.reduce((a, b) => (b.days < a.days ? b : a));
      const units = group.lots.reduce((sum, l) => sum + l.quantity, 0);
      const shown = group.lots
        .slice(0, LOTS_SHOWN)
        .map((l) => {
          const date = formatDateCL(l.expiry);
          const when = l.days < 0 ? `venció el ${date}` : l.days === 0 ? 'vence hoy' : `vence en ${l.days} días (${date})`;
          return `lote ${l.lot}: ${l.quantity} unidades, ${when}`;
        })
        .join('; ');
      const more = group.lots.length > LOTS_SHOWN ? `; y ${lotsText(group.lots.length - LOTS_SHOWN)} más` : '';
      const opened = addDays(soonest.expiry, -group.window);
      return {
        key: `lote_por_vencer-${group.product_id}-${group.window}`,
        type: 'lote_por_vencer' as const,
        severity: soonest.days <= 7 ? ('alta' as const) : soonest.days <= 30 ? ('media' as const) : ('baja' as const),
        title: `Lotes por vencer de ${group.name}: ${lotsText(group.lots.length)} en ${group.window} días`,
        description: `${units} unidades de ${group.sku}: ${shown}${more}.`,
        link: `/inventario?search=${encodeURIComponent(group.sku)}`,
        opened_at: `${opened < today ? opened : today}T00:00:00.000Z`,
        fingerprint: shortHash(group.lots.map((l) => `${l.lot}|${l.expiry}`).join('\n')),
      };
    });
  },
};

/** Active products at or below their minimum stock (the reorder point). */
const lowStock: AlertSource = {
  type: 'stock_bajo',
  remembered: true,
  async compute({ db }) {
    const rows = await db
      .selectFrom('products')
      .select(['id', 'sku', 'name', 'current_stock', 'min_stock'])
      // The terms of the partial index products_low_stock_idx.
      .where('deleted_at', 'is', null)
      .where('min_stock', '>', 0)
      .whereRef('current_stock', '<=', 'min_stock')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      key: `stock_bajo-${row.id}`,
      type: 'stock_bajo' as const,
      severity: row.current_stock <= 0 ? ('alta' as const) : ('media' as const),
      title: `${row.name}: stock bajo el punto de reorden`,
      description: `${row.sku} tiene ${row.current_stock} unidades; el mínimo es ${row.min_stock}.`,
      link: `/inventario?search=${encodeURIComponent(row.sku)}`,
      opened_at: null,
      fingerprint: 'bajo',
    }));
  },
};

/** Open recalls with units not yet at an end state. */
const openRecalls: AlertSource = {
  type: 'retiro_abierto',
  async compute({ db }) {
    const rows = await db
      .selectFrom('recalls as r')
      .innerJoin('recall_units as u', 'u.recall_id', 'r.id')
      .innerJoin('products as p', 'p.id', 'r.product_id')
      .select(['r.id', 'r.numero', 'r.created_at', 'p.name', 'u.estado', 'u.quantity'])
      .where('r.estado', '=', 'Abierto')
      .orderBy('r.id')
      .execute();
    const byRecall = new Map<number, { numero: string; created_at: string; name: string; units: number }>();
    for (const row of rows) {
      if (isRecallUnitFinal(row.estado)) continue;
      const entry = byRecall.get(row.id) ?? { numero: row.numero, created_at: row.created_at, name: row.name, units: 0 };
      entry.units += row.quantity;
      byRecall.set(row.id, entry);
    }
    return [...byRecall].map(([id, recall]) => ({
      key: `retiro_abierto-${id}`,
      type: 'retiro_abierto' as const,
      severity: 'alta' as const,
      title: `Retiro ${recall.numero} con unidades sin resolver`,
      description: `${recall.units} unidades de ${recall.name} siguen sin resolver.`,
      link: '/trazabilidad-dm',
      opened_at: recall.created_at,
      fingerprint: String(id),
    }));
  },
};

/** Transfers to clinical services still pending after the threshold. */
const pendingTransfers: AlertSource = {
  type: 'transferencia_pendiente',
  async compute({ db, now, threshold }) {
    const hours = threshold ?? 24;
    const rows = await db
      .selectFrom('dm_transfers as t')
      .innerJoin('clinical_services as s', 's.id', 't.clinical_service_id')
      .innerJoin('dm_devices as d', 'd.id', 't.device_id')
      .innerJoin('products as p', 'p.id', 'd.product_id')
      .select(['t.id', 't.fecha_transferencia', 's.nombre', 'p.name'])
      .where('t.estado', '=', 'Pendiente')
      .where('t.fecha_transferencia', '<', new Date(now.getTime() - hours * HOUR_MS).toISOString())
      .orderBy('t.id')
      .execute();
    return rows.map((row) => ({
      key: `transferencia_pendiente-${row.id}`,
      type: 'transferencia_pendiente' as const,
      severity: 'media' as const,
      title: `Transferencia a ${row.nombre} pendiente hace más de ${hoursText(hours)}`,
      description: `${row.name}, transferido el ${row.fecha_transferencia.slice(0, 16).replace('T', ' ')} UTC, aún sin recepción.`,
      link: '/trazabilidad-dm',
      opened_at: new Date(Date.parse(row.fecha_transferencia) + hours * HOUR_MS).toISOString(),
      fingerprint: String(row.id),
    }));
  },
};

/** Put-away lists open and untouched for longer than the threshold. */
const idleStorage: AlertSource = {
  type: 'almacenamiento_detenido',
  async compute({ db, now, threshold }) {
    const hours = threshold ?? 4;
    const rows = await db
      .selectFrom('storage_lists')
      .select(['id', 'list_number', 'status', 'updated_at'])
      .where('status', 'in', ACTIVE_LISTS)
      .where('updated_at', '<', new Date(now.getTime() - hours * HOUR_MS).toISOString())
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      key: `almacenamiento_detenido-${row.id}`,
      type: 'almacenamiento_detenido' as const,
      severity: 'media' as const,
      title: `Lista de almacenamiento ${row.list_number} sin avance hace más de ${hoursText(hours)}`,
      description: `Último cambio: ${row.updated_at.slice(0, 16).replace('T', ' ')} UTC.`,
      link: `/storage-execution/${row.id}`,
      opened_at: new Date(Date.parse(row.updated_at) + hours * HOUR_MS).toISOString(),
      fingerprint: row.updated_at,
    }));
  },
};

/** Picking lists open and untouched for longer than the threshold. */
const idlePicking: AlertSource = {
  type: 'picking_detenido',
  async compute({ db, now, threshold }) {
    const hours = threshold ?? 4;
    const rows = await db
      .selectFrom('picking_lists')
      .select(['id', 'list_number', 'status', 'updated_at'])
      .where('status', 'in', ACTIVE_LISTS)
      .where('updated_at', '<', new Date(now.getTime() - hours * HOUR_MS).toISOString())
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      key: `picking_detenido-${row.id}`,
      type: 'picking_detenido' as const,
      severity: 'media' as const,
      title: `Lista de picking ${row.list_number} sin avance hace más de ${hoursText(hours)}`,
      description: `Último cambio: ${row.updated_at.slice(0, 16).replace('T', ' ')} UTC.`,
      link: '/picking-assignment',
      opened_at: new Date(Date.parse(row.updated_at) + hours * HOUR_MS).toISOString(),
      fingerprint: row.updated_at,
    }));
  },
};

/** The latest finished chain verification, when it failed (a later passing one clears it). */
const failedChain: AlertSource = {
  type: 'cadena_fallida',
  async compute({ db }) {
    const last = await db
      .selectFrom('chain_verifications')
      .select(['id', 'status', 'valid', 'finished_at', 'error'])
      .where('status', 'in', ['completa', 'fallida'])
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!last || (last.status === 'completa' && last.valid !== 0)) return [];
    return [
      {
        key: `cadena_fallida-${last.id}`,
        type: 'cadena_fallida' as const,
        severity: 'alta' as const,
        title: 'La verificación de la cadena de trazabilidad falló',
        description:
          last.status === 'fallida'
            ? `La verificación no pudo terminar${last.error ? `: ${last.error}` : ''}.`
            : 'La cadena de eventos tiene una ruptura: revise la verificación en Trazabilidad.',
        link: '/trazabilidad',
        opened_at: last.finished_at,
        fingerprint: String(last.id),
      },
    ];
  },
};

/**
 * The latest stored run of the invariant checker (npm run check:invariants), when it found a
 * broken invariant (a later clean run clears it). The checker is never run here.
 */
const failedInvariants: AlertSource = {
  type: 'cadena_fallida',
  async compute({ db }) {
    const last = await db
      .selectFrom('invariant_checks')
      .select(['id', 'finished_at', 'violations', 'summary'])
      .orderBy('finished_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!last || last.violations === 0) return [];
    const broken = last.violations === 1 ? '1 invariante rota' : `${last.violations} invariantes rotas`;
    return [
      {
        key: `cadena_fallida-invariantes-${last.id}`,
        type: 'cadena_fallida' as const,
        severity: 'alta' as const,
        title: `La revisión de invariantes encontró ${broken}`,
        description: `${last.summary ?? ''}${last.summary ? '\n' : ''}Revise con npm run check:invariants; una revisión sin violaciones cierra la alerta.`,
        link: '/trazabilidad',
        opened_at: last.finished_at,
        fingerprint: String(last.id),
      },
    ];
  },
};

/** Counts with variances waiting for the admin's approval: one alert per task. */
const pendingCountVariances: AlertSource = {
  type: 'conteo_por_aprobar',
  async compute({ db }) {
    const rows = await db
      .selectFrom('count_results as r')
      .innerJoin('count_tasks as t', 't.id', 'r.task_id')
      .innerJoin('locations as l', 'l.id', 't.location_id')
      .select((eb) => ['t.id', 't.number', 't.submitted_at', 'l.code', eb.fn.countAll<number>().as('variances')])
      .where('r.state', '=', 'por_aprobar')
      .groupBy(['t.id', 't.number', 't.submitted_at', 'l.code'])
      .orderBy('t.id')
      .execute();
    return rows.map((row) => {
      const variances = Number(row.variances);
      return {
        key: `conteo_por_aprobar-${row.id}`,
        type: 'conteo_por_aprobar' as const,
        severity: 'media' as const,
        title: `Conteo ${row.number} de ${row.code} con diferencias por aprobar`,
        description:
          variances === 1
            ? '1 diferencia espera la aprobación de un administrador.'
            : `${variances} diferencias esperan la aprobación de un administrador.`,
        link: '/conteos?tab=aprobar',
        opened_at: row.submitted_at,
        fingerprint: String(row.id),
      };
    });
  },
};

/**
 * Every alert source. A new kind of alert is one more entry here, with its type in ALERT_TYPES (packages/domain) for its label and setting.
 */
export const ALERT_SOURCES: readonly AlertSource[] = [
  expiringLots,
  lowStock,
  openRecalls,
  pendingTransfers,
  idleStorage,
  idlePicking,
  failedChain,
  failedInvariants,
  pendingCountVariances,
];
