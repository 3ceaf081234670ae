import type { EventType } from '@bodega/domain';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, EventRow } from '../../db/schema';
import type { Tx } from '../../db/handle';
import { eventKeyArgs, type EventContext, type StockIdentity } from './stock-key';

/**
 * The MAC every traceability event carries from its insert: proof that the server wrote it. The
 * stock write computes it (so writers stay parallel: nothing shared is locked), and the sealer
 * chains only events whose MAC verifies; a row inserted into the table by anyone without the
 * audit key is refused and reported by verify ('evento no emitido por el sistema').
 *
 * Stored as `<kind>.<nonce>.<hex>`. The random nonce makes every MAC distinct, and the column is
 * unique, so a copy of a real event (MAC included) cannot be inserted a second time. Kind `a`
 * covers every column but the id; kind `d` is for PostgreSQL's one-statement "remove and record",
 * whose reference_id is the id of the document the same statement inserts, unknown when the MAC
 * is computed: it covers every column but the id and reference_id. Once sealed, the chain's hash
 * covers everything, reference_id included.
 */
export type EventMacFields = Pick<
  EventRow,
  | 'event_type'
  | 'product_id'
  | 'location_id'
  | 'lot_number'
  | 'serial_number'
  | 'expiry_date'
  | 'quantity'
  | 'user_id'
  | 'reference_type'
  | 'reference_id'
  | 'reference'
  | 'description'
  | 'notes'
  | 'created_at'
>;

type MacKind = 'a' | 'd';

/** The audit key of each database, set by the ledger plugin (and seed:large) before any write. */
const keys = new WeakMap<object, string>();

/** Makes `key` the MAC key of every write on `db` and on its transactions. */
export function useEventMacKey(db: Kysely<Database>, key: string): void {
  keys.set(db.getExecutor().adapter, key);
}

function content(kind: MacKind, nonce: string, event: Omit<EventMacFields, 'reference_id'> & { reference_id?: number | null }) {
  const number = (value: number | null | undefined) => (value === null || value === undefined ? null : Number(value));
  return JSON.stringify([
    kind,
    nonce,
    event.event_type,
    Number(event.product_id),
    number(event.location_id),
    event.lot_number ?? null,
    event.serial_number ?? null,
    event.expiry_date ?? null,
    Number(event.quantity),
    number(event.user_id),
    event.reference_type ?? null,
    kind === 'a' ? number(event.reference_id) : null,
    event.reference ?? null,
    event.description ?? null,
    event.notes ?? null,
    event.created_at,
  ]);
}

function digest(key: string, text: string): string {
  return createHmac('sha256', key).update('bodega-clinica/event-mac').update(text).digest('hex');
}

function sign(key: string, kind: MacKind, event: Parameters<typeof content>[2]): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${kind}.${nonce}.${digest(key, content(kind, nonce, event))}`;
}

/**
 * The MAC of an event about to be written on `db`. Null when no audit key was set for that
 * database (a script working on a bare database): such an event is never sealed.
 */
export function eventMac(db: Tx, event: EventMacFields): string | null {
  const key = keys.get(db.getExecutor().adapter);
  return key === undefined ? null : sign(key, 'a', event);
}

/** The MAC of a ledger event (a stock change of `key` by `delta`, in context `ctx`, at `at`). */
export function ledgerEventMac(
  db: Tx,
  type: EventType,
  key: StockIdentity,
  delta: number,
  ctx: EventContext,
  at: string,
  options: { referenceFromDocument?: boolean } = {},
): string | null {
  const secret = keys.get(db.getExecutor().adapter);
  if (secret === undefined) return null;
  const [lot_number, serial_number, expiry_date] = eventKeyArgs(key);
  const event = {
    event_type: type,
    product_id: key.product_id,
    location_id: key.location_id,
    lot_number,
    serial_number,
    expiry_date,
    quantity: delta,
    user_id: ctx.user_id,
    reference_type: ctx.reference_type ?? null,
    reference_id: ctx.reference_id ?? null,
    reference: ctx.reference ?? null,
    description: ctx.description ?? null,
    notes: ctx.notes ?? null,
    created_at: at,
  };
  return sign(secret, options.referenceFromDocument ? 'd' : 'a', event);
}

/** Whether a stored event's MAC is one the server computed for exactly this content. */
export function eventMacValid(key: string, event: EventMacFields & { mac: string | null }): boolean {
  const parts = event.mac?.split('.');
  if (!parts || parts.length !== 3) return false;
  const [kind, nonce, given] = parts as [string, string, string];
  if (kind !== 'a' && kind !== 'd') return false;
  const expected = Buffer.from(digest(key, content(kind, nonce, event)));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Signs again every event not yet sealed or refused, with the content it has now. Only for a
 * writer that owns the whole log at that moment: the demo seed, which dates its history back
 * after the ledger wrote it, before the server starts (and the sealer with it). Nothing when no
 * audit key was set for `db`.
 */
export async function resignPendingEvents(db: Kysely<Database>): Promise<number> {
  let after = 0;
  let signed = 0;
  for (;;) {
    const rows = await db
      .selectFrom('traceability_events')
      .selectAll()
      .where('chain_seq', 'is', null)
      .where('refused_at', 'is', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute();
    if (rows.length === 0) return signed;
    for (const row of rows) {
      const mac = eventMac(db, row);
      if (mac === null) return signed;
      await db.updateTable('traceability_events').set({ mac }).where('id', '=', row.id).execute();
      signed += 1;
    }
    after = Number(rows[rows.length - 1]!.id);
  }
}
