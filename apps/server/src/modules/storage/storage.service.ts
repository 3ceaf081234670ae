import {
  LIST_STATUS_LABELS,
  LOCATION_TYPE_LABELS,
  PICKING_MESSAGES,
  averageEfficiency,
  classifyBarcode,
  dashboardEfficiency,
  efficiencyPercent,
  santiagoDay,
  type StorageListCreate,
} from '@bodega/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { santiagoDayStartUtc } from '../../lib/dates';
import { retryOnDeadlock } from '../../lib/stock-locks';
import type { Ledger } from '../ledger/ledger';
import { createStorageList } from './create-storage-list';
import { PUT_AWAY_TYPES, findLocation } from './put-away-locations.repository';
import { countUnit, listItems, markStored, pendingItemCount, relocatedCount, scanAllAndStore, scanTarget, setItemLocation } from './storage-items.repository';
import { completeReceipt, settleReceiptLine } from './receipt-progress.repository';
import { bumpCompleted, dashboardLists, isOperator, listCounts, listHeader, listStorageLists, listSummary, transitionList } from './storage-lists.repository';
import type { StorageItemOut, StorageListDetail, StorageListQuery } from './storage.schemas';

type Tx = Transaction<Database> | Kysely<Database>;

/** A list's status as the screens name it ('Cancelado'), for messages. */
function statusLabel(status: string): string {
  return LIST_STATUS_LABELS[status as keyof typeof LIST_STATUS_LABELS] ?? status;
}

export interface Actor {
  id: number;
  role: string;
}

/** Minutes between two ISO instants, two decimals, at least 0.01 so efficiency is defined. */
function minutesBetween(from: string, to: string): number {
  return Math.max(0.01, Math.round(((Date.parse(to) - Date.parse(from)) / 60_000) * 100) / 100);
}

const NOT_FOUND = 'Lista de almacenamiento no encontrada';
const ITEM_NOT_FOUND = 'Producto de la lista de almacenamiento no encontrado';

function sameCode(a: string | null | undefined, b: string): boolean {
  return !!a && a.trim().toLowerCase() === b.toLowerCase();
}

interface ProductCodes {
  product_name: string;
  product_sku: string;
  product_barcode: string | null;
  product_codigo_fabrica: string | null;
  lot_number: string | null;
  serial_number: string | null;
}

/**
 * Whether a scanned code is this item's product: the product's barcode, SKU or manufacturer code
 * as typed, or — for EAN/UPC and GS1 codes — the same 14-digit GTIN (the domain classifier
 * extracts it from GS1 element strings, Digital Link URLs and retail codes). A GS1 code that
 * carries a lot or serial must also carry this item's lot or serial.
 */
export function matchScannedProduct(item: ProductCodes, scanned: string): { ok: true } | { ok: false; error: AppError } {
  const code = scanned.trim();
  const mismatch = () => {
    const message = `El código escaneado no corresponde al producto ${item.product_name}`;
    return {
      ok: false as const,
      error: new AppError('PRODUCT_MISMATCH', message, undefined, {
        product_name: item.product_name,
        expected: item.product_barcode ?? item.product_sku,
        scanned: code,
      }),
    };
  };
  if (sameCode(item.product_barcode, code) || sameCode(item.product_sku, code) || sameCode(item.product_codigo_fabrica, code))
    return { ok: true };
  const scan = classifyBarcode(code, { context: 'receipts' });
  const own =
    item.product_barcode && /^\d{8,14}$/.test(item.product_barcode.trim()) ? item.product_barcode.trim().padStart(14, '0') : null;
  if (!scan.gtin || !own || scan.gtin !== own) return mismatch();
  const lot = scan.gs1?.lot_number;
  if (lot && item.lot_number && lot !== item.lot_number) {
    return {
      ok: false,
      error: new AppError(
        'LOT_MISMATCH',
        `El lote escaneado (${lot}) no corresponde al lote ${item.lot_number} de ${item.product_name}`,
        undefined,
        { product_name: item.product_name, expected: item.lot_number, scanned: lot },
      ),
    };
  }
  const serial = scan.gs1?.serial_number;
  if (serial && item.serial_number && serial !== item.serial_number) {
    return {
      ok: false,
      error: new AppError(
        'LOT_MISMATCH',
        `La serie escaneada (${serial}) no corresponde a la serie ${item.serial_number} de ${item.product_name}`,
        undefined,
        { product_name: item.product_name, expected: item.serial_number, scanned: serial },
      ),
    };
  }
  return { ok: true };
}

