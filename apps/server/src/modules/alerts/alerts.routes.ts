import {
  ADMIN,
  AUTHENTICATED,
  alertCountsSchema,
  alertListQuerySchema,
  alertOwnerSchema,
  alertSchema,
  alertSettingsUpdateSchema,
  countAlerts,
} from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, dataOf, recordErrors } from '../../lib/schemas';
import { readAlertSettings, writeAlertSettings } from './alert-settings.repository';
import { openAlertsFor, resolveAlert, shownAlert } from './compute-alerts';

const tags = ['alerts'];

const keyParamsSchema = z.object({
  key: z
    .string()
    .max(120, 'Alerta no encontrada')
    .regex(/^[a-z_]+-[0-9a-z-]+$/, 'Alerta no encontrada'),
});

const pagination = z.object({ page: z.number(), per_page: z.number(), total: z.number() });

export interface AlertsRoutesOptions {
  /** Whether SMTP_URL is set (the screen says when alerts are only shown on screen). */
  mailEnabled: boolean;
}

const alertsRoutes: FastifyPluginAsyncZod<AlertsRoutesOptions> = async (app, options) => {
  const db = app.db.kysely;

  app.get(
    '/',
    {
      config: { roles: AUTHENTICATED },
      schema: {
        tags,
        summary:
          'Alertas abiertas del usuario (o todas, para un administrador), calculadas con los datos actuales: una página, las más graves primero',
        querystring: alertListQuerySchema,
        response: {
          200: z.object({
            data: z.array(alertSchema),
            pagination,
            counts: alertCountsSchema,
            mail_enabled: z.boolean(),
          }),
          ...commonErrors,
        },
      },
    },
    async (request) => {
      const { page, per_page, type } = request.query;
      const all = await openAlertsFor(db, request.user);
      const counts = countAlerts(all);
      const list = type ? all.filter((a) => a.type === type) : all;
      return {
        data: list.slice((page - 1) * per_page, page * per_page).map(shownAlert),
        pagination: { page, per_page, total: list.length },
        counts,
        mail_enabled: options.mailEnabled,
      };
    },
  );

  app.get(
    '/count',
    {
      config: { roles: AUTHENTICATED },
      schema: {
        tags,
        summary: 'Cuántas alertas abiertas tiene el usuario, en total y por tipo (la campana)',
        response: { 200: dataOf(alertCountsSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: countAlerts(await openAlertsFor(db, request.user)) }),
  );

  app.get(
    '/settings',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        summary: 'Responsable y umbral de cada tipo de alerta',
        response: { 200: z.object({ data: z.array(alertOwnerSchema), mail_enabled: z.boolean() }), ...commonErrors },
      },
    },
    async () => ({ data: [...(await readAlertSettings(db)).values()], mail_enabled: options.mailEnabled }),
  );

  app.put(
    '/settings',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        summary: 'Cambiar el responsable (un usuario o un rol) y el umbral de tipos de alerta',
        body: alertSettingsUpdateSchema,
        response: { 200: z.object({ data: z.array(alertOwnerSchema), mail_enabled: z.boolean() }), ...recordErrors },
      },
    },
    async (request) => {
      await writeAlertSettings(db, request.body, request.user.id);
      return { data: [...(await readAlertSettings(db)).values()], mail_enabled: options.mailEnabled };
    },
  );

  app.post(
    '/:key/resolve',
    {
      config: { roles: AUTHENTICATED },
      schema: {
        tags,
        summary: 'Resolver una alerta propia (se oculta mientras su causa sea la misma)',
        params: keyParamsSchema,
        response: {
          200: dataOf(z.object({ key: z.string(), resolved_by: z.number(), resolved_at: z.string() })),
          ...recordErrors,
        },
      },
    },
    async (request) => ({ data: await resolveAlert(db, request.params.key, request.user) }),
  );
};

export default alertsRoutes;
