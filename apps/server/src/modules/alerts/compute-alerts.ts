import { ALERT_SEVERITIES, ownsAlertType, santiagoDay, type Alert, type AlertOwnerSetting, type AlertType } from '@bodega/domain';
import { SqliteAdapter } from 'kysely';
import type { Tx } from '../../db/handle';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { createVersionedMemo, type VersionedMemo } from '../inventory';
import { ALERT_SOURCES, type AlertContext, type AlertSource, type ComputedAlert } from './alert-sources';
import { readAlertSettings } from './alert-settings.repository';

/** Most severe first, then the oldest, then by key: the order of the list and its pages. */
export function byUrgency(a: Alert, b: Alert): number {
  const severity = ALERT_SEVERITIES.indexOf(a.severity) - ALERT_SEVERITIES.indexOf(b.severity);
  if (severity !== 0) return severity;
  if (a.opened_at !== b.opened_at) {
    if (a.opened_at == null) return 1;
    if (b.opened_at == null) return -1;
    return a.opened_at < b.opened_at ? -1 : 1;
  }
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

// One memo per database (SQLite only: see inventory's versioned memo), for the sources marked
// `remembered`: every use is checked against the database's version, so it is never stale.
const memos = new WeakMap<Tx, VersionedMemo>();

function memoOf(db: Tx): VersionedMemo {
  let memo = memos.get(db);
  if (!memo) {
    memo = createVersionedMemo(db, db.getExecutor().adapter instanceof SqliteAdapter);
    memos.set(db, memo);
  }
  return memo;
}

/** A source's alerts in urgency order; a remembered source's are reused while the data, the day and the threshold are the same. */
function runSource(source: AlertSource, context: AlertContext): Promise<ComputedAlert[]> {
  const compute = async () => (await source.compute(context)).sort(byUrgency);
  if (!source.remembered) return compute();
  return memoOf(context.db).get(`alerts:${source.type}:${santiagoDay(context.now)}:${context.threshold ?? ''}`, compute);
}

export interface AlertViewer {
  id: number;
  role: string;
}

/**
 * Every alert whose cause exists now, resolved or not, with the settings they were computed with;
 * only the sources of `types` when given (a source not asked for runs no query).
 */
export async function computeAllAlerts(
  db: Tx,
  now: Date = new Date(),
  types?: ReadonlySet<AlertType>,
  known?: Map<AlertType, AlertOwnerSetting>,
): Promise<{ alerts: ComputedAlert[]; settings: Map<AlertType, AlertOwnerSetting> }> {
  const settings = known ?? (await readAlertSettings(db));
  const sources = types ? ALERT_SOURCES.filter((s) => types.has(s.type)) : ALERT_SOURCES;
  const lists = await Promise.all(
    sources.map((source) => runSource(source, { db, now, threshold: settings.get(source.type)?.threshold ?? null })),
  );
  return { alerts: lists.flat(), settings };
}

function resolutionId(alert: { key: string; fingerprint: string }): string {
  return `${alert.key}\n${alert.fingerprint}`;
}

/**
 * The open alerts `viewer` owns (an admin: all), most urgent first: computed now (only the
 * sources of the types they own), less the occurrences resolved. Reads only: a resolution whose
 * occurrence is gone never matches again, and `resolveAlert` and the upkeep drop such rows.
 *
 * On SQLite the answer is remembered while the database is unchanged, within the same minute:
 * a write shows at once, an hour-based threshold crossed with no write at most a minute late.
 */
export async function openAlertsFor(db: Tx, viewer: AlertViewer, now: Date = new Date()): Promise<ComputedAlert[]> {
  const settings = await readAlertSettings(db);
  const owned = [...settings.values()].filter((s) => ownsAlertType(s, viewer)).map((s) => s.type);
  if (owned.length === 0) return [];
  return memoOf(db).get(`alerts:open:${now.toISOString().slice(0, 16)}:${owned.join(',')}`, async () => {
    const [{ alerts }, resolutions] = await Promise.all([
      computeAllAlerts(db, now, new Set(owned), settings),
      db.selectFrom('alert_resolutions').select(['alert_key', 'fingerprint']).execute(),
    ]);
    const resolved = new Set(resolutions.map((row) => `${row.alert_key}\n${row.fingerprint}`));
    const open = resolved.size === 0 ? alerts : alerts.filter((alert) => !resolved.has(resolutionId(alert)));
    // Each source's list is already in order: the sort merges the runs.
    return open.sort(byUrgency);
  });
}

/** An alert as answered: without its fingerprint. */
export function shownAlert({ fingerprint: _fingerprint, ...alert }: ComputedAlert): Alert {
  return alert;
}

/**
 * Resolves the open alert `key` for its owner: who and when are kept; 404 when it is not open or
 * not theirs. Being a write, it also drops the resolutions whose occurrence is gone.
 */
export async function resolveAlert(
  db: Tx,
  key: string,
  viewer: AlertViewer,
): Promise<{ key: string; resolved_by: number; resolved_at: string }> {
  const { alerts, settings } = await computeAllAlerts(db);
  const alert = alerts.find((a) => a.key === key);
  if (!alert || !ownsAlertType(settings.get(alert.type)!, viewer)) throw new AppError('NOT_FOUND', 'Alerta no encontrada');
  const resolved_at = nowIso();
  const inserted = await db
    .insertInto('alert_resolutions')
    .values({ alert_key: alert.key, fingerprint: alert.fingerprint, resolved_by: viewer.id, resolved_at })
    .onConflict((oc) => oc.columns(['alert_key', 'fingerprint']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new AppError('INVALID_STATE', 'La alerta ya está resuelta');
  await dropStaleResolutions(db, alerts);
  return { key: alert.key, resolved_by: viewer.id, resolved_at };
}

/** Deletes the resolutions of occurrences not among `current` (every alert computed now). */
export async function dropStaleResolutions(db: Tx, current: readonly ComputedAlert[]): Promise<number> {
  const ids = new Set(current.map(resolutionId));
  const rows = await db.selectFrom('alert_resolutions').select(['alert_key', 'fingerprint']).execute();
  const stale = rows.filter((row) => !ids.has(`${row.alert_key}\n${row.fingerprint}`));
  for (const row of stale) {
    await db
      .deleteFrom('alert_resolutions')
      .where('alert_key', '=', row.alert_key)
      .where('fingerprint', '=', row.fingerprint)
      .execute();
  }
  return stale.length;
}