export function storageService(app: FastifyInstance) {
  const db = app.db.kysely;
  const inTransaction = <T>(work: (trx: Transaction<Database>, stock: Ledger) => Promise<T>) =>
    retryOnDeadlock(() => app.stockTransaction((stock, trx) => work(trx, stock)));

  /** Operators only see lists assigned to them; anything else is "not found" to them. */
  function visible(list: { assigned_user_id: number | null } | undefined, actor: Actor): boolean {
    return !!list && (actor.role !== 'operator' || list.assigned_user_id === actor.id);
  }

  async function requireList(r: Tx, id: number, actor: Actor) {
    const list = await listHeader(r, id);
    if (!list || !visible(list, actor)) throw new AppError('NOT_FOUND', NOT_FOUND);
    return list;
  }

  async function detail(r: Tx, id: number): Promise<StorageListDetail> {
    const summary = await listSummary(r, id);
    if (!summary) throw new AppError('NOT_FOUND', NOT_FOUND);
    return { ...summary, storage_items: await listItems(r, { listId: id }) };
  }

  async function requireItem(r: Tx, itemId: number, actor: Actor) {
    const item = await scanTarget(r, itemId);
    if (!item || !visible(item, actor)) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
    if (item.list_status !== 'in_progress')
      throw new AppError(
        'INVALID_STATE',
        `La lista ${item.list_number} no está en progreso; iníciela antes de escanear`,
        undefined,
        { status: item.list_status },
      );
    if (item.status === 'stored') throw new AppError('INVALID_STATE', `${item.product_name} ya fue almacenado`);
    return item;
  }

  /**
   * Writes a stored item's units: STORAGE event at the scanned location, list counter, receipt
   * line. Called only by the scan whose conditional UPDATE moved the item to stored.
   */
  async function putAway(
    r: Tx,
    stock: Ledger,
    item: NonNullable<Awaited<ReturnType<typeof scanTarget>>>,
    actor: Actor,
    now: string,
  ): Promise<void> {
    await stock.lockProducts([item.product_id]);
    await stock.add(
      {
        product_id: item.product_id,
        location_id: item.actual_location_id!,
        lot_number: item.lot_number,
        serial_number: item.serial_number,
        expiry_date: item.expiry_date,
      },
      item.quantity_to_store,
      'STORAGE',
      {
        user_id: actor.id,
        reference_type: 'storage_list',
        reference_id: item.storage_list_id,
        reference: item.list_number,
        description: `Almacenamiento ${item.list_number}`,
      },
    );
    await bumpCompleted(r, item.storage_list_id, now);
    await settleReceiptLine(r, item.transaction_detail_id, item.actual_location_id!);
  }

  return {
    async list(query: StorageListQuery, actor: Actor) {
      return listStorageLists(db, { ...query, ...(actor.role === 'operator' ? { forced_user_id: actor.id } : {}) });
    },

    async get(id: number, actor: Actor) {
      await requireList(db, id, actor);
      return detail(db, id);
    },

    /**
     * Creates the put-away list of a Pendiente receipt: one item per line (split when no single
     * location holds it), each with the strategy's suggested location and reason. A line with a
     * destination chosen on the receipt keeps it when it has room.
     */
    async create(body: StorageListCreate, actor: Actor) {
      return inTransaction(async (trx) => detail(trx, (await createStorageList(trx, body, actor.id)).id));
    },

    async assign(id: number, userId: number) {
      return inTransaction(async (r) => {
        const list = await listHeader(r, id);
        if (!list) throw new AppError('NOT_FOUND', NOT_FOUND);
        if (!(await isOperator(r, userId)))
          throw new AppError('VALIDATION_ERROR', PICKING_MESSAGES.operatorRequired, {
            user_id: PICKING_MESSAGES.operatorRequired,
          });
        const now = nowIso();
        if (
          !(await transitionList(r, 
            id,
            ['pending', 'assigned'],
            { status: 'assigned', assigned_user_id: userId, assigned_at: now },
            now,
          ))
        ) {
          throw new AppError(
            'INVALID_STATE',
            `Solo se pueden asignar listas pendientes o asignadas; la lista ${list.list_number} está en estado ${statusLabel(list.status)}`,
            undefined,
            { status: list.status },
          );
        }
        return detail(r, id);
      });
    },

    /** assigned → in_progress. Starting a list already in progress answers it as it is (the screen starts on load). */
    async start(id: number, actor: Actor) {
      return inTransaction(async (r) => {
        const list = await requireList(r, id, actor);
        if (list.status === 'in_progress') return detail(r, id);
        const now = nowIso();
        if (list.status === 'pending')
          throw new AppError('INVALID_STATE', 'La lista debe estar asignada a un operario antes de iniciarla');
        if (!(await transitionList(r, id, ['assigned'], { status: 'in_progress', started_at: now }, now))) {
          throw new AppError(
            'INVALID_STATE',
            `La lista ${list.list_number} no se puede iniciar: está en estado ${statusLabel(list.status)}`,
            undefined,
            { status: list.status },
          );
        }
        return detail(r, id);
      });
    },

    /**
     * Step 1: the location. Must exist, be a storage or picking location of the list's warehouse,
     * and have room for the item's units. Three statements: the
     * item, the location with its committed units, the conditional update; the answer is the item
     * read first with what the scan changed.
     */
    async scanLocation(itemId: number, barcode: string, actor: Actor) {
      return inTransaction(async (r) => {
        const item = await requireItem(r, itemId, actor);
        const code = barcode.trim();
        const location = await findLocation(r, code, item.id);
        if (!location)
          throw new AppError(
            'LOCATION_NOT_FOUND',
            `Ubicación no encontrada: ${code}`,
            { barcode: `Ubicación no encontrada: ${code}` },
            { scanned: code },
          );
        const refuse = (message: string) => new AppError('VALIDATION_ERROR', message, { barcode: message }, { scanned: code });
        if (!PUT_AWAY_TYPES.includes(location.location_type)) {
          const kind = LOCATION_TYPE_LABELS[location.location_type as keyof typeof LOCATION_TYPE_LABELS] ?? location.location_type;
          throw refuse(`La ubicación ${location.code} es de ${kind}; almacene en una ubicación de almacenamiento o picking`);
        }
        if (item.s_warehouse_id !== null && location.warehouse_id !== item.s_warehouse_id) {
          throw refuse(`La ubicación ${location.code} es de ${location.warehouse_name}; esta lista almacena en ${item.s_warehouse_name}`);
        }
        const free = location.capacity - location.committed;
        if (free < item.quantity_to_store) {
          throw new AppError(
            'CAPACITY_EXCEEDED',
            `La ubicación ${location.code} no tiene capacidad suficiente: ${Math.max(0, free)} unidades libres, se requieren ${item.quantity_to_store}`,
            undefined,
            {
              location_id: location.id,
              available: Math.max(0, free),
              requested: item.quantity_to_store,
            },
          );
        }
        if (!(await setItemLocation(r, item.id, location.id)))
          throw new AppError('INVALID_STATE', `${item.product_name} ya fue almacenado`);
        return { ...item.out, actual_location: location.ref, location_scanned: true };
      });
    },

    /**
     * Step 2: the product. In piece-by-piece lists each scan counts one unit and a unit beyond
     * the required count is refused; otherwise one scan covers the item. When the count is
     * complete the item is stored in the same transaction. The answer is the item read first
     * with what the scan changed (no second read).
     */
    async scanProduct(itemId: number, barcode: string, actor: Actor) {
      return inTransaction(async (r, stock) => {
        const item = await requireItem(r, itemId, actor);
        if (item.location_scanned !== 1 || item.actual_location_id === null)
          throw new AppError('INVALID_STATE', PICKING_MESSAGES.locationFirst);
        const match = matchScannedProduct(item, barcode);
        if (!match.ok) throw match.error;
        const now = nowIso();
        let scanned: number;
        let stored = false;
        if (item.piece_by_piece_enabled === 1) {
          const counted = await countUnit(r, item.id);
          if (!counted) {
            throw new AppError(
              'ALL_UNITS_SCANNED',
              `Ya se escanearon todas las unidades de ${item.product_name} (${item.quantity_to_store} de ${item.quantity_to_store})`,
              undefined,
              {
                quantity_scanned: item.quantity_to_store,
                quantity_required: item.quantity_to_store,
              },
            );
          }
          scanned = counted.quantity_scanned;
          stored = scanned >= item.quantity_to_store && (await markStored(r, item.id, now));
        } else {
          scanned = item.quantity_to_store;
          stored = await scanAllAndStore(r, item.id, now);
          // A racing scan stored it first: nothing was written by this one.
          if (!stored) throw new AppError('INVALID_STATE', `${item.product_name} ya fue almacenado`);
        }
        if (stored) await putAway(r, stock, item, actor, now);
        const allScanned = scanned >= item.quantity_to_store;
        const out: StorageItemOut = {
          ...item.out,
          quantity_scanned: scanned,
          product_scanned: true,
          ...(stored ? { status: 'stored' as const, stored_at: now } : {}),
        };
        const message = stored
          ? item.piece_by_piece_enabled === 1
            ? `¡Completado! Todas las unidades de ${item.product_name} han sido escaneadas`
            : 'Producto almacenado'
          : `Progreso: ${out.quantity_scanned}/${out.quantity_to_store} escaneados`;
        return { success: true as const, item: out, all_scanned: allScanned, stored, message };
      });
    },

    /** in_progress → completed once every item is stored; the receipt becomes Completado with it. */
    async complete(id: number, actor: Actor) {
      return inTransaction(async (r) => {
        const list = await requireList(r, id, actor);
        if (list.status !== 'in_progress')
          throw new AppError(
            'INVALID_STATE',
            `Solo se pueden completar listas en progreso; la lista ${list.list_number} está en estado ${statusLabel(list.status)}`,
            undefined,
            { status: list.status },
          );
        const pending = await pendingItemCount(r, id);
        if (pending > 0)
          throw new AppError(
            'INVALID_STATE',
            `Debe almacenar todos los productos antes de completar: faltan ${pending}`,
            undefined,
            { pending_items: pending },
          );
        const now = nowIso();
        const actual = minutesBetween(list.started_at ?? list.created_at, now);
        if (!(await transitionList(r, id, ['in_progress'], { status: 'completed', completed_at: now, actual_time: actual }, now))) {
          throw new AppError('INVALID_STATE', 'La lista cambió de estado mientras se completaba');
        }
        await completeReceipt(r, list.transaction_id, now);
        return detail(r, id);
      });
    },

    async cancel(id: number) {
      return inTransaction(async (r) => {
        const list = await listHeader(r, id);
        if (!list) throw new AppError('NOT_FOUND', NOT_FOUND);
        if (list.completed_items > 0)
          throw new AppError(
            'INVALID_STATE',
            `No se puede cancelar: la lista ${list.list_number} ya almacenó productos en inventario`,
          );
        const now = nowIso();
        if (!(await transitionList(r, id, ['pending', 'assigned', 'in_progress'], { status: 'cancelled' }, now))) {
          throw new AppError(
            'INVALID_STATE',
            `La lista ${list.list_number} no se puede cancelar: está en estado ${statusLabel(list.status)}`,
            undefined,
            { status: list.status },
          );
        }
        return detail(r, id);
      });
    },

    /** 'Ver Resumen': the real figures of a completed list. */
    async summary(id: number, actor: Actor) {
      const list = await requireList(db, id, actor);
      if (list.status !== 'completed' || !list.completed_at)
        throw new AppError('INVALID_STATE', `La lista ${list.list_number} aún no está completada`, undefined, {
          status: list.status,
        });
      const summary = (await listSummary(db, id))!;
      const actual = Number(list.actual_time ?? minutesBetween(list.started_at ?? list.created_at, list.completed_at));
      return {
        id: list.id,
        list_number: list.list_number,
        transaction_reference: summary.transaction.reference,
        status: 'completed' as const,
        storage_strategy: summary.storage_strategy,
        piece_by_piece_enabled: summary.piece_by_piece_enabled,
        started_at: list.started_at,
        completed_at: list.completed_at,
        actual_time: actual,
        estimated_time: Number(list.estimated_time),
        efficiency: efficiencyPercent(Number(list.estimated_time), actual),
        total_items: list.total_items,
        completed_items: list.completed_items,
        total_units: summary.total_units,
        relocated_items: await relocatedCount(db, id),
        operator: summary.assigned_user ? { id: summary.assigned_user.id, username: summary.assigned_user.username } : null,
      };
    },

    async dashboard(actor: Actor) {
      const userId = actor.role === 'operator' ? actor.id : undefined;
      const since = santiagoDayStartUtc(santiagoDay());
      const { row, timed } = await listCounts(db, userId, since);
      const lists = await dashboardLists(db, userId, since);
      const completedToday = Number(row.completed_today ?? 0);
      // "All tasks" of the dashboard: what it shows — open lists plus those completed today.
      const total = Number(row.pending ?? 0) + Number(row.assigned ?? 0) + Number(row.in_progress ?? 0) + completedToday;
      return {
        scope: userId === undefined ? ('all' as const) : ('operator' as const),
        pending: Number(row.pending ?? 0),
        assigned: Number(row.assigned ?? 0),
        in_progress: Number(row.in_progress ?? 0),
        completed_today: completedToday,
        completed: Number(row.completed ?? 0),
        active: Number(row.assigned ?? 0) + Number(row.in_progress ?? 0),
        total_tasks: total,
        efficiency: dashboardEfficiency(completedToday, total),
        time_efficiency: averageEfficiency(
          timed.map((t) => ({
            estimated_time: Number(t.estimated_time),
            actual_time: t.actual_time === null ? null : Number(t.actual_time),
          })),
        ),
        total_estimated_minutes: Math.round(Number(row.estimated_open ?? 0) * 10) / 10,
        lists,
      };
    },
  };
}
