import {
  EGRESO_MESSAGES,
  checkLotCompliance,
  classifyBarcode,
  dayOf,
  defaultEgresoReference,
  formatDateCL,
  isExpired,
  isLotStrategy,
  orderLots,
  santiagoDay,
  selectLotsForQuantity,
  type IssueStrategy,
  type LotCompliance,
  type LotStrategy,
} from '@bodega/domain';
import type { FastifyInstance } from 'fastify';
import { randomInt } from 'node:crypto';
import { AppError, type ErrorCode } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { lockProducts, retryOnDeadlock } from '../../lib/stock-locks';
import { removeInOneStatementPostgres } from '../ledger/ledger';
import { heldStockError } from '../ledger/held-stock';
import { EGRESS_ITEM_SHAPE, EGRESS_ORDER_SHAPE, egressItemValues, egresosRepository, type EgressItemInsert, type EgresosRepository, type ProductRef, type StockRow } from './egresos.repository';
import type { EgresoCreateBody, EgresoCreateItem, EgresoDetail, EgresoItemResponse, EgresoListQuery } from './egresos.schemas';

/** libre checks nothing but still has to take units in some order: FEFO, the safe one. */
function allocationOrder(strategy: IssueStrategy): LotStrategy {
  return isLotStrategy(strategy) ? strategy : 'fefo';
}

/** The product's lots (lot number + expiry) with their stock, as the strategy check reads them. */
export function lotsOf(rows: readonly StockRow[]) {
  const byLot = new Map<string, { value: string | null; lot_number: string | null; expiry_date: string | null; entry_date: string; first_entry: string; quantity: number; available_quantity: number; rows: StockRow[] }>();
  for (const row of rows) {
    const key = `${row.lot_number}\u0000${row.expiry_date}`;
    const lot = byLot.get(key);
    if (lot) {
      lot.quantity += row.quantity;
      lot.available_quantity += row.available;
      if (row.entry_date < lot.first_entry) lot.first_entry = row.entry_date;
      lot.rows.push(row);
    } else {
      byLot.set(key, {
        value: row.lot_number || null,
        lot_number: row.lot_number || null,
        expiry_date: row.expiry_date || null,
        entry_date: '',
        first_entry: row.entry_date,
        quantity: row.quantity,
        available_quantity: row.available,
        rows: [row],
      });
    }
  }
  // FIFO/LIFO compare entry days (spec 2 §5: a lot that entered the same day as the oldest one
  // complies); the list is pre-sorted by the full timestamp so same-day ties keep arrival order.
  return [...byLot.values()]
    .sort((a, b) => (a.first_entry < b.first_entry ? -1 : a.first_entry > b.first_entry ? 1 : 0))
    .map((lot) => ({ ...lot, entry_date: dayOf(lot.first_entry) ?? lot.first_entry }));
}

function productLabel(product: ProductRef): string {
  return `${product.name} (${product.sku})`;
}

function shortage(product: ProductRef, criteria: { lot?: string | null; locationCode?: string | null }, available: number, requested: number, field: string): AppError {
  const lot = criteria.lot ? ` lote ${criteria.lot}` : '';
  const where = criteria.locationCode ? ` en ${criteria.locationCode}` : '';
  return new AppError(
    'INSUFFICIENT_STOCK',
    `Stock insuficiente de ${productLabel(product)}${lot}${where}: disponible ${available}, solicitado ${requested}`,
    { [field]: `Stock insuficiente: disponible ${available}` },
    { product_id: product.id, lot_number: criteria.lot ?? null, available, requested },
  );
}

function noInventory(product: ProductRef, field: string): AppError {
  return new AppError('INSUFFICIENT_STOCK', `${EGRESO_MESSAGES.noInventory}: ${productLabel(product)}`, { [field]: EGRESO_MESSAGES.noInventory }, { product_id: product.id, available: 0 });
}

/** Stock that expired before `today` is never issued, nor suggested. */
function unexpired(rows: readonly StockRow[], today: string): StockRow[] {
  return rows.filter((row) => !isExpired(row.expiry_date, today));
}

