import { createHash, createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/create-db';
import type { Database, EventRow } from '../../db/schema';

/**
 * Hash chain over the traceability log. Stock writes only append unsealed events;
 * the sealer, off the request path, gives committed events the next chain_seq in id order and
 * hashes each with the previous hash. One locked state row keeps instances from forking the chain.
 * The hash is an HMAC-SHA-256 keyed with the audit key (AUDIT_KEY or DATA_DIR/audit-key),
 * which is not in the database: whoever can only write the database cannot recompute it.
 */
export const GENESIS_HASH = '0'.repeat(64);

type HashedEvent = Omit<EventRow, 'prev_hash' | 'hash' | 'mac' | 'refused_at' | 'reclassified_type'>;

function canonicalEvent(event: HashedEvent): string {
  return JSON.stringify([
    event.chain_seq,
    Number(event.id),
    event.event_type,
    event.product_id,
    event.location_id,
    event.lot_number,
    event.serial_number,
    event.expiry_date,
    event.quantity,
    event.user_id,
    event.reference_type,
    event.reference_id,
    event.reference,
    event.description,
    event.notes,
    event.created_at,
  ]);
}

/** The sealed hash of an event: HMAC-SHA-256 under the audit key of the previous hash and the event. */
export function eventHash(key: string, prevHash: string, event: HashedEvent): string {
  return createHmac('sha256', key).update(prevHash).update(canonicalEvent(event)).digest('hex');
}

/** The hash of a chain sealed before the audit key (plain SHA-256), read only to upgrade it. */
export function legacyEventHash(prevHash: string, event: HashedEvent): string {
  return createHash('sha256').update(prevHash).update(canonicalEvent(event)).digest('hex');
}

/** Names a key without revealing it: stored with the chain to tell which key sealed it. */
export function auditKeyId(key: string): string {
  return createHmac('sha256', key).update('bodega-clinica/audit-key-id').digest('hex').slice(0, 32);
}

/** Tables of migration 2026-11-21T0800 (event totals and the verification checkpoint). */
export interface EventCountsTable {
  dim: 'a' | 'p' | 'l' | 'd';
  key_id: number;
  event_type: string;
  events: number;
  quantity: number;
}
export interface EventChainCheckpointTable {
  id: number;
  verified_seq: number;
  verified_hash: string;
  verified_at: string | null;
  full_verified_at: string | null;
}
export type ChainDatabase = Omit<Database, 'event_chain_state'> & {
  event_chain_state: Database['event_chain_state'] & { counted_seq: number; key_id: string | null; mac_from_id: number };
  event_counts: EventCountsTable;
  event_chain_checkpoint: EventChainCheckpointTable;
};
export function chainDb(db: Kysely<Database>): Kysely<ChainDatabase> {
  return db as unknown as Kysely<ChainDatabase>;
}

/** The chain's state row, locked for the transaction on PostgreSQL (SQLite runs one at a time). */
export async function lockedState(db: Db, trx: Kysely<ChainDatabase>) {
  const stateQuery = trx.selectFrom('event_chain_state').selectAll().where('id', '=', 1);
  const state = await (db.dialect === 'postgres' ? stateQuery.forUpdate() : stateQuery).executeTakeFirstOrThrow();
  return {
    last_seq: Number(state.last_seq),
    last_hash: state.last_hash,
    counted_seq: Number(state.counted_seq),
    key_id: state.key_id,
    mac_from_id: Number(state.mac_from_id),
  };
}

/** A turn of the event loop between pages of a long walk, so requests get in. */
export const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));
