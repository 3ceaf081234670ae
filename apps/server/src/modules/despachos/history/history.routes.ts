import {
  ADMIN,
  dispatchCreateSchema,
  dispatchListResponseSchema,
  dispatchResponseSchema,
  dispatchUpdateSchema,
} from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changedReply, createdReply } from '../../../lib/record-reply';
import { commonErrors, dataOf, idParamsSchema, recordErrors as errors } from '../../../lib/schemas';
import { deleteDispatch } from './delete-dispatch';
import { streamDispatchExport } from './export-dispatches';
import { countDispatches, loadDispatches, pageOfDispatchIds } from './dispatch-orders.repository';
import { dispatchFiltersSchema, dispatchListQuerySchema } from './history.schemas';
import { createDispatch, getDispatch, updateDispatch } from './save-dispatch';

const admin = { roles: ADMIN };
const tags = ['despachos'];

/** Dispatch history (History): registered under /api/despachos/dispatches. */
export const dispatchHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Historial de despachos paginado (10 por página) con filtros de estado, fecha desde, fecha hasta y búsqueda',
        querystring: dispatchListQuerySchema,
        response: { 200: dispatchListResponseSchema, ...commonErrors },
      },
    },
    async (request) => {
      const { page, per_page, ...filters } = request.query;
      const [total, ids] = await Promise.all([
        countDispatches(app.db.kysely, filters),
        pageOfDispatchIds(app.db.kysely, filters, page, per_page),
      ]);
      return { data: await loadDispatches(app.db.kysely, ids), pagination: { page, per_page, total } };
    },
  );

  app.get(
    '/export',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Exporta a Excel (despachos_{fecha}.xlsx) los despachos que cumplen los filtros',
        querystring: dispatchFiltersSchema,
      },
    },
    async (request, reply) => streamDispatchExport(app.deps, request.query, reply),
  );

  app.get(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Un despacho con sus líneas y, si está completado, los lotes que salieron',
        params: idParamsSchema,
        response: { 200: dataOf(dispatchResponseSchema), ...errors },
      },
    },
    async (request) => ({ data: await getDispatch(app.db.kysely, request.params.id) }),
  );

  app.post(
    '/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Crea un despacho Pendiente (no mueve stock)',
        body: dispatchCreateSchema,
        response: { 201: dataOf(dispatchResponseSchema), ...errors },
      },
    },
    async (request, reply) =>
      createdReply(
        request,
        reply,
        await createDispatch(app.deps, request.body, request.user.id),
        'dispatchId',
        'despacho creado',
      ),
  );

  app.put(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Edita un despacho Pendiente; el estado Completado descuenta el stock del origen con eventos DISPATCH, todo o nada',
        description:
          'Completado toma las unidades de la ubicación de origen por el método de selección (fifo por ingreso; fefo y none por vencimiento), ' +
          'nunca vencidas ni comprometidas. Un faltante responde 409 INSUFFICIENT_STOCK (o STOCK_HELD) y no se escribe nada.',
        params: idParamsSchema,
        body: dispatchUpdateSchema,
        response: { 200: dataOf(dispatchResponseSchema), ...errors },
      },
    },
    async (request) => {
      const dispatch = await updateDispatch(app.deps, request.params.id, request.body, request.user.id);
      request.log.info({ dispatchId: dispatch.id, status: dispatch.status, by: request.user.id }, 'despacho actualizado');
      return { data: dispatch };
    },
  );

  app.delete(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Elimina un despacho (solo Pendiente)',
        params: idParamsSchema,
        response: { 200: dataOf(z.object({ id: z.number(), reference: z.string() })), ...errors },
      },
    },
    async (request) =>
      changedReply(request, await deleteDispatch(app.db.kysely, request.params.id), 'dispatchId', 'despacho eliminado'),
  );
};

export default dispatchHistoryRoutes;
