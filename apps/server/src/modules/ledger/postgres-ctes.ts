import type { EventType } from '@bodega/domain';
import { sql, type RawBuilder } from 'kysely';
import { rollupCte } from './daily-rollup';
import { eventKeyArgs, identityArgs, type EventContext, type StockIdentity } from './stock-key';

/*
 * The data-modifying CTEs PostgreSQL's one-statement writes share (decrement-postgres.ts,
 * remove-and-record.ts). Each runs only when the CTE before it wrote a row, so a decrement that
 * did not take the units writes nothing else.
 */

type SqlValue = string | number | null;

/** The CTE `prod`: the product's stock moves by `delta`, only when `inv` wrote a row. */
export function productStockCte(productId: SqlValue | undefined, delta: SqlValue | undefined, at: SqlValue | undefined) {
  return sql`prod as (
        update products set current_stock = current_stock + ${delta}, updated_at = ${at}
        where id = ${productId} and exists (select 1 from inv)
        returning id
      )`;
}

/** The CTE `ev`: the traceability event, inserted once per row of `from` (which holds `prod`). */
export function eventCte(
  event: Record<
    | 'type'
    | 'locationId'
    | 'lot'
    | 'serial'
    | 'expiry'
    | 'delta'
    | 'userId'
    | 'referenceType'
    | 'reference'
    | 'description'
    | 'notes'
    | 'at'
    | 'mac',
    SqlValue | undefined
  >,
  referenceId: RawBuilder<unknown>,
  from: RawBuilder<unknown>,
) {
  return sql`ev as (
        insert into traceability_events
          (event_type, product_id, location_id, lot_number, serial_number, expiry_date, quantity, user_id,
           reference_type, reference_id, reference, description, notes, created_at, chain_seq, prev_hash, hash, mac)
        select cast(${event.type} as text), prod.id, cast(${event.locationId} as integer), cast(${event.lot} as text), cast(${event.serial} as text),
          cast(${event.expiry} as text), cast(${event.delta} as integer), cast(${event.userId} as integer), cast(${event.referenceType} as text),
          ${referenceId}, cast(${event.reference} as text), cast(${event.description} as text), cast(${event.notes} as text),
          cast(${event.at} as text), null::integer, null::text, null::text, cast(${event.mac} as text)
        from ${from}
        returning id
      )`;
}

/**
 * The arguments every one-statement removal starts with, in the order readRemovalArgs reads
 * them: the quantity, the time, the stock row, the event's columns and MAC (its reference_id aside,
 * which each statement takes its own way). The statement's own arguments follow.
 */
export function removalArgs(
  key: StockIdentity,
  quantity: number,
  type: EventType,
  ctx: Omit<EventContext, 'reference_id'>,
  at: string,
  mac: string | null,
) {
  return [
    quantity,
    at,
    ...identityArgs(key),
    type,
    ...eventKeyArgs(key),
    -quantity,
    ctx.user_id,
    ctx.reference_type ?? null,
    ctx.reference ?? null,
    ctx.description ?? null,
    ctx.notes ?? null,
    mac,
  ] as const;
}
const REMOVAL_ARGS = 18;

/**
 * removalArgs read back inside a prepared statement: the stock row's condition, the CTEs every
 * removal writes (`prod`, then `ev` and `roll` from it) and the arguments after removalArgs.
 */
export function readRemovalArgs(args: ReadonlyArray<SqlValue>) {
  const [
    quantity,
    at,
    productId,
    locationId,
    lot,
    serial,
    expiry,
    type,
    eventLot,
    eventSerial,
    eventExpiry,
    delta,
    userId,
    referenceType,
    reference,
    description,
    notes,
    mac,
  ] = args;
  return {
    quantity,
    at,
    productId,
    rest: args.slice(REMOVAL_ARGS),
    /** The inventory row the removal takes from. */
    stockRow: sql`product_id = ${productId} and location_id = ${locationId} and lot_number = ${lot} and serial_number = ${serial} and expiry_date = ${expiry}`,
    productStock: productStockCte(productId, delta, at),
    /** `ev` then `roll`, once per row of `from` (which holds `prod`). */
    eventAndRollup: (referenceId: RawBuilder<unknown>, from: RawBuilder<unknown>) =>
      sql`${eventCte(
        {
          type,
          locationId,
          lot: eventLot,
          serial: eventSerial,
          expiry: eventExpiry,
          delta,
          userId,
          referenceType,
          reference,
          description,
          notes,
          at,
          mac,
        },
        referenceId,
        from,
      )}, ${rollupCte({ type, locationId, delta, at }, sql`prod`)}`,
  };
}
