import { dayOf, defaultEgresoReference, santiagoDay } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { randomInt } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { heldStockError } from '../ledger';
import { enforceLotDeviation, lotEnforcements } from '../lots';
import { allocateLine, type Allocation } from './egreso-allocation';
import { answer, itemInsert, scannedData, type IssuedLine } from './egreso-document';
import {
  EGRESS_ITEM_SHAPE,
  EGRESS_ORDER_SHAPE,
  insertOrderReadingRows,
  itemRecordValues,
  orderDocumentValues,
  type OrderValues,
} from './egreso-orders.repository';
import { availableRows, existingLocationIds, findProducts, productWithRows } from './egreso-stock.repository';
import type { EgresoDetail } from '@bodega/domain';
import type { EgresoCreateBody } from './egresos.schemas';

type Issuer = { id: number; username: string };

/** Generated numbers tried before a collision reaches the client (the second one has a random suffix). */
const ORDER_NUMBER_ATTEMPTS = 4;

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

const dispatchContext = (user: Issuer, orderNumber: string, body: EgresoCreateBody, notes: string | null) => ({
  user_id: user.id,
  reference_type: 'egreso',
  reference: orderNumber,
  description: `Egreso ${orderNumber} a ${body.area_servicio}`,
  notes,
});

const orderValues = (
  user: Issuer,
  orderNumber: string,
  body: EgresoCreateBody,
  notes: string | null,
  now: string,
): OrderValues => ({
  order_number: orderNumber,
  area_servicio: body.area_servicio,
  strategy: body.strategy,
  notes,
  user_id: user.id,
  now,
});

/**
 * POST /egress-orders: issues the order. Every line's units leave their rows through the ledger
 * as DISPATCH events, each with its item; any shortage (409 from the allocation or from the
 * ledger's conditional decrement) rolls the whole order back. The common issue takes the
 * ledger's one-statement removal (issueInOneStatement); everything else, and whatever that
 * declines, runs the ordinary transaction.
 */
export async function issueEgreso(deps: Deps, body: EgresoCreateBody, user: Issuer): Promise<EgresoDetail> {
  const clientNumber = body.order_number?.trim() || null;
  // No "is this number taken" query: the unique constraint answers. Two orders with the same
  // generated number (another instance, same millisecond): the loser runs again with a new one.
  for (let attempt = 1; ; attempt++) {
    const collided = attempt > 1;
    try {
      const issued =
        clientNumber === null ? await issueInOneStatement(deps, body, user, () => nextOrderNumber(collided)) : undefined;
      return issued ?? (await issueInTransaction(deps, body, user, clientNumber ?? nextOrderNumber(collided)));
    } catch (error) {
      if (error instanceof AppError || !isUniqueViolation(error)) throw error;
      if (clientNumber) {
        throw new AppError('DUPLICATE', `Ya existe una orden de egreso con el número ${clientNumber}`, {
          order_number: 'El número de orden ya existe',
        });
      }
      if (attempt >= ORDER_NUMBER_ATTEMPTS) throw error;
    }
  }
}

/**
 * The common issue (one line naming no lot, serial, expiry or location, allocated from one row
 * that keeps units, a generated number): read the product and its rows, allocate in the
 * strategy's order, and hand the ledger's removeAndRecord the order and the item, which it
 * writes with the decrement and the event in one statement. Its conditional decrement re-checks
 * the row, so a stale read can never oversell; when it did not write (the row changed, or it
 * would empty it), or the database has no such statement, or anything else does not fit, the
 * answer is undefined and the ordinary transaction runs, with its checks and messages.
 */
async function issueInOneStatement(
  deps: Deps,
  body: EgresoCreateBody,
  user: Issuer,
  generateNumber: () => string,
): Promise<EgresoDetail | undefined> {
  const removeAndRecord = deps.removeAndRecord;
  if (!removeAndRecord || body.items.length !== 1) return undefined;
  const item = body.items[0]!;
  if (
    item.lot_number?.trim() ||
    item.serial_number?.trim() ||
    dayOf(item.expiry_date ?? null) ||
    typeof item.location_id === 'number'
  )
    return undefined;
  const read = await productWithRows(deps.db.kysely, item.product_id);
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
  const order = orderValues(user, orderNumber, body, notes, now);
  const insert = itemInsert(0, 0, row, quantity, scanned, verdict);
  const written = await removeAndRecord({
    key: row,
    quantity,
    type: 'DISPATCH',
    ctx: dispatchContext(user, orderNumber, body, notes),
    at: now,
    document: { shape: EGRESS_ORDER_SHAPE, values: orderDocumentValues(order) },
    // The item's first column (its order) receives the document's id.
    line: { shape: EGRESS_ITEM_SHAPE, values: itemRecordValues(insert).slice(1) },
  });
  if (!written) return undefined;
  insert.egress_order_id = written.documentId;
  return answer([{ insert, product: read.product, row, custom, id: written.lineId }], {
    orderId: written.documentId,
    orderNumber,
    now,
    body,
    notes,
    user,
  });
}

