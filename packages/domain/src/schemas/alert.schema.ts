import { z } from 'zod';
import { ROLES } from '../access/roles';
import { pageQuery, perPageQuery } from './analytics.schema';

/**
 * Alerts with an owner (issue 42 §4). Each type's alerts are computed from live data on the
 * server; an admin sets who owns each type and its threshold.
 */
export const ALERT_TYPES = [
  'lote_por_vencer',
  'stock_bajo',
  'retiro_abierto',
  'transferencia_pendiente',
  'almacenamiento_detenido',
  'picking_detenido',
  'cadena_fallida',
  'conteo_por_aprobar',
] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export const ALERT_TYPE_LABELS: Record<AlertType, string> = {
  lote_por_vencer: 'Lotes por vencer',
  stock_bajo: 'Stock bajo el punto de reorden',
  retiro_abierto: 'Retiros abiertos con unidades sin resolver',
  transferencia_pendiente: 'Transferencias a servicios pendientes',
  almacenamiento_detenido: 'Listas de almacenamiento detenidas',
  picking_detenido: 'Listas de picking detenidas',
  cadena_fallida: 'Verificación de la cadena o de las invariantes fallida',
  conteo_por_aprobar: 'Diferencias de conteo por aprobar',
};

/** What a type's threshold measures; null: the type has none. */
export const ALERT_THRESHOLDS: Record<AlertType, { unit: 'días' | 'horas'; default: number; min: number; max: number } | null> = {
  lote_por_vencer: { unit: 'días', default: 90, min: 1, max: 365 },
  stock_bajo: null,
  retiro_abierto: null,
  transferencia_pendiente: { unit: 'horas', default: 24, min: 1, max: 720 },
  almacenamiento_detenido: { unit: 'horas', default: 4, min: 1, max: 720 },
  picking_detenido: { unit: 'horas', default: 4, min: 1, max: 720 },
  cadena_fallida: null,
  conteo_por_aprobar: null,
};

/** The expiry windows an admin may choose. */
export const EXPIRY_WINDOWS = [30, 60, 90] as const;

export const ALERT_SEVERITIES = ['alta', 'media', 'baja'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];
export const ALERT_SEVERITY_LABELS: Record<AlertSeverity, string> = { alta: 'Alta', media: 'Media', baja: 'Baja' };

export const alertSchema = z.object({
  key: z.string(),
  type: z.enum(ALERT_TYPES),
  severity: z.enum(ALERT_SEVERITIES),
  title: z.string(),
  description: z.string(),
  link: z.string(),
  opened_at: z.string().nullable(),
});
export type Alert = z.infer<typeof alertSchema>;

/** GET /api/alerts: a page of the open alerts, optionally of one type (empty: all). */
export const alertListQuerySchema = z.object({
  page: pageQuery(),
  per_page: perPageQuery(50),
  type: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(ALERT_TYPES, { message: 'Tipo de alerta desconocido' }).optional(),
  ),
});
export type AlertListQuery = z.infer<typeof alertListQuerySchema>;

/** The open alerts of the signed-in user, in all and per type (the bell's count). */
export const alertCountsSchema = z.object({
  total: z.number().int(),
  por_tipo: z.record(z.enum(ALERT_TYPES), z.number().int()),
});
export type AlertCounts = z.infer<typeof alertCountsSchema>;

/** Counts `alerts` in all and per type (every type present, zero when none). */
export function countAlerts(alerts: readonly { type: AlertType }[]): AlertCounts {
  const por_tipo = Object.fromEntries(ALERT_TYPES.map((type) => [type, 0])) as Record<AlertType, number>;
  for (const alert of alerts) por_tipo[alert.type] += 1;
  return { total: alerts.length, por_tipo };
}

export const alertOwnerSchema = z.object({
  type: z.enum(ALERT_TYPES),
  owner_role: z.enum(ROLES).nullable(),
  owner_user_id: z.number().int().nullable(),
  owner_user_name: z.string().nullable().optional(),
  threshold: z.number().int().nullable(),
});
export type AlertOwnerSetting = z.infer<typeof alertOwnerSchema>;

export const ALERT_MESSAGES = {
  ownerRequired: 'Cada tipo de alerta necesita un responsable: un usuario o un rol, no ambos',
  unknownType: 'Tipo de alerta desconocido',
  duplicateType: 'Un tipo de alerta aparece más de una vez',
  thresholdRange: (min: number, max: number, unit: string) => `El umbral debe ser un número entero entre ${min} y ${max} ${unit}`,
  expiryWindow: 'La ventana de vencimiento debe ser 30, 60 o 90 días',
  noThreshold: 'Este tipo de alerta no tiene umbral',
  mailOff: 'Correo no configurado: las alertas se ven solo en pantalla',
} as const;

/** PUT /api/alerts/settings: one entry per type to change. */
export const alertSettingsUpdateSchema = z
  .object({
    settings: z
      .array(
        z
          .object({
            type: z.enum(ALERT_TYPES, { message: ALERT_MESSAGES.unknownType }),
            owner_role: z.enum(ROLES, { message: 'Rol desconocido' }).nullable().optional(),
            owner_user_id: z.number({ message: 'El usuario debe ser un id' }).int().positive().nullable().optional(),
            threshold: z.number({ message: 'El umbral debe ser un número' }).int().nullable().optional(),
          })
          .strict()
          .superRefine((entry, ctx) => {
            const hasRole = entry.owner_role != null;
            const hasUser = entry.owner_user_id != null;
            if (hasRole === hasUser)
              ctx.addIssue({ code: 'custom', message: ALERT_MESSAGES.ownerRequired, path: ['owner_role'] });
            const rule = ALERT_THRESHOLDS[entry.type];
            if (entry.threshold == null) return;
            if (!rule) ctx.addIssue({ code: 'custom', message: ALERT_MESSAGES.noThreshold, path: ['threshold'] });
            else if (entry.type === 'lote_por_vencer' && !(EXPIRY_WINDOWS as readonly number[]).includes(entry.threshold))
              ctx.addIssue({ code: 'custom', message: ALERT_MESSAGES.expiryWindow, path: ['threshold'] });
            else if (entry.threshold < rule.min || entry.threshold > rule.max)
              ctx.addIssue({
                code: 'custom',
                message: ALERT_MESSAGES.thresholdRange(rule.min, rule.max, rule.unit),
                path: ['threshold'],
              });
          }),
      )
      .min(1, 'Indique al menos un tipo de alerta')
      .max(ALERT_TYPES.length, ALERT_MESSAGES.duplicateType)
      .refine((list) => new Set(list.map((s) => s.type)).size === list.length, ALERT_MESSAGES.duplicateType),
  })
  .strict();
export type AlertSettingsUpdate = z.infer<typeof alertSettingsUpdateSchema>;

/** Who owns an alert type, for the visibility rule: an admin sees every alert. */
export function ownsAlertType(
  setting: { owner_role: string | null; owner_user_id: number | null },
  user: { id: number; role: string },
): boolean {
  if (user.role === 'admin') return true;
  if (setting.owner_user_id != null) return setting.owner_user_id === user.id;
  return setting.owner_role === user.role;
}