function allExpired(product: ProductRef, field: string): AppError {
  return new AppError('EXPIRED_STOCK', `${EGRESO_MESSAGES.allExpired}: ${productLabel(product)}`, { [field]: EGRESO_MESSAGES.allExpired }, { product_id: product.id });
}

function expiredLot(product: ProductRef, row: StockRow, field: string): AppError {
  const message = EGRESO_MESSAGES.expiredLot(row.lot_number || row.serial_number || 'sin número', formatDateCL(row.expiry_date));
  return new AppError('EXPIRED_STOCK', `${message}: ${productLabel(product)}`, { [field]: message }, { product_id: product.id, lot_number: row.lot_number || null, expiry_date: row.expiry_date });
}

interface Allocation {
  row: StockRow;
  quantity: number;
  compliance: LotCompliance;
}

const COMPLIANT: LotCompliance = { compliant: true, warning: null, suggestion: null };

/**
 * Which rows one issue line takes. A line naming a lot, serial, expiry or location takes the
 * matching rows in location order, and the strategy check runs on what it took, against the
 * product's real lots; a line naming nothing is allocated in the strategy's order, so it complies.
 */
function allocateLine(item: EgresoCreateItem, index: number, product: ProductRef, rows: StockRow[], strategy: IssueStrategy, locationCode: string | null, today: string): Allocation[] {
  const field = `items.${index}.quantity`;
  const usable = unexpired(rows, today);
  const lot = item.lot_number?.trim() || null;
  const serial = item.serial_number?.trim() || null;
  const expiry = dayOf(item.expiry_date ?? null);
  const location = item.location_id ?? null;
  const named = lot !== null || serial !== null || expiry !== null || location !== null;

  if (!named) {
    if (rows.length === 0) throw noInventory(product, `items.${index}.product_id`);
    if (usable.length === 0) throw allExpired(product, `items.${index}.product_id`);
    const candidates = usable.map((row) => ({ row, value: row.lot_number || null, lot_number: row.lot_number || null, entry_date: row.entry_date, expiry_date: row.expiry_date || null, available_quantity: row.available }));
    const selection = selectLotsForQuantity({ strategy: allocationOrder(strategy), lots: candidates, quantity: item.quantity });
    if (!selection.covered) throw shortage(product, {}, selection.total_available, item.quantity, field);
    return selection.selections.map(({ lot: candidate, quantity }) => ({ row: candidate.row, quantity, compliance: COMPLIANT }));
  }

  const namedRows = rows.filter(
    (row) =>
      (lot === null || row.lot_number === lot) &&
      (serial === null || row.serial_number === serial) &&
      (expiry === null || row.expiry_date === expiry) &&
      (location === null || row.location_id === location),
  );
  const matching = unexpired(namedRows, today);
  if (namedRows.length > 0 && matching.length === 0) throw expiredLot(product, namedRows[0]!, `items.${index}.lot_number`);
  const available = matching.reduce((sum, row) => sum + row.available, 0);
  if (available < item.quantity) {
    if (lot === null && serial === null && rows.length === 0) throw noInventory(product, `items.${index}.product_id`);
    throw shortage(product, { lot: lot ?? serial, locationCode }, available, item.quantity, field);
  }
  const lots = lotsOf(usable);
  const allocations: Allocation[] = [];
  let remaining = item.quantity;
  for (const row of matching) {
    if (remaining <= 0) break;
    const take = Math.min(row.available, remaining);
    const compliance = checkLotCompliance({ strategy, item: { lot_number: row.lot_number || null, expiry_date: row.expiry_date || null }, lots });
    allocations.push({ row, quantity: take, compliance });
    remaining -= take;
  }
  return allocations;
}

