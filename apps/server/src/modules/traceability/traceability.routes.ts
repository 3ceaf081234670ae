import {
  ADMIN,
  ADMIN_VIEWER,
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  eventsPageSchema,
  eventsPaginationSchema,
  idField,
  optionalIdParam,
  productHistorySchema,
  quantityField,
  santiagoDay,
  traceabilityDashboardSchema,
} from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { commonErrors, dataOf, errorBodySchema, idParamsSchema } from '../../lib/schemas';
import { santiagoDayStartUtc } from '../../lib/dates';
import { dayQuery, pageQuery, perPageQuery } from '../../lib/query-fields';
import { sendSpreadsheet } from '../../lib/spreadsheet-export';
import { chainVerificationOverview } from './read-chain-verification';
import { allEvents, countSince, dailyCounts, dayCounts } from './traceability-counts.repository';
import { eventPage, findTraceProduct, productHistory, recentEvents } from './traceability-events.repository';
import { exportEventLines } from './export-traceability';
import type { EventFilters } from './traceability-filters';
import { recordManualEvent } from './record-manual-event';
import { createdReply } from '../../lib/record-reply';

const dayField = dayQuery('La fecha debe tener el formato AAAA-MM-DD');
const optionalId = optionalIdParam('Identificador inválido');

const filtersQuery = z.object({
  product_id: optionalId,
  event_type: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(EVENT_TYPES, { error: 'Tipo de evento desconocido' }).optional(),
  ),
  location_id: optionalId,
  lot_number: z.string().trim().max(20, 'El lote no puede superar 20 caracteres').optional(),
  date_from: dayField,
  date_to: dayField,
});
const listQuery = filtersQuery.extend({
  page: pageQuery(),
  per_page: perPageQuery(25, 1000, { max: 'Máximo 1000 eventos por página' }),
});

const manualEventBody = z
  .object({
    event_type: z.enum(['QUALITY_CHECK', 'DAMAGE', 'EXPIRY'], {
      error: 'Tipo de evento no permitido: use QUALITY_CHECK, DAMAGE o EXPIRY',
    }),
    inventory_id: idField('El registro de inventario es requerido'),
    quantity: quantityField('La cantidad debe ser mayor a 0').optional(),
    description: z.string().trim().max(500).optional(),
    notes: z.string().trim().max(2000).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.event_type !== 'QUALITY_CHECK' && body.quantity === undefined) {
      ctx.addIssue({ code: 'custom', message: 'La cantidad es requerida para daños y vencimientos', path: ['quantity'] });
    }
  });

const CSV_COLUMNS = [
  'Fecha/Hora',
  'Evento',
  'Producto',
  'SKU',
  'Ubicación',
  'Lote',
  'Serie',
  'Vencimiento',
  'Cantidad',
  'Usuario',
  'Referencia',
  'Descripción',
  'Notas',
];

const traceabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const readers = { roles: ADMIN_VIEWER };

  app.get(
    '/events',
    {
      config: readers,
      schema: {
        tags: ['traceability'],
        summary: 'Eventos de trazabilidad filtrados y paginados (25 por página)',
        querystring: listQuery,
        response: { 200: z.object({ data: eventsPageSchema, pagination: eventsPaginationSchema }), ...commonErrors },
      },
    },
    async (request) => {
      const { page, per_page, ...filters } = request.query;
      const { events, total, lowerBound } = await eventPage(
        app.readDeps(request).db.kysely,
        filters as EventFilters,
        page,
        per_page,
      );
      const pagination = { page, per_page, total, total_is_lower_bound: lowerBound };
      return { data: { events, pagination }, pagination };
    },
  );

  app.get(
    '/events/export',
    {
      config: readers,
      schema: {
        tags: ['traceability'],
        summary: 'Exportar a CSV todos los eventos que cumplen los filtros (trazabilidad_eventos.csv)',
        querystring: filtersQuery,
        response: { ...commonErrors },
      },
    },
    async (request, reply) => {
      const filters = request.query as EventFilters;
      return sendSpreadsheet(reply, {
        format: 'csv',
        filename: 'trazabilidad_eventos.csv',
        sheetName: 'Eventos',
        columns: CSV_COLUMNS.map((header) => ({ header })),
        lines: exportEventLines(app.readDeps(request).db.kysely, filters),
        failure: 'error al exportar eventos',
      });
    },
  );

  app.post(
    '/events',
    {
      config: { roles: ADMIN },
      schema: {
        tags: ['traceability'],
        summary: 'Registrar control de calidad, daño o vencimiento de un lote (daño y vencimiento descuentan stock)',
        body: manualEventBody,
        response: {
          201: dataOf(z.object({ event_type: z.string(), inventory_id: z.number(), quantity: z.number() })),
          ...commonErrors,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const event = await recordManualEvent(app.deps, request.body, request.user.id);
      return createdReply(
        request,
        reply,
        event,
        { eventType: event.event_type, inventoryId: event.inventory_id },
        'evento manual registrado',
      );
    },
  );

  app.get(
    '/products/:id/history',
    {
      config: readers,
      schema: {
        tags: ['traceability'],
        summary: 'Historial de eventos de un producto',
        params: idParamsSchema,
        response: {
          200: dataOf(productHistorySchema),
          ...commonErrors,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const reads = app.readDeps(request).db.kysely;
      const product = await findTraceProduct(reads, request.params.id);
      if (!product) throw new AppError('NOT_FOUND', 'Producto no encontrado');
      const { events, stats } = await productHistory(reads, product.id, 500);
      const by_type = Object.fromEntries(
        stats.map((s) => [s.event_type, { events: Number(s.events), quantity: Number(s.quantity) }]),
      );
      const total_events = stats.reduce((sum, s) => sum + Number(s.events), 0);
      return { data: { product, statistics: { total_events, by_type, shown: events.length }, history: events } };
    },
  );

  app.get(
    '/dashboard',
    {
      config: readers,
      schema: {
        tags: ['traceability'],
        summary: 'Resumen: eventos totales, de hoy, por tipo (30 días), por día (14 días) y recientes',
        response: {
          200: dataOf(traceabilityDashboardSchema),
          ...commonErrors,
        },
      },
    },
    async () => {
      const now = Date.now();
      // "Today" is the Chilean calendar day, as the users read it.
      const today = santiagoDay(new Date(now));
      // From the per-day counts: the last 30 and 14 Santiago calendar days, today included.
      const days = await dayCounts(db, santiagoDay(new Date(now - 29 * 86_400_000)), today);
      if (days) {
        const from14 = santiagoDay(new Date(now - 13 * 86_400_000));
        const byType = new Map<string, number>();
        const daily = new Map<string, number>();
        let events_today = 0;
        for (const row of days) {
          byType.set(row.event_type, (byType.get(row.event_type) ?? 0) + row.events);
          if (row.day >= from14) daily.set(row.day, (daily.get(row.day) ?? 0) + row.events);
          if (row.day === today) events_today += row.events;
        }
        const [total_events, recent] = await Promise.all([allEvents(db), recentEvents(db, 10)]);
        return {
          data: {
            total_events,
            events_today,
            by_type_last_30_days: [...byType].map(([event_type, events]) => ({
              event_type,
              label: EVENT_TYPE_LABELS[event_type as keyof typeof EVENT_TYPE_LABELS] ?? event_type,
              events,
            })),
            daily_last_14_days: [...daily].sort((a, b) => a[0].localeCompare(b[0])).map(([day, events]) => ({ day, events })),
            recent,
          },
        };
      }
      const startOfToday = santiagoDayStartUtc(today);
      const [total_events, byType, daily, recent, todayCounts] = await Promise.all([
        allEvents(db),
        countSince(db, new Date(now - 30 * 86_400_000).toISOString()),
        dailyCounts(db, new Date(now - 14 * 86_400_000).toISOString()),
        recentEvents(db, 10),
        countSince(db, startOfToday),
      ]);
      return {
        data: {
          total_events,
          events_today: todayCounts.reduce((sum, r) => sum + Number(r.events), 0),
          by_type_last_30_days: byType.map((r) => ({
            event_type: r.event_type,
            label: EVENT_TYPE_LABELS[r.event_type as keyof typeof EVENT_TYPE_LABELS] ?? r.event_type,
            events: Number(r.events),
          })),
          daily_last_14_days: daily,
          recent,
        },
      };
    },
  );

  const brokenLink = z.object({ id: z.number(), chain_seq: z.number(), reason: z.string() });
  const verificationSchema = z.object({
    valid: z.boolean(),
    checked: z.number(),
    unsealed: z.number(),
    first_broken: brokenLink.nullable(),
    broken: z.array(brokenLink),
    broken_limit_reached: z.boolean(),
    mode: z.enum(['incremental', 'full']),
    verified_from_seq: z.number(),
    verified_through_seq: z.number(),
    chain_length: z.number(),
    complete: z.boolean(),
    last_full_verification_at: z.string().nullable(),
    message: z.string(),
  });
  const runSchema = z.object({
    id: z.number(),
    status: z.enum(['en_curso', 'completa', 'interrumpida', 'fallida']),
    trigger: z.enum(['manual', 'programada', 'inicio']),
    requested_by: z.string().nullable(),
    started_at: z.string(),
    finished_at: z.string().nullable(),
    checked: z.number(),
    chain_length: z.number(),
    error: z.string().nullable(),
  });
  const overviewSchema = z.object({
    last: runSchema.extend({ result: verificationSchema }).nullable(),
    running: runSchema.nullable(),
    sealed_since: z.number(),
    next_scheduled_at: z.string().nullable(),
  });

  app.get(
    '/verify',
    {
      config: readers,
      schema: {
        tags: ['traceability'],
        summary:
          'La última verificación completa de la cadena de eventos (HMAC con la clave de auditoría), la que está en curso con su avance, y los eventos sellados desde entonces; la verificación corre en segundo plano',
        response: { 200: dataOf(overviewSchema), ...commonErrors },
      },
    },
    async () => ({ data: await chainVerificationOverview(db, app.chainVerification.scheduledHour) }),
  );

  app.post(
    '/verify',
    {
      config: { roles: ADMIN },
      schema: {
        tags: ['traceability'],
        summary:
          'Iniciar una verificación completa de la cadena en segundo plano (202); 409 si ya hay una en curso en cualquier instancia',
        response: { 202: dataOf(overviewSchema), 409: errorBodySchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      const outcome = await app.chainVerification.verifier.start('manual', request.user.id);
      if (!outcome.started) {
        throw new AppError('CONFLICT', 'Ya hay una verificación de la cadena en curso; espere a que termine');
      }
      request.log.info({ verification: outcome.id, by: request.user.id }, 'verificación de la cadena iniciada');
      reply.code(202);
      return { data: await chainVerificationOverview(db, app.chainVerification.scheduledHour) };
    },
  );
};

export default traceabilityRoutes;
