import { ALERT_TYPE_LABELS, santiagoDay, santiagoInstant, type AlertOwnerSetting, type AlertType } from '@bodega/domain';
import nodemailer from 'nodemailer';
import type { Tx } from '../../db/handle';
import { nowIso } from '../../lib/clock';
import type { ComputedAlert } from './alert-sources';
import { computeAllAlerts, dropStaleResolutions } from './compute-alerts';

/** What sends a message: nodemailer's transport, or a fake one in tests. */
export interface AlertMailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

export interface AlertMail {
  to: string;
  subject: string;
  text: string;
}

export interface Recipient {
  id: number;
  role: string;
  email: string;
}

/** The key the daily digest claims in alert_notifications, one fingerprint per Santiago day. */
export const DIGEST_KEY = 'resumen_diario';
/** Santiago's hour of the daily digest. */
export const DIGEST_HOUR = 7;
/** How often the server looks for newly opened alerts. */
export const ALERT_MAIL_TICK_MS = 5 * 60_000;

/** Who is e-mailed for a type: its user, or every user of its role (no admin fallback: an admin owns what is set to admin). */
function recipientsOf(setting: AlertOwnerSetting, users: readonly Recipient[]): Recipient[] {
  if (setting.owner_user_id != null) return users.filter((u) => u.id === setting.owner_user_id);
  return users.filter((u) => u.role === setting.owner_role);
}

function lines(alerts: readonly ComputedAlert[]): string {
  return alerts.map((a) => `- [${ALERT_TYPE_LABELS[a.type]}] ${a.title}\n  ${a.description}`).join('\n');
}

function groupByRecipient(
  alerts: readonly ComputedAlert[],
  settings: ReadonlyMap<AlertType, AlertOwnerSetting>,
  users: readonly Recipient[],
): Map<string, ComputedAlert[]> {
  const byEmail = new Map<string, ComputedAlert[]>();
  for (const alert of alerts) {
    for (const user of recipientsOf(settings.get(alert.type)!, users)) {
      if (!user.email) continue;
      byEmail.set(user.email, [...(byEmail.get(user.email) ?? []), alert]);
    }
  }
  return byEmail;
}

/** One e-mail per owner with the alerts that opened (those not in `notified`, as `key\nfingerprint`). */
export function planOpenedMails(
  alerts: readonly ComputedAlert[],
  settings: ReadonlyMap<AlertType, AlertOwnerSetting>,
  users: readonly Recipient[],
  notified: ReadonlySet<string>,
): AlertMail[] {
  const opened = alerts.filter((a) => !notified.has(`${a.key}\n${a.fingerprint}`));
  return [...groupByRecipient(opened, settings, users)].map(([to, list]) => ({
    to,
    subject:
      list.length === 1 ? `Bodega Clínica: nueva alerta — ${list[0]!.title}` : `Bodega Clínica: ${list.length} alertas nuevas`,
    text: `Se abrieron estas alertas a su cargo:\n\n${lines(list)}\n`,
  }));
}

/** The daily digest: one e-mail per owner with every open alert of theirs. */
export function planDigestMails(
  alerts: readonly ComputedAlert[],
  settings: ReadonlyMap<AlertType, AlertOwnerSetting>,
  users: readonly Recipient[],
  day: string,
): AlertMail[] {
  return [...groupByRecipient(alerts, settings, users)].map(([to, list]) => ({
    to,
    subject: `Bodega Clínica: resumen de alertas del ${day} (${list.length})`,
    text: `Alertas abiertas a su cargo:\n\n${lines(list)}\n`,
  }));
}

/** Claims an occurrence for this instance; false when another check already did. */
async function claim(db: Tx, alert_key: string, fingerprint: string): Promise<boolean> {
  const result = await db
    .insertInto('alert_notifications')
    .values({ alert_key, fingerprint, notified_at: nowIso() })
    .onConflict((oc) => oc.columns(['alert_key', 'fingerprint']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * One check: e-mails the owners of the alerts opened since the last check (each occurrence is
 * claimed first, so several instances never send it twice) and, once a day from DIGEST_HOUR in
 * Santiago, the digest. Resolved occurrences are left out of the digest; stale resolutions are dropped then.
 */
export async function runAlertMailCheck(db: Tx, transport: AlertMailTransport, from: string, now: Date = new Date()) {
  const { alerts, settings } = await computeAllAlerts(db, now);
  const users = await db.selectFrom('users').select(['id', 'role', 'email']).execute();
  const notifiedRows = await db.selectFrom('alert_notifications').select(['alert_key', 'fingerprint']).execute();
  const notified = new Set(notifiedRows.map((r) => `${r.alert_key}\n${r.fingerprint}`));
  const claimed: ComputedAlert[] = [];
  for (const alert of alerts) {
    if (notified.has(`${alert.key}\n${alert.fingerprint}`)) continue;
    if (await claim(db, alert.key, alert.fingerprint)) claimed.push(alert);
  }
  const mails = planOpenedMails(claimed, settings, users, new Set());
  const day = santiagoDay(now);
  if (now >= santiagoInstant(day, DIGEST_HOUR) && (await claim(db, DIGEST_KEY, day))) {
    // Once a day, the resolutions of occurrences gone (they match nothing any more) are dropped.
    await dropStaleResolutions(db, alerts);
    const resolved = await db.selectFrom('alert_resolutions').select(['alert_key', 'fingerprint']).execute();
    const hidden = new Set(resolved.map((r) => `${r.alert_key}\n${r.fingerprint}`));
    mails.push(
      ...planDigestMails(
        alerts.filter((a) => !hidden.has(`${a.key}\n${a.fingerprint}`)),
        settings,
        users,
        day,
      ),
    );
  }
  for (const mail of mails) await transport.sendMail({ from, ...mail });
  return mails;
}

/**
 * With SMTP_URL set, checks at start and every ALERT_MAIL_TICK_MS; without it nothing is
 * scheduled or sent. Sent occurrences are stored, so a restart does not send them again.
 */
export function scheduleAlertMails(
  db: Tx,
  options: { smtpUrl: string | undefined; from: string; log: { error: (o: object, m: string) => void } },
  transport: AlertMailTransport | undefined = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined,
): () => void {
  if (!transport) return () => {};
  const tick = () =>
    runAlertMailCheck(db, transport, options.from).catch((error: unknown) =>
      options.log.error({ err: error }, 'no se pudieron enviar los correos de alertas'),
    );
  const timer = setInterval(() => void tick(), ALERT_MAIL_TICK_MS);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
