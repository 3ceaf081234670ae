import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { checkChain } from './chain';
import { checkCommitmentSums } from './commitment-sums';
import { checkDailyRollup } from './daily-rollup-sums';
import { checkOrderCommitments } from './order-commitments';
import { checkPickedUnits } from './picked-units';
import { checkSerialPlaces } from './serial-places';
import { checkStockSums } from './stock-sums';
import type { InvariantCheck, Violation } from './violation';

export type { Violation } from './violation';

/** The stock invariants the ledger promises (design.md §2, ledger.md), one group per module. */
const STOCK_CHECKS: readonly InvariantCheck[] = [
  checkStockSums,
  checkCommitmentSums,
  checkOrderCommitments,
  checkPickedUnits,
  checkSerialPlaces,
  checkDailyRollup,
];

/**
 * Every violation of the stock invariants and of the audit chain in a database, with the ids of
 * the rows involved; none means the database keeps every promise. Reads only (a chain that
 * verifies whole records its checkpoint, as any full verification does). Read it while nothing
 * writes, or a write between two groups' reads may show as a violation.
 */
export async function checkInvariants(
  db: Kysely<Database>,
  options: { auditKey?: string | undefined } = {},
): Promise<Violation[]> {
  const out: Violation[] = [];
  for (const check of STOCK_CHECKS) out.push(...(await check(db)));
  out.push(...(await checkChain(db, options.auditKey)));
  return out;
}
