import {
  ADMIN,
  completeLoadingResultSchema,
  completeLoadingSchema,
  consolidationCreateSchema,
  consolidationSchema,
  dispatchStatsSchema,
  dockAssignmentSchema,
  dockSchema,
  loadingDockSchema,
  pickedOrderSchema,
  pagedOf,
} from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { commonErrors, dataOf, idParamsSchema, recordErrors as errors } from '../../lib/schemas';
import { carriersRoutes } from './carriers/carriers.routes';
import { createConsolidation } from './manage-consolidations';
import { consolidationById, listConsolidations } from './despachos.repository';
import { consolidationsQuerySchema, dockOrderParamsSchema, pickedOrdersQuerySchema } from './despachos.schemas';
import {
  assignToDock,
  completeLoading,
  createDock,
  deleteDock,
  listDocks,
  removeOrderFromDock,
  startLoading,
  updateDock,
} from './manage-docks';
import { dispatchStats, listPickedOrders } from './picked-orders.repository';
import { shipmentsRoutes } from './shipments.routes';
import { pagedReply } from '../../lib/paged-reply';
import { createdReply } from '../../lib/record-reply';

// Dispatch is admin only (the route table), on the server too.
const config = { roles: ADMIN };
const tags = ['despachos'];

/** Dispatch: registered under /api/despachos. */
const despachosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/picked-orders',
    {
      config,
      schema: {
        tags,
        summary: 'Órdenes recolectadas sin consolidar (o consolidadas / en muelle con status), con sus líneas; 10 por página',
        querystring: pickedOrdersQuerySchema,
        response: { 200: pagedOf(pickedOrderSchema), ...commonErrors },
      },
    },
    async (request) => {
      const { data, total } = await listPickedOrders(app.db.kysely, request.query);
      return pagedReply({ rows: data, total }, request.query);
    },
  );

  app.get(
    '/stats',
    {
      config,
      schema: {
        tags,
        summary: 'Contadores de consolidaciones, envíos y órdenes por consolidar',
        response: { 200: dataOf(dispatchStatsSchema), ...commonErrors },
      },
    },
    async () => ({ data: await dispatchStats(app.db.kysely) }),
  );

  app.get(
    '/consolidations',
    {
      config,
      schema: {
        tags,
        summary: 'Consolidaciones, las más nuevas primero (open=true sin despachar; unassigned=true además sin muelle)',
        querystring: consolidationsQuerySchema,
        response: { 200: dataOf(z.array(consolidationSchema)), ...commonErrors },
      },
    },
    async (request) => ({
      data: await listConsolidations(app.db.kysely, {
        open: request.query.open === 'true',
        unassigned: request.query.unassigned === 'true',
      }),
    }),
  );

  app.post(
    '/consolidations',
    {
      config,
      schema: {
        tags,
        summary: 'Consolida al menos 2 órdenes recolectadas; número CONS-### de una secuencia',
        body: consolidationCreateSchema,
        response: { 201: dataOf(consolidationSchema), ...errors },
      },
    },
    async (request, reply) => {
      const consolidation = await createConsolidation(app.deps, request.body, request.user.id);
      return createdReply(
        request,
        reply,
        consolidation,
        { consolidation: consolidation.consolidation_number },
        'consolidación creada',
      );
    },
  );

  app.get(
    '/consolidations/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Una consolidación con sus órdenes',
        params: idParamsSchema,
        response: { 200: dataOf(consolidationSchema), ...errors },
      },
    },
    async (request) => {
      const consolidation = await consolidationById(app.db.kysely, request.params.id);
      if (!consolidation) throw new AppError('NOT_FOUND', 'Consolidación no encontrada');
      return { data: consolidation };
    },
  );

  app.get(
    '/loading-docks',
    {
      config,
      schema: {
        tags,
        summary: 'Muelles con sus consolidaciones y órdenes asignadas',
        response: { 200: dataOf(z.array(loadingDockSchema)), ...commonErrors },
      },
    },
    async () => ({ data: await listDocks(app.deps) }),
  );

  app.post(
    '/loading-docks',
    {
      config,
      schema: {
        tags,
        summary: 'Crea un muelle (nombre único, capacidad en pallets, estado)',
        body: dockSchema,
        response: { 201: dataOf(loadingDockSchema), ...errors },
      },
    },
    async (request, reply) => createdReply(request, reply, await createDock(app.deps, request.body), 'dockId', 'andén creado'),
  );

  app.put(
    '/loading-docks/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Actualiza un muelle',
        params: idParamsSchema,
        body: dockSchema,
        response: { 200: dataOf(loadingDockSchema), ...errors },
      },
    },
    async (request) => ({ data: await updateDock(app.deps, request.params.id, request.body) }),
  );

  app.delete(
    '/loading-docks/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Elimina un muelle vacío',
        params: idParamsSchema,
        response: { 200: dataOf(z.object({ id: z.number(), name: z.string() })), ...errors },
      },
    },
    async (request) => ({ data: await deleteDock(app.deps, request.params.id) }),
  );

  app.post(
    '/loading-docks/:id/assign',
    {
      config,
      schema: {
        tags,
        summary:
          'Asigna una consolidación (consolidation_id) u órdenes (order_ids: una consolidación nueva, también de una sola orden), si caben',
        params: idParamsSchema,
        body: dockAssignmentSchema,
        response: { 200: dataOf(loadingDockSchema), ...errors },
      },
    },
    async (request) => ({ data: await assignToDock(app.deps, request.params.id, request.body, request.user.id) }),
  );

  app.delete(
    '/loading-docks/:id/orders/:orderId',
    {
      config,
      schema: {
        tags,
        summary: 'Quita una orden del muelle (vuelve a recolectada)',
        params: dockOrderParamsSchema,
        response: { 200: dataOf(loadingDockSchema), ...errors },
      },
    },
    async (request) => ({ data: await removeOrderFromDock(app.deps, request.params.id, request.params.orderId) }),
  );

  app.post(
    '/loading-docks/:id/start-loading',
    {
      config,
      schema: {
        tags,
        summary: 'Inicia la carga (solo disponible u ocupado)',
        params: idParamsSchema,
        response: { 200: dataOf(loadingDockSchema), ...errors },
      },
    },
    async (request) => ({ data: await startLoading(app.deps, request.params.id) }),
  );

  app.post(
    '/loading-docks/:id/complete-loading',
    {
      config,
      schema: {
        tags,
        summary: 'Completa la carga (solo cargando, con órdenes): crea el envío despachado con su manifiesto y libera el muelle',
        params: idParamsSchema,
        body: completeLoadingSchema,
        response: { 200: dataOf(completeLoadingResultSchema), ...errors },
      },
    },
    async (request) => {
      const result = await completeLoading(app.deps, request.params.id, request.body, request.user.id);
      request.log.info({ shipment: result.shipment.shipment_number, by: request.user.id }, 'carga completada');
      return { data: result };
    },
  );

  await app.register(shipmentsRoutes, { prefix: '/shipments' });
  await app.register(carriersRoutes, { prefix: '/carriers' });
};

export default despachosRoutes;
