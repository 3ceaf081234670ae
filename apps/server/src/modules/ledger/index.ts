// The stock ledger's public face: what other modules use. Every stock change goes through
// `ledger(trx)` inside deps.stockTransaction (lib/deps.ts); see docs/ledger.md.
export { applyReceiptCosts } from './average-cost';
export { commitments } from './commitments';
export type { DocumentShape } from './documents';
export { ChainWalkStopped } from './chain-verify';
export { chainDb, santiagoDayKey, verifyEventChain } from './event-chain';
export { heldStockError } from './held-stock';
export { ledger, type EventContext, type Ledger } from './ledger';
export { publicStockKey, stockIdentity } from './stock-key';
export { eventTypeIs, eventTypeRead, rowEventType } from './event-type-read';
