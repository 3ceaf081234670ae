import { addDays, santiagoDay, santiagoInstant } from '@bodega/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/create-db';
import type { Tx } from '../../db/handle';
import type { ChainVerifier } from './chain-verifier';
import { lastVerificationStart } from './chain-verification-runs.repository';

/** How often an instance asks whether the scheduled verification is due. */
const TICK_MS = 60_000;
/** Advisory lock of the schedule on PostgreSQL ('bcvf'): one instance decides at a time. */
const SCHEDULE_LOCK = 0x62637666;

/** Today's scheduled instant (Santiago's `hour`:00) and whether the verification of it is still to run. */
export function scheduledRunDue(now: Date, hour: number, lastStart: string | undefined): boolean {
  const due = santiagoInstant(santiagoDay(now), hour);
  return now >= due && (lastStart === undefined || new Date(lastStart) < due);
}

/** When the next scheduled verification will start: now when it is due, else the next `hour`:00 in Santiago. */
export function nextScheduledAt(now: Date, hour: number, lastStart: string | undefined): Date {
  if (scheduledRunDue(now, hour, lastStart)) return now;
  const today = santiagoInstant(santiagoDay(now), hour);
  return now < today ? today : santiagoInstant(addDays(santiagoDay(now), 1), hour);
}

/**
 * Runs `work` while holding the schedule's advisory lock on PostgreSQL (skipped when another
 * instance holds it); SQLite has one instance, so it just runs.
 */
async function underScheduleLock(db: Db, work: (conn: Tx) => Promise<void>): Promise<void> {
  if (db.dialect !== 'postgres') return work(db.kysely);
  await db.kysely.connection().execute(async (conn) => {
    const { rows } = await sql<{ got: boolean }>`select pg_try_advisory_lock(${SCHEDULE_LOCK}) as got`.execute(conn);
    if (!rows[0]?.got) return;
    try {
      await work(conn);
    } finally {
      await sql`select pg_advisory_unlock(${SCHEDULE_LOCK})`.execute(conn);
    }
  });
}

/**
 * The nightly verification: every minute each instance asks whether a verification has started
 * since today's `hour`:00 in Santiago; the one holding the advisory lock starts it when none has
 * (at most one runs anyway: chain_verifications_one_running). A server that was down at that hour
 * catches up when it starts.
 */
export function scheduleChainVerification(
  db: Db,
  verifier: ChainVerifier,
  hour: number,
  log: { error: (o: object, m: string) => void },
) {
  const tick = () =>
    underScheduleLock(db, async (conn) => {
      if (!scheduledRunDue(new Date(), hour, await lastVerificationStart(conn))) return;
      await verifier.start('programada', null);
    }).catch((error: unknown) => log.error({ err: error }, 'no se pudo iniciar la verificación programada de la cadena'));
  const timer = setInterval(() => void tick(), TICK_MS);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