function scannedData(item: EgresoCreateItem) {
  const custom: Record<string, string> = {};
  for (const ai of ['90', '91', '92', '93', '94', '95', '96', '97', '98', '99'] as const) {
    const value = item[`custom_field_${ai}`];
    if (value) custom[ai] = value;
  }
  return {
    barcode_scanned: item.barcode_scanned || null,
    gtin: item.gtin || null,
    sscc: item.sscc || null,
    gln: item.gln || null,
    gsin: item.gsin || null,
    gdti: item.gdti || null,
    production_date: item.production_date ?? null,
    pack_date: item.pack_date ?? null,
    best_before_date: item.best_before_date ?? null,
    net_weight_kg: item.net_weight_kg ?? null,
    gross_weight_kg: item.gross_weight_kg ?? null,
    net_weight_lb: item.net_weight_lb ?? null,
    gross_weight_lb: item.gross_weight_lb ?? null,
    custom_fields: Object.keys(custom).length ? JSON.stringify(custom) : null,
    custom,
  };
}

const CUSTOM_AIS = ['90', '91', '92', '93', '94', '95', '96', '97', '98', '99'] as const;

/** custom_field_90 … custom_field_99 of a response line, null where the scan had none. */
function customFieldsOf(custom: Record<string, string>) {
  return Object.fromEntries(CUSTOM_AIS.map((ai) => [`custom_field_${ai}`, custom[ai] ?? null])) as Record<`custom_field_${(typeof CUSTOM_AIS)[number]}`, string | null>;
}

/**
 * EGR-<milliseconds>, never the same twice from this process (two orders in one millisecond get
 * consecutive numbers). After a collision with another instance, the random suffix of before.
 */
let lastOrderStamp = 0;
function nextOrderNumber(collided: boolean): string {
  lastOrderStamp = Math.max(Date.now(), lastOrderStamp + 1);
  const number = defaultEgresoReference(new Date(lastOrderStamp));
  return collided ? `${number}-${randomInt(1000, 10000)}` : number;
}

function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '23505' || /unique/i.test(String(message ?? ''));
}

type IssuedLine = { insert: EgressItemInsert; product: ProductRef; row: StockRow; custom: Record<string, string>; id: number | undefined };

/**
 * The answer is what the transaction wrote (the same shape GET /egress-orders/:id reads back), so
 * no second read after commit.
 */
function answer(
  lines: readonly IssuedLine[],
  order: { orderId: number; orderNumber: string; now: string; body: EgresoCreateBody; notes: string | null; user: { id: number; username: string } },
): EgresoDetail {
  const { orderId, orderNumber, now, body, notes, user } = order;
  const items = lines.map(({ insert, product, row, custom, id }): EgresoItemResponse => {
    const { egress_order_id: _order, custom_fields: _custom, strategy_compliant, ...rest } = insert;
    return {
      id: id!,
      ...rest,
      product_name: product.name,
      product_sku: product.sku,
      product_barcode: product.barcode,
      location_code: row.location_code,
      location_description: row.location_description,
      ...customFieldsOf(custom),
      strategy_compliant: strategy_compliant === 1,
    };
  });
  return {
    id: orderId,
    order_number: orderNumber,
    created_at: now,
    area_servicio: body.area_servicio,
    strategy: body.strategy,
    items_count: new Set(items.map((item) => item.line_no)).size,
    sku_count: new Set(items.map((item) => item.product_id)).size,
    total_quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    non_compliant_count: new Set(items.filter((item) => !item.strategy_compliant).map((item) => item.line_no)).size,
    notes,
    status: 'Completado',
    user: { id: user.id, username: user.username },
    cancelled_at: null,
    updated_at: now,
    cancelled_by: null,
    items,
  };
}

/** The item row of one allocation of line `index`. */
function itemInsert(orderId: number, index: number, row: StockRow, quantity: number, scanned: Omit<ReturnType<typeof scannedData>, 'custom'>, verdict: LotCompliance): EgressItemInsert {
  return {
    egress_order_id: orderId,
    line_no: index + 1,
    product_id: row.product_id,
    location_id: row.location_id,
    lot_number: row.lot_number || null,
    serial_number: row.serial_number || null,
    expiry_date: row.expiry_date || null,
    quantity,
    ...scanned,
    strategy_compliant: verdict.compliant ? 1 : 0,
    strategy_warning: verdict.warning,
  };
}

