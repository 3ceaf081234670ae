import { ownsAlertType, type Alert, type AlertOwnerSetting, type AlertType } from '@bodega/domain';
import type { Tx } from '../../db/handle';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { ALERT_SOURCES, type ComputedAlert } from './alert-sources';
import { readAlertSettings } from './alert-settings.repository';

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
): Promise<{ alerts: ComputedAlert[]; settings: Map<AlertType, AlertOwnerSetting> }> {
  const settings = await readAlertSettings(db);
  const sources = types ? ALERT_SOURCES.filter((s) => types.has(s.type)) : ALERT_SOURCES;
  const lists = await Promise.all(
    sources.map((source) => source.compute({ db, now, threshold: settings.get(source.type)?.threshold ?? null })),
  );
  return { alerts: lists.flat(), settings };
}

function resolutionId(alert: { key: string; fingerprint: string }): string {
  return `${alert.key}\n${alert.fingerprint}`;
}

/**
 * The open alerts `viewer` owns (an admin: all), optionally of one type: computed now (only the
 * sources of the types they own), less the occurrences resolved. Reads only: a resolution whose
 * occurrence is gone never matches again (a cause that comes back has a new fingerprint or is a
 * new alert), and `resolveAlert` drops such rows.
 */
export async function openAlertsFor(
  db: Tx,
  viewer: AlertViewer,
  options: { now?: Date; type?: AlertType | undefined } = {},
): Promise<Alert[]> {
  const settings = await readAlertSettings(db);
  const owned = new Set(
    [...settings.values()]
      .filter((s) => ownsAlertType(s, viewer) && (options.type === undefined || s.type === options.type))
      .map((s) => s.type),
  );
  if (owned.size === 0) return [];
  const [{ alerts }, resolutions] = await Promise.all([
    computeAllAlerts(db, options.now ?? new Date(), owned),
    db.selectFrom('alert_resolutions').select(['alert_key', 'fingerprint']).execute(),
  ]);
  const resolved = new Set(resolutions.map((row) => `${row.alert_key}\n${row.fingerprint}`));
  return alerts
    .filter((alert) => !resolved.has(resolutionId(alert)))
    .map(({ fingerprint: _fingerprint, ...alert }) => alert);
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
