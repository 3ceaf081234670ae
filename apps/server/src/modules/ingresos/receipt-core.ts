import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Ledger } from '../ledger/ledger';
import { cancelReceipt, removeReceipt, updateReceipt } from './edit-receipt';
import { createPendingReceipt, processReceipt, readReceipt, receiveSimplified } from './receive-receipt';
import type { ReceiptContext, ReceiptHeader, ReceiptLine } from './receipt.types';

export { PLACEMENT_RULES, type Placement, type PlacementRule, type ReceiptHeader, type ReceiptLine } from './receipt.types';

/**
 * The receipt operations bound to one database transaction with the ledger. The service opens
 * the transaction (with idempotency); the demo seed calls the same operations.
 */
export function receiptCore(trx: Transaction<Database>, stock: Ledger) {
  const c: ReceiptContext = { trx, stock };
  return {
    read: (id: number) => readReceipt(c, id),
    receiveSimplified: (header: ReceiptHeader, lines: readonly ReceiptLine[], userId: number | null) =>
      receiveSimplified(c, header, lines, userId),
    createPending: (header: ReceiptHeader, lines: readonly ReceiptLine[], userId: number | null) =>
      createPendingReceipt(c, header, lines, userId),
    process: (id: number, userId: number | null) => processReceipt(c, id, userId),
    cancel: (id: number) => cancelReceipt(c, id),
    update: (id: number, input: Parameters<typeof updateReceipt>[2], userId: number | null) =>
      updateReceipt(c, id, input, userId),
    remove: (id: number) => removeReceipt(c, id),
  };
}