export function egresosService(app: FastifyInstance) {
  const repo = egresosRepository(app.db.kysely);

  async function requireProduct(repository: EgresosRepository, id: number): Promise<ProductRef> {
    const product = (await repository.findProducts([id])).get(id);
    if (!product) throw new AppError('NOT_FOUND', 'Producto no encontrado');
    return product;
  }

  async function compliance(repository: EgresosRepository, productId: number, strategy: IssueStrategy, lot: string | null, expiry: string | null) {
    const rows = await repository.availableRows(productId);
    const usable = unexpired(rows, santiagoDay());
    let expiryDay = dayOf(expiry);
    // FEFO compares expiries; a client that only knows the lot still gets a verdict.
    if (!expiryDay && lot) {
      const expiries = new Set(rows.filter((row) => row.lot_number === lot).map((row) => row.expiry_date));
      if (expiries.size === 1) expiryDay = [...expiries][0] || null;
    }
    return { rows, usable, result: checkLotCompliance({ strategy, item: { lot_number: lot, expiry_date: expiryDay }, lots: lotsOf(usable) }) };
  }

  /**
   * PostgreSQL, the common issue (one line naming no lot, serial, expiry or location, allocated
   * from one row that keeps units, a generated number): read the product and its rows, allocate
   * in the strategy's order, and write everything in one autocommit statement of the ledger
   * (removeInOneStatementPostgres): two round trips instead of a transaction's four. The write's
   * conditional decrement re-checks the row, so a stale read can never oversell; when it did not
   * write (the row changed, or it would empty it), or anything else does not fit, the answer is
   * undefined and the ordinary transaction runs, with its checks and messages.
   */
  async function issueInOneStatement(body: EgresoCreateBody, user: { id: number; username: string }, generateNumber: () => string): Promise<EgresoDetail | undefined> {
    if (app.db.dialect !== 'postgres' || body.items.length !== 1) return undefined;
    const item = body.items[0]!;
    if (item.lot_number?.trim() || item.serial_number?.trim() || dayOf(item.expiry_date ?? null) || typeof item.location_id === 'number') return undefined;
    const read = await repo.productWithRows(item.product_id);
    if (!read || read.rows.length === 0) return undefined;
    let allocations: Allocation[];
    try {
      allocations = allocateLine(item, 0, read.product, read.rows, body.strategy, null, santiagoDay());
    } catch {
      return undefined;
    }
    if (allocations.length !== 1) return undefined;
    const { row, quantity, compliance: verdict } = allocations[0]!;
    const { custom, ...scanned } = scannedData(item);
    const notes = body.notes || null;
    const orderNumber = generateNumber();
    const now = nowIso();
    const insert = itemInsert(0, 0, row, quantity, scanned, verdict);
    const written = await removeInOneStatementPostgres(app.db.kysely, {
      key: row,
      quantity,
      type: 'DISPATCH',
      ctx: { user_id: user.id, reference_type: 'egreso', reference: orderNumber, description: `Egreso ${orderNumber} a ${body.area_servicio}`, notes },
      at: now,
      parent: { shape: EGRESS_ORDER_SHAPE, values: [orderNumber, body.area_servicio, body.strategy, notes, user.id, 'Completado', now, now, null, null] },
      companion: { shape: EGRESS_ITEM_SHAPE, values: egressItemValues(insert).slice(1) },
    });
    if (!written) return undefined;
    app.eventSealer.request();
    insert.egress_order_id = written.parentId;
    return answer([{ insert, product: read.product, row, custom, id: written.companionId }], { orderId: written.parentId, orderNumber, now, body, notes, user });
  }

  return {
    async list(query: EgresoListQuery) {
      return repo.list(query);
    },

    async get(id: number): Promise<EgresoDetail> {
      const order = await repo.detail(id);
      if (!order) throw new AppError('NOT_FOUND', 'Orden de egreso no encontrada');
      return order;
    },

    /**
     * Issues the order in one transaction: every line's units leave their rows through the
     * ledger as DISPATCH events. Any shortage (409 from here or from the ledger's conditional
     * decrement) rolls the whole order back.
     */
    async create(body: EgresoCreateBody, user: { id: number; username: string }): Promise<EgresoDetail> {
      const productIds = [...new Set(body.items.map((item) => item.product_id))].sort((a, b) => a - b);
      const locationIds = [...new Set(body.items.map((item) => item.location_id).filter((id): id is number => typeof id === 'number'))];
      const clientNumber = body.order_number?.trim() || null;
      const notes = body.notes || null;
      let collided = false;
      return retryOnDeadlock(async () => {
        try {
          const issued = clientNumber === null ? await issueInOneStatement(body, user, () => nextOrderNumber(collided)) : undefined;
          if (issued) return issued;
          return await app.stockTransaction(async (stock, trx) => {
            const txRepo = egresosRepository(trx);
            // No "is this number taken" query: the unique constraint answers, and a collision
            // (another instance, same millisecond) runs the transaction again with a new number.
            const orderNumber = clientNumber ?? nextOrderNumber(collided);
            const now = nowIso();
            const order = { order_number: orderNumber, area_servicio: body.area_servicio, strategy: body.strategy, notes, user_id: user.id, now };
            // PostgreSQL, one product and a generated number: lock, order and rows in one statement
            // (a client's number keeps the checks first, so a duplicate never hides a 400).
            const opened = clientNumber === null ? await txRepo.openOneProductOrder(productIds, order) : undefined;
            // One statement reads the products and (PostgreSQL) locks them in id order.
            const products = opened?.products ?? (await txRepo.lockProducts(productIds));
            const locations = locationIds.length ? await txRepo.existingLocationIds(locationIds) : new Set<number>();
            const fields: Record<string, string> = {};
            body.items.forEach((item, index) => {
              if (!products.has(item.product_id)) fields[`items.${index}.product_id`] = 'Producto no encontrado';
            });
            body.items.forEach((item, index) => {
              if (typeof item.location_id === 'number' && !locations.has(item.location_id)) fields[`items.${index}.location_id`] = 'Ubicación no encontrada';
            });
            if (Object.keys(fields).length) throw new AppError('VALIDATION_ERROR', Object.values(fields)[0], fields);

            // PostgreSQL reads the first line's rows in the order's insert (one round trip less).
            const { orderId, rows: firstRows } = opened ?? (await txRepo.insertOrderReadingRows(order, body.items[0]!.product_id));
            const ctx = { user_id: user.id, reference_type: 'egreso', reference_id: orderId, reference: orderNumber, description: `Egreso ${orderNumber} a ${body.area_servicio}`, notes };

            const lines: IssuedLine[] = [];
            const today = santiagoDay();
            for (const [index, item] of body.items.entries()) {
              const product = products.get(item.product_id)!;
              const rows = index === 0 && firstRows ? firstRows : await txRepo.availableRows(item.product_id);
              const locationCode = item.location_id ? (rows.find((row) => row.location_id === item.location_id)?.location_code ?? null) : null;
              let allocations: Allocation[];
              try {
                allocations = allocateLine(item, index, product, rows, body.strategy, locationCode, today);
              } catch (error) {
                // Units held by a quarantine or a recall: say which hold, not just "insuficiente".
                if (!(error instanceof AppError) || error.code !== 'INSUFFICIENT_STOCK') throw error;
                const filter = { product_id: item.product_id, location_id: item.location_id ?? null, lot_number: item.lot_number?.trim() || null, serial_number: item.serial_number?.trim() || null };
                throw (await heldStockError(trx, filter, item.quantity)) ?? error;
              }
              const { custom, ...scanned } = scannedData(item);
              for (const { row, quantity, compliance: verdict } of allocations) {
                const insert = itemInsert(orderId, index, row, quantity, scanned, verdict);
                // PostgreSQL inserts the item with the decrement; elsewhere insertItems does below.
                const { companionId } = await stock.remove(row, quantity, 'DISPATCH', ctx, { companion: { shape: EGRESS_ITEM_SHAPE, values: egressItemValues(insert) } });
                lines.push({ product, row, custom, insert, id: companionId });
              }
            }
            const pending = lines.filter((line) => line.id === undefined);
            const insertedIds = await txRepo.insertItems(pending.map((line) => line.insert));
            pending.forEach((line, i) => (line.id = insertedIds[i]));

            return answer(lines, { orderId, orderNumber, now, body, notes, user });
          });
        } catch (error) {
          // Two orders with the same generated number: the loser runs again with a new number.
          if (!(error instanceof AppError) && !clientNumber && isUniqueViolation(error)) {
            collided = true;
            throw Object.assign(new Error('retry'), { code: '40001' });
          }
          if (!(error instanceof AppError) && clientNumber && isUniqueViolation(error)) {
            throw new AppError('DUPLICATE', `Ya existe una orden de egreso con el número ${clientNumber}`, { order_number: 'El número de orden ya existe' });
          }
          throw error;
        }
      });
    },

    /**
     * Annuls an issued order: every unit goes back to the row it left (location, lot, serial,
     * expiry) with a RETURN event. The order and its DISPATCH events stay: history is not erased.
     */
    async annul(id: number, userId: number) {
      return retryOnDeadlock(() =>
        app.stockTransaction(async (stock, trx) => {
          const txRepo = egresosRepository(trx);
          const order = await txRepo.findOrder(id);
          if (!order) throw new AppError('NOT_FOUND', 'Orden de egreso no encontrada');
          const items = await txRepo.itemsOf(id);
          await lockProducts(trx, items.map((item) => item.product_id));
          const now = nowIso();
          if (!(await txRepo.markAnnulled(id, userId, now))) {
            throw new AppError('INVALID_STATE', `La orden ${order.order_number} ya está anulada`);
          }
          const ctx = { user_id: userId, reference_type: 'egreso', reference_id: id, reference: order.order_number, description: `Anulación del egreso ${order.order_number}: devolución desde ${order.area_servicio}` };
          let returned = 0;
          for (const item of items) {
            await stock.add(
              { product_id: item.product_id, location_id: item.location_id, lot_number: item.lot_number, serial_number: item.serial_number, expiry_date: item.expiry_date },
              item.quantity,
              'RETURN',
              ctx,
            );
            returned += item.quantity;
          }
          return { id, order_number: order.order_number, status: 'Anulado' as const, returned_units: returned, cancelled_at: now };
        }),
      );
    },

    async lotCheck(query: { product_id: number; strategy: IssueStrategy; lot_number?: string | undefined; expiry_date?: string | undefined }): Promise<LotCompliance> {
      await requireProduct(repo, query.product_id);
      const { result } = await compliance(repo, query.product_id, query.strategy, query.lot_number ?? null, query.expiry_date ?? null);
      return result;
    },

    async productLots(productId: number, strategy: IssueStrategy) {
      const product = await requireProduct(repo, productId);
      const rows = unexpired(await repo.availableRows(productId), santiagoDay());
      const lots = orderLots(lotsOf(rows), allocationOrder(strategy));
      return {
        product: { id: product.id, sku: product.sku, name: product.name, cantidad_x_caja: product.cantidad_x_caja },
        strategy,
        total_available: lots.reduce((sum, lot) => sum + lot.available_quantity, 0),
        lots: lots.map((lot) => ({
          lot_number: lot.lot_number,
          expiry_date: lot.expiry_date,
          entry_date: lot.first_entry,
          quantity: lot.quantity,
          available_quantity: lot.available_quantity,
          serials: [...new Set(lot.rows.map((row) => row.serial_number).filter(Boolean))],
          locations: lot.rows.map((row) => ({ location_id: row.location_id, location_code: row.location_code, available_quantity: row.available })),
        })),
      };
    },

    /**
     * One scan of the issue dialog: classifies the code (with the spec's information message),
     * finds the product, refuses one without stock and returns the line the scan fills in with
     * its strategy verdict from real inventory.
     */
    async scan(body: { barcode: string; strategy: IssueStrategy; separator?: string | undefined }) {
      const code = body.barcode.trim();
      const result = classifyBarcode(code, { context: 'issues', ...(body.separator ? { separator: body.separator } : {}) });
      if (result.gs1_error) {
        throw new AppError(result.gs1_error.code as ErrorCode, result.gs1_error.message, { barcode: result.gs1_error.message }, result.gs1_error.ai ? { ai: result.gs1_error.ai } : undefined);
      }
      const gs1 = result.gs1;
      const classification = gs1 ? { kind: gs1.classification.kind, message: gs1.classification.message } : null;
      const codes = new Set([code]);
      if (result.gtin) {
        codes.add(result.gtin);
        codes.add(result.gtin.replace(/^0+/, ''));
        if (result.gtin.startsWith('0')) codes.add(result.gtin.slice(1));
        if (result.gtin.startsWith('00')) codes.add(result.gtin.slice(2));
      }
      const product = await repo.findProductByCode([...codes].filter(Boolean));
      if (!product) {
        throw new AppError('NOT_FOUND', `${EGRESO_MESSAGES.productNotFoundForCode} ${code}`, { barcode: EGRESO_MESSAGES.productNotFoundForCode }, { barcode_type: result.type, classification });
      }
      const lot = gs1?.lot_number ?? null;
      const expiry = gs1?.expiry_date ?? null;
      const { rows, usable, result: verdict } = await compliance(repo, product.id, body.strategy, lot, expiry);
      if (rows.length === 0) throw (await heldStockError(app.db.kysely, { product_id: product.id, lot_number: lot, serial_number: gs1?.serial_number ?? null }, 1)) ?? noInventory(product, 'barcode');
      const scanned = (row: StockRow) => (lot === null || row.lot_number === lot) && (gs1?.serial_number === undefined || row.serial_number === gs1.serial_number);
      const matching = usable.filter(scanned);
      if (matching.length === 0) {
        // What the label names is in stock only past its expiry: say so rather than "no stock".
        const expired = rows.find(scanned);
        if (expired) throw lot === null && gs1?.serial_number === undefined ? allExpired(product, 'barcode') : expiredLot(product, expired, 'barcode');
        const held = await heldStockError(app.db.kysely, { product_id: product.id, lot_number: lot, serial_number: gs1?.serial_number ?? null }, 1);
        if (held) throw held;
      }
      const custom = Object.fromEntries(
        (['90', '91', '92', '93', '94', '95', '96', '97', '98', '99'] as const).map((ai) => [`custom_field_${ai}`, gs1?.[`custom_field_${ai}`] ?? null]),
      ) as Record<`custom_field_${'90' | '91' | '92' | '93' | '94' | '95' | '96' | '97' | '98' | '99'}`, string | null>;
      return {
        barcode_type: result.type,
        classification,
        warnings: gs1?.warnings ?? [],
        product: { id: product.id, sku: product.sku, name: product.name, cantidad_x_caja: product.cantidad_x_caja },
        available_quantity: matching.reduce((sum, row) => sum + row.available, 0),
        item: {
          product_id: product.id,
          product_name: product.name,
          product_sku: product.sku,
          quantity: gs1?.count ?? product.cantidad_x_caja,
          lot_number: lot,
          serial_number: gs1?.serial_number ?? null,
          expiry_date: expiry,
          production_date: gs1?.production_date ?? null,
          pack_date: gs1?.pack_date ?? null,
          best_before_date: gs1?.best_before_date ?? null,
          barcode_scanned: code,
          gtin: result.gtin ?? null,
          sscc: gs1?.sscc ?? null,
          gln: gs1?.gln ?? null,
          gsin: gs1?.gsin ?? null,
          gdti: gs1?.gdti ?? null,
          net_weight_kg: gs1?.net_weight_kg ?? null,
          gross_weight_kg: gs1?.gross_weight_kg ?? null,
          net_weight_lb: gs1?.net_weight_lb ?? null,
          gross_weight_lb: gs1?.gross_weight_lb ?? null,
          ...custom,
          strategy_compliant: verdict.compliant,
          strategy_warning: verdict.warning,
          suggested_product: verdict.suggestion,
        },
        compliance: verdict,
      };
    },

    stats: repo.stats,
  };
}

export type EgresosService = ReturnType<typeof egresosService>;
