import type { Kysely } from 'kysely';

// Frozen migration: the traceability chain becomes an HMAC keyed with AUDIT_KEY
// (or DATA_DIR/audit-key). `event_chain_state.key_id` is a fingerprint of the key the chain is
// sealed with; null means the chain was sealed before, with plain SHA-256. The key never reaches
// the database, so this migration cannot re-seal: on its first start the server checks the old
// chain with plain SHA-256 and, when it holds, re-seals every event with the key in one
// transaction (modules/ledger/event-chain.ts, upgradeChainKey). A chain that no longer holds is
// left as it is and verify reports it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('event_chain_state').addColumn('key_id', 'varchar(64)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('event_chain_state').dropColumn('key_id').execute();
}
