import { sql } from 'kysely';
import type { Db } from '../../db/create-db';
import type { Tx } from '../../db/handle';
import { computeAllAlerts, dropStaleResolutions } from './compute-alerts';

/** How often the server drops the resolutions whose occurrence is gone. */
export const ALERT_UPKEEP_TICK_MS = 5 * 60_000;
/** Advisory lock of the upkeep on PostgreSQL ('bcal'): one instance sweeps at a time. */
const UPKEEP_LOCK = 0x6263616c;

/**
 * One sweep: computes every alert and deletes the resolutions of occurrences no longer open, so a
 * cause that went and comes back (a product low again) is a new, open alert. GET /api/alerts
 * never writes; this and `resolveAlert` do.
 */
export async function sweepAlertResolutions(db: Tx, now: Date = new Date()): Promise<number> {
  const { alerts } = await computeAllAlerts(db, now);
  return dropStaleResolutions(db, alerts);
}

/** Runs the sweep under the advisory lock on PostgreSQL (skipped when another instance holds it). */
async function underUpkeepLock(db: Db, work: (conn: Tx) => Promise<unknown>): Promise<void> {
  if (db.dialect !== 'postgres') {
    await work(db.kysely);
    return;
  }
  await db.kysely.connection().execute(async (conn) => {
    const { rows } = await sql<{ got: boolean }>`select pg_try_advisory_lock(${UPKEEP_LOCK}) as got`.execute(conn);
    if (!rows[0]?.got) return;
    try {
      await work(conn);
    } finally {
      await sql`select pg_advisory_unlock(${UPKEEP_LOCK})`.execute(conn);
    }
  });
}

/** Sweeps every ALERT_UPKEEP_TICK_MS (the first one a tick after start); returns the stop. */
export function scheduleAlertUpkeep(db: Db, log: { error: (o: object, m: string) => void }): () => void {
  const tick = () =>
    underUpkeepLock(db, (conn) => sweepAlertResolutions(conn)).catch((error: unknown) =>
      log.error({ err: error }, 'no se pudieron depurar las resoluciones de alertas'),
    );
  const timer = setInterval(() => void tick(), ALERT_UPKEEP_TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
