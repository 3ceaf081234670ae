import type { ChainVerificationOverview } from '@bodega/domain';
import type { Tx } from '../../db/handle';
import { nextScheduledAt } from './chain-verification-schedule';
import {
  lastCompleteRun,
  lastVerificationStart,
  resultOf,
  runOf,
  runningRun,
  sealedLength,
} from './chain-verification-runs.repository';

/** GET /verify: the last verification that walked the whole chain, the one running, and what is new since. */
export async function chainVerificationOverview(db: Tx, scheduledHour: number | null): Promise<ChainVerificationOverview> {
  const [last, running, length] = await Promise.all([lastCompleteRun(db), runningRun(db), sealedLength(db)]);
  const result = last ? resultOf(last) : null;
  const next =
    scheduledHour === null ? null : nextScheduledAt(new Date(), scheduledHour, await lastVerificationStart(db)).toISOString();
  return {
    last: last && result ? { ...runOf(last), result } : null,
    running: running ? runOf(running) : null,
    sealed_since: last ? Math.max(0, length - Number(last.chain_length)) : length,
    next_scheduled_at: next,
  };
}
