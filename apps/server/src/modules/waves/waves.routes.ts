// Wave picking: admin only, on every route.
import {
  ADMIN,
  WAVE_STATUSES,
  pagedOf,
  waveAnalysisSchema,
  waveAnalyzeSchema,
  waveCreateSchema,
  waveDetailSchema,
  waveOrderOptionSchema,
  waveResultSchema,
  waveSettingsResponseSchema,
  waveSettingsSchema,
  waveStatsSchema,
  waveSuggestionsSchema,
  waveSuggestSchema,
  waveSummarySchema,
} from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commaListQuery, emptyToUndefined, pageQuery, perPageQuery } from '../../lib/query-fields';
import { commonErrors, dataOf, idParamsSchema, recordErrors as errors } from '../../lib/schemas';
import { analyzeOrders } from './analyze-orders';
import { cancelWave } from './cancel-wave';
import { createWave } from './create-wave';
import { suggestWaves } from './suggest-wave';
import { listWaves, waveDetail, waveStats } from './read-wave-detail';
import { readWaveSettings, writeWaveSettings } from './wave-settings.repository';
import { availableOrders } from './waves.repository';
import { pagedReply } from '../../lib/paged-reply';
import { createdReply } from '../../lib/record-reply';

const admin = { roles: ADMIN };
const tags = ['waves'];

const ordersQuery = z
  .object({
    search: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
    page: pageQuery(),
    per_page: perPageQuery(25, 100),
  })
  .strict();
const wavesQuery = z
  .object({
    status: commaListQuery(WAVE_STATUSES, 4),
    page: pageQuery(),
    per_page: perPageQuery(25, 100),
  })
  .strict();

const wavesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.get(
    '/orders',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Órdenes que se pueden agrupar en una ola: pendientes o asignadas y en ninguna ola abierta',
        querystring: ordersQuery,
        response: { 200: pagedOf(waveOrderOptionSchema), ...commonErrors },
      },
    },
    async (request) => {
      return pagedReply(await availableOrders(db, request.query), request.query);
    },
  );

  app.post(
    '/create-wave',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Crea una ola: asigna lo que falta, agrupa dentro de los límites y crea una lista de picking por lotes por grupo',
        body: waveCreateSchema,
        response: { 201: dataOf(waveResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      const data = await createWave(app.deps, request.body, request.user.id);
      return createdReply(request, reply, data, { waveId: data.wave_id, orders: data.total_orders }, 'ola de picking creada');
    },
  );

  app.post(
    '/analyze-orders',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Solapamiento de ubicaciones por par de órdenes, zonas y prioridades',
        body: waveAnalyzeSchema,
        response: { 200: dataOf(waveAnalysisSchema), ...errors },
      },
    },
    async (request) => ({ data: await analyzeOrders(db, request.body.order_ids) }),
  );

  app.post(
    '/suggest-wave',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Sugiere olas con las órdenes pendientes que cumplen los criterios',
        body: waveSuggestSchema,
        response: { 200: dataOf(waveSuggestionsSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await suggestWaves(db, request.body) }),
  );

  app.get(
    '/wave-settings',
    {
      config: admin,
      schema: { tags, summary: 'Límites por ola', response: { 200: dataOf(waveSettingsResponseSchema), ...commonErrors } },
    },
    async () => ({ data: await readWaveSettings(db) }),
  );

  const saveSettings = {
    config: admin,
    schema: {
      tags,
      summary: 'Guarda los límites por ola (órdenes 1–50, ubicaciones 1–100, items 1–1000)',
      body: waveSettingsSchema,
      response: { 200: dataOf(waveSettingsResponseSchema), ...commonErrors },
    },
  } as const;
  const save = async (request: { body: z.infer<typeof waveSettingsSchema>; user: { id: number } }) => ({
    data: await writeWaveSettings(db, request.body, request.user.id),
  });
  app.put('/wave-settings', saveSettings, save);
  app.post('/wave-settings', saveSettings, save);

  app.get(
    '/stats',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Tarjetas: órdenes pendientes, olas activas, eficiencia y tiempo promedio (de los datos)',
        response: { 200: dataOf(waveStatsSchema), ...commonErrors },
      },
    },
    async () => ({ data: await waveStats(db) }),
  );

  app.get(
    '/waves',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Olas, las más recientes primero',
        querystring: wavesQuery,
        response: { 200: pagedOf(waveSummarySchema), ...commonErrors },
      },
    },
    async (request) => {
      return pagedReply(await listWaves(db, request.query), request.query);
    },
  );

  app.get(
    '/waves/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Una ola: sus órdenes y sus listas con avance y ruta',
        params: idParamsSchema,
        response: { 200: dataOf(waveDetailSchema), ...errors },
      },
    },
    async (request) => ({ data: await waveDetail(db, request.params.id) }),
  );

  app.post(
    '/waves/:id/cancel',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Cancela una ola pendiente: sus listas se anulan y sus órdenes quedan libres (con sus reservas)',
        params: idParamsSchema,
        response: { 200: dataOf(waveDetailSchema), ...errors },
      },
    },
    async (request) => {
      await cancelWave(db, request.params.id);
      request.log.info({ waveId: request.params.id, by: request.user.id }, 'ola cancelada');
      return { data: await waveDetail(db, request.params.id) };
    },
  );
};

export default wavesRoutes;
