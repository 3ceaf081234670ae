/*
 * The traceability chain, one job per file: the hash and the key's fingerprint (chain-hash.ts),
 * the MAC each event carries from its insert (event-mac.ts), the sealer that chains committed
 * events (event-sealer.ts), the verification walk (chain-verify.ts) and the one-time move of a
 * chain sealed before the audit key (chain-upgrade.ts).
 */
export { auditKeyId, chainDb, eventHash, GENESIS_HASH, legacyEventHash, type ChainDatabase } from './chain-hash';
export { createEventSealer, santiagoDayKey, sealPending, type EventSealer } from './event-sealer';
export { BROKEN_LINKS_LIMIT, verifyEventChain } from './chain-verify';
export { upgradeChainKey } from './chain-upgrade';
