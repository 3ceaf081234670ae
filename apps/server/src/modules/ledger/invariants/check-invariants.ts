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

/** How many violations a stored verdict names in its summary. */
const SUMMARY_VIOLATIONS = 5;

/**
 * Runs every check and stores the verdict in invariant_checks (when, how many broken, the first
 * of them), which the 'cadena_fallida' alert reads; answers the violations.
 */
export async function checkAndRecordInvariants(
  db: Kysely<Database>,
  options: { auditKey?: string | undefined } = {},
): Promise<Violation[]> {
  const started_at = new Date().toISOString();
  const violations = await checkInvariants(db, options);
  await db
    .insertInto('invariant_checks')
    .values({
      started_at,
      finished_at: new Date().toISOString(),
      violations: violations.length,
      summary:
        violations.length === 0
          ? null
          : violations
              .slice(0, SUMMARY_VIOLATIONS)
              .map((v) => `[${v.invariant}] ${v.message}`)
              .join('\n'),
    })
    .execute();
  return violations;
}
