import { ALERT_THRESHOLDS, ALERT_TYPES, type AlertOwnerSetting, type AlertSettingsUpdate, type AlertType } from '@bodega/domain';
import type { Tx } from '../../db/handle';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';

/** Every type's owner and threshold: its stored row, or the default (the admin role, the default threshold). */
export async function readAlertSettings(db: Tx): Promise<Map<AlertType, AlertOwnerSetting>> {
  const rows = await db
    .selectFrom('alert_settings as s')
    .leftJoin('users as u', 'u.id', 's.owner_user_id')
    .select(['s.alert_type', 's.owner_role', 's.owner_user_id', 's.threshold', 'u.name', 'u.username'])
    .execute();
  const stored = new Map(rows.map((row) => [row.alert_type, row]));
  const settings = new Map<AlertType, AlertOwnerSetting>();
  for (const type of ALERT_TYPES) {
    const row = stored.get(type);
    // A user owner since deleted (set null) falls back to the admin role.
    const owner_user_id = row?.owner_user_id ?? null;
    settings.set(type, {
      type,
      owner_role: owner_user_id == null ? ((row?.owner_role as AlertOwnerSetting['owner_role']) ?? 'admin') : null,
      owner_user_id,
      owner_user_name: owner_user_id == null ? null : (row?.name ?? row?.username ?? null),
      threshold: ALERT_THRESHOLDS[type] ? (row?.threshold ?? ALERT_THRESHOLDS[type]!.default) : null,
    });
  }
  return settings;
}

/** Stores the given types' owners and thresholds (all or none): 404 for an unknown user. */
export async function writeAlertSettings(db: Tx, update: AlertSettingsUpdate, userId: number): Promise<void> {
  const userIds = [...new Set(update.settings.flatMap((s) => (s.owner_user_id != null ? [s.owner_user_id] : [])))];
  if (userIds.length > 0) {
    const found = await db.selectFrom('users').select('id').where('id', 'in', userIds).execute();
    const missing = userIds.find((id) => !found.some((row) => row.id === id));
    if (missing !== undefined) throw new AppError('USER_NOT_FOUND', `El usuario ${missing} no existe`);
  }
  const at = nowIso();
  await db.transaction().execute(async (trx) => {
    for (const entry of update.settings) {
      const values = {
        owner_role: entry.owner_user_id != null ? null : (entry.owner_role ?? null),
        owner_user_id: entry.owner_user_id ?? null,
        threshold: entry.threshold ?? null,
        updated_by: userId,
        updated_at: at,
      };
      await trx
        .insertInto('alert_settings')
        .values({ alert_type: entry.type, ...values })
        .onConflict((oc) => oc.column('alert_type').doUpdateSet(values))
        .execute();
    }
  });
}
