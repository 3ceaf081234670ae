import { ADMIN, lotConflictListQuerySchema, lotCorrectionSchema, lotListQuerySchema } from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagedReply } from '../../lib/paged-reply';
import { commonErrors, dataOf, idParamsSchema, recordErrors } from '../../lib/schemas';
import { correctLotExpiry, readLot } from './correct-lot-expiry';
import { listLotConflicts, listLots } from './lots.repository';

const tags = ['lots'];

const lotSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  product_sku: z.string(),
  lot_number: z.string(),
  expiry_date: z.string().nullable(),
  first_seen: z.string(),
  source: z.string(),
  reference: z.string().nullable(),
  updated_at: z.string(),
});
const lotDetailSchema = lotSchema.extend({
  stock: z.array(z.object({ expiry_date: z.string().nullable(), quantity: z.number() })),
  changes: z.array(
    z.object({
      id: z.number(),
      old_expiry: z.string().nullable(),
      new_expiry: z.string(),
      reason: z.string(),
      rows_updated: z.number(),
      user_id: z.number().nullable(),
      username: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
const conflictSchema = z.object({
  id: z.number(),
  lot_id: z.number().nullable(),
  product_id: z.number(),
  product_name: z.string(),
  product_sku: z.string(),
  lot_number: z.string(),
  stored_expiry: z.string().nullable(),
  attempted_expiry: z.string(),
  source: z.string(),
  reference: z.string().nullable(),
  quantity: z.number().nullable(),
  user_id: z.number().nullable(),
  username: z.string().nullable(),
  created_at: z.string(),
});
const pagination = z.object({ page: z.number(), per_page: z.number(), total: z.number() });

/** The lot master (admins): one expiry per product's lot, its conflicts and its corrections. */
const lotsRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: ADMIN };
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Lotes registrados (un vencimiento por lote de producto), por producto y número de lote',
        querystring: lotListQuerySchema,
        response: { 200: z.object({ data: z.array(lotSchema), pagination }), ...commonErrors },
      },
    },
    async (request) => pagedReply(await listLots(app.db.kysely, request.query), request.query),
  );

  app.get(
    '/conflicts',
    {
      config,
      schema: {
        tags,
        summary: 'Registro de vencimientos en conflicto: intentos rechazados y stock existente que no coincide',
        querystring: lotConflictListQuerySchema,
        response: { 200: z.object({ data: z.array(conflictSchema), pagination }), ...commonErrors },
      },
    },
    async (request) => pagedReply(await listLotConflicts(app.db.kysely, request.query), request.query),
  );

  app.get(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Un lote con su stock por vencimiento y sus correcciones',
        params: idParamsSchema,
        response: { 200: dataOf(lotDetailSchema), ...recordErrors },
      },
    },
    async (request) => ({ data: await readLot(app.deps, request.params.id) }),
  );

  app.patch(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Corregir el vencimiento de un lote con un motivo (registra quién, cuándo, antes y después)',
        params: idParamsSchema,
        body: lotCorrectionSchema,
        response: { 200: dataOf(lotDetailSchema), ...recordErrors },
      },
    },
    async (request) => {
      const lot = await correctLotExpiry(app.deps, request.params.id, request.body, request.user.id);
      request.log.info({ lotId: lot.id, by: request.user.id }, 'vencimiento de lote corregido');
      return { data: lot };
    },
  );
};

export default lotsRoutes;
