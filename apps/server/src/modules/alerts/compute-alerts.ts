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

/** Every alert whose cause exists now, resolved or not, with the settings they were computed with. */
export async function computeAllAlerts(
  db: Tx,
  now: Date = new Date(),
): Promise<{ alerts: ComputedAlert[]; settings: Map<AlertType, AlertOwnerSetting> }> {
  const settings = await readAlertSettings(db);
  const lists = await Promise.all(
    ALERT_SOURCES.map((source) => source.compute({ db, now, threshold: settings.get(source.type)?.threshold ?? null })),
  );
  return { alerts: lists.flat(), settings };
}

function resolutionId(alert: { key: string; fingerprint: string }): string {
  return `${alert.key}\n${alert.fingerprint}`;
}

/**
 * The open alerts `viewer` owns (an admin: all): computed now, less the occurrences resolved.
 * Resolutions whose occurrence is gone are dropped, so a cause that comes back later is a new alert.
 */
export async function openAlertsFor(db: Tx, viewer: AlertViewer, now: Date = new Date()): Promise<Alert[]> {
  const { alerts, settings } = await computeAllAlerts(db, now);
  const resolutions = await db.selectFrom('alert_resolutions').select(['alert_key', 'fingerprint']).execute();
  const current = new Set(alerts.map(resolutionId));
  const resolved = new Set<string>();
  const stale: Array<{ alert_key: string; fingerprint: string }> = [];
  for (const row of resolutions) {
    const id = `${row.alert_key}\n${row.fingerprint}`;
    if (current.has(id)) resolved.add(id);
    else stale.push(row);
  }
  for (const row of stale) {
    await db
      .deleteFrom('alert_resolutions')
      .where('alert_key', '=', row.alert_key)
      .where('fingerprint', '=', row.fingerprint)
      .execute();
  }
  return alerts
    .filter((alert) => !resolved.has(resolutionId(alert)) && ownsAlertType(settings.get(alert.type)!, viewer))
    .map(({ fingerprint: _fingerprint, ...alert }) => alert);
}

/** Resolves the open alert `key` for its owner: who and when are kept; 404 when it is not open or not theirs. */
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
  return { key: alert.key, resolved_by: viewer.id, resolved_at };
}
