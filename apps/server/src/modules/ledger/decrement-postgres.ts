import type { EventType } from '@bodega/domain';
import { sql } from 'kysely';
import { PREPARE_ON_SERVER } from '../../db/create-db';
import { prepared } from '../../db/prepared';
import { AppError } from '../../lib/app-error';
import { castValues, columnNames, type DocumentRow, type DocumentShape } from './documents';
import { ledgerEventMac } from './event-mac';
import { readRemovalArgs, removalArgs } from './postgres-ctes';
import type { EventContext, StockIdentity } from './stock-key';
import type { Tx } from '../../db/handle';

/**
 * PostgreSQL: the conditional decrement, the product's stock and the event in one statement
 * (data-modifying CTEs), one round trip instead of three, and the caller's document row when it
 * gives one. Nothing is written past the decrement when the row does not hold the quantity: `prod`
 * only runs when `inv` updated a row, the event is inserted from `prod` and the record from the
 * event. Built and compiled once (db/prepared): it runs on every issue.
 */
function decrementPostgresQuery(fromReserved: boolean, record?: DocumentShape) {
  return prepared((db: Tx, ...args: Array<string | number | null>) => {
    const removal = readRemovalArgs(args);
    const [referenceId, ...extra] = removal.rest;
    const { quantity, at } = removal;
    const recordCte = record
      ? sql`, record as (
        insert into ${sql.table(record.table)} (${columnNames(record.columns)})
        select ${castValues(record.columns, extra)} from ev
        returning id
      )`
      : sql``;
    const query = sql<{ id: number; quantity: number; reserved_quantity: number; events: number; record_id: number | null }>`
      with inv as (
        update inventory
        set quantity = quantity - ${quantity}${fromReserved ? sql`, reserved_quantity = reserved_quantity - ${quantity}` : sql``}, updated_at = ${at}
        where ${removal.stockRow}
          and ${fromReserved ? sql`reserved_quantity >= ${quantity}` : sql`quantity - reserved_quantity >= ${quantity}`}
        returning id, quantity, reserved_quantity
      ), ${removal.productStock}, ${removal.eventAndRollup(sql`cast(${referenceId} as integer)`, sql`prod`)}${recordCte}
      select inv.id, inv.quantity, inv.reserved_quantity, (select count(*) from ev) as events,
        ${record ? sql`(select id from record)` : sql`null`} as record_id
      from inv ${sql.raw(PREPARE_ON_SERVER)}`;
    return { compile: () => query.compile(db) };
  });
}
const decrementAvailablePostgres = decrementPostgresQuery(false);
const decrementReservedPostgres = decrementPostgresQuery(true);
/** Per document shape, the statements with it (available, reserved). */
const withRecord = new WeakMap<
  DocumentShape,
  [ReturnType<typeof decrementPostgresQuery>, ReturnType<typeof decrementPostgresQuery>]
>();
function decrementWithRecord(shape: DocumentShape, fromReserved: boolean) {
  let pair = withRecord.get(shape);
  if (!pair) withRecord.set(shape, (pair = [decrementPostgresQuery(false, shape), decrementPostgresQuery(true, shape)]));
  return pair[fromReserved ? 1 : 0];
}

/**
 * PostgreSQL: decrement, product stock, event and the optional record in one statement. What is
 * left in the row (and the record's id), or undefined when the row does not hold `quantity`.
 */
export async function decrementPostgres(
  trx: Tx,
  key: StockIdentity,
  quantity: number,
  type: EventType,
  ctx: EventContext,
  at: string,
  fromReserved: boolean,
  record: DocumentRow | undefined,
) {
  const statement = record
    ? decrementWithRecord(record.shape, fromReserved)
    : fromReserved
      ? decrementReservedPostgres
      : decrementAvailablePostgres;
  const { rows } = await statement(
    trx,
    ...removalArgs(key, quantity, type, ctx, at, ledgerEventMac(trx, type, key, -quantity, ctx, at)),
    ctx.reference_id ?? null,
    ...(record?.values ?? []),
  );
  const row = rows[0];
  if (row && Number(row.events) === 0) throw new AppError('NOT_FOUND', 'Producto no encontrado');
  return row;
}