/** The ordinary way: one transaction, the products locked by the ledger, the lines allocated and removed one by one. */
function issueInTransaction(deps: Deps, body: EgresoCreateBody, user: Issuer, orderNumber: string): Promise<EgresoDetail> {
  const productIds = [...new Set(body.items.map((item) => item.product_id))].sort((a, b) => a - b);
  const locationIds = [
    ...new Set(body.items.map((item) => item.location_id).filter((id): id is number => typeof id === 'number')),
  ];
  const notes = body.notes || null;
  return deps.stockTransaction(async (stock, trx) => {
    const now = nowIso();
    // The products are locked in id order before their lots are read (PostgreSQL; see ledger lockProducts).
    await stock.lockProducts(productIds);
    const products = await findProducts(trx, productIds);
    const locations = await existingLocationIds(trx, locationIds);
    const fields: Record<string, string> = {};
    body.items.forEach((item, index) => {
      if (!products.has(item.product_id)) fields[`items.${index}.product_id`] = 'Producto no encontrado';
    });
    body.items.forEach((item, index) => {
      if (typeof item.location_id === 'number' && !locations.has(item.location_id))
        fields[`items.${index}.location_id`] = 'Ubicación no encontrada';
    });
    if (Object.keys(fields).length) throw new AppError('VALIDATION_ERROR', Object.values(fields)[0], fields);

    // PostgreSQL reads the first line's rows in the order's insert (one round trip less).
    const order = orderValues(user, orderNumber, body, notes, now);
    const { orderId, rows: firstRows } = await insertOrderReadingRows(trx, order, body.items[0]!.product_id);
    const ctx = { ...dispatchContext(user, orderNumber, body, notes), reference_id: orderId };

    const lines: IssuedLine[] = [];
    const today = santiagoDay();
    // How strictly each product's lot strategy is enforced ('none' | 'warn' | 'block').
    const enforcement = await lotEnforcements(trx, productIds);
    for (const [index, item] of body.items.entries()) {
      const product = products.get(item.product_id)!;
      const rows = index === 0 && firstRows ? firstRows : await availableRows(trx, item.product_id);
      const locationCode = item.location_id
        ? (rows.find((row) => row.location_id === item.location_id)?.location_code ?? null)
        : null;
      let allocations: Allocation[];
      try {
        allocations = allocateLine(item, index, product, rows, body.strategy, locationCode, today);
      } catch (error) {
        // Units held by a quarantine or a recall: say which hold, not just "insuficiente".
        if (!(error instanceof AppError) || error.code !== 'INSUFFICIENT_STOCK') throw error;
        const filter = {
          product_id: item.product_id,
          location_id: item.location_id ?? null,
          lot_number: item.lot_number?.trim() || null,
          serial_number: item.serial_number?.trim() || null,
        };
        throw (await heldStockError(trx, filter, item.quantity)) ?? error;
      }
      const { custom, ...scanned } = scannedData(item);
      for (const { row, quantity, compliance: verdict } of allocations) {
        // Another lot than the strategy's: a reason under 'warn', refused under 'block'.
        const deviation = verdict.compliant
          ? null
          : enforceLotDeviation(
              enforcement.get(item.product_id) ?? 'warn',
              {
                product_name: product.name,
                taken_lot: row.lot_number || null,
                expected_lot: verdict.suggestion ? (verdict.suggestion.lot_number ?? verdict.suggestion.value) : null,
                warning: verdict.warning,
                field_prefix: `items.${index}.`,
                line: index,
              },
              item,
            );
        const insert = {
          ...itemInsert(orderId, index, row, quantity, scanned, verdict),
          deviation_reason: deviation?.reason ?? null,
          deviation_text: deviation?.text ?? null,
        };
        const lineCtx = deviation ? { ...ctx, description: `${ctx.description} · ${deviation.description}` } : ctx;
        // The ledger records the item with the units it takes.
        const { recordId } = await stock.remove(row, quantity, 'DISPATCH', lineCtx, {
          record: { shape: EGRESS_ITEM_SHAPE, values: itemRecordValues(insert) },
        });
        lines.push({ product, row, custom, insert, id: recordId });
      }
    }
    return answer(lines, { orderId, orderNumber, now, body, notes, user });
  });
}
