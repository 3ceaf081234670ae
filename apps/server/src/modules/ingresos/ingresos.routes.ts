import {
  ADMIN,
  INGRESO_MESSAGES,
  ingresoCreateSchema,
  ingresoDetailSchema,
  ingresoSummarySchema,
  ingresoUpdateSchema,
  ingresosPageSchema,
  simplifiedReceptionResultSchema,
  simplifiedReceptionSchema,
} from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changedReply } from '../../lib/record-reply';
import { commonErrors, dataOf, idParamsSchema, recordErrors as errors } from '../../lib/schemas';
import { idempotencyHeadersSchema, ingresoListQuerySchema } from './ingresos.schemas';
import { pendingIngresos, listIngresos } from './ingreso-list.repository';
import {
  cancelIngreso,
  createPendingIngreso,
  getIngreso,
  processIngreso,
  receiveSimplifiedIngreso,
  removeIngreso,
  updateIngreso,
} from './manage-ingresos';
import { pagedReply } from '../../lib/paged-reply';

const admin = { roles: ADMIN };
const tags = ['ingresos'];

/**
 * Goods receipts: registered under /api/transactions. Creates accept an
 * Idempotency-Key header; a retry with the same key answers the first result (header
 * idempotent-replayed: true) instead of receiving twice.
 */
const ingresosRoutes: FastifyPluginAsyncZod = async (app) => {
  // The spec's general transactions paths: a transaction here is a receipt, so GET and POST
  // /transactions answer as /transactions/ingresos.
  for (const url of ['/ingresos', '/']) {
    app.get(
      url,
      {
        config: admin,
        schema: {
          tags,
          summary: 'Ingresos paginados con filtros de estado, fechas y búsqueda por referencia o proveedor',
          querystring: ingresoListQuerySchema,
          response: { 200: ingresosPageSchema, ...commonErrors },
        },
      },
      async (request) => {
        return pagedReply(await listIngresos(app.db.kysely, request.query), request.query);
      },
    );

    app.post(
      url,
      {
        config: admin,
        schema: {
          tags,
          summary: 'Crear un ingreso pendiente (modo tradicional: el almacenamiento se asigna a un operario)',
          headers: idempotencyHeadersSchema,
          body: ingresoCreateSchema,
          response: { 201: dataOf(ingresoDetailSchema), ...errors },
        },
      },
      async (request, reply) => {
        const result = await createPendingIngreso(app.deps, request.body, {
          user_id: request.user.id,
          idempotency_key: request.headers['idempotency-key'],
          // One key space for both paths, so a retry on the other path replays too.
          route: '/api/transactions/ingresos',
        });
        if (result.replayed) reply.header('idempotent-replayed', 'true');
        else request.log.info({ transactionId: result.body.id, by: request.user.id }, 'ingreso pendiente creado');
        return reply.status(result.status as 201).send({ data: result.body });
      },
    );
  }

  app.post(
    '/simplified-reception',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Ingreso simplificado: todas las líneas entran al inventario en una transacción (todo o nada)',
        headers: idempotencyHeadersSchema,
        body: simplifiedReceptionSchema,
        response: { 201: dataOf(simplifiedReceptionResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      const result = await receiveSimplifiedIngreso(app.deps, request.body, {
        user_id: request.user.id,
        idempotency_key: request.headers['idempotency-key'],
        route: request.routeOptions.url ?? '/simplified-reception',
      });
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      else
        request.log.info(
          { transactionId: result.body.transaction.id, lines: result.body.details.length, by: request.user.id },
          'ingreso simplificado registrado',
        );
      return reply.status(result.status as 201).send({ data: result.body });
    },
  );

  app.get(
    '/pending',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Ingresos pendientes (todos, del más antiguo al más reciente)',
        response: { 200: dataOf(z.array(ingresoSummarySchema)), ...commonErrors },
      },
    },
    async () => ({ data: await pendingIngresos(app.db.kysely) }),
  );

  app.get(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Detalle de un ingreso con sus productos',
        params: idParamsSchema,
        response: { 200: dataOf(ingresoDetailSchema), ...errors },
      },
    },
    async (request) => ({ data: await getIngreso(app.deps, request.params.id) }),
  );

  app.put(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Editar un ingreso pendiente (cambiar el estado a Completado lo procesa; a Cancelado lo cancela)',
        params: idParamsSchema,
        body: ingresoUpdateSchema,
        response: { 200: dataOf(ingresoDetailSchema), ...errors },
      },
    },
    async (request) => {
      const data = await updateIngreso(app.deps, request.params.id, request.body, request.user.id);
      request.log.info({ transactionId: data.id, status: data.status, by: request.user.id }, 'ingreso actualizado');
      return { data };
    },
  );

  app.delete(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: `Eliminar un ingreso pendiente (${INGRESO_MESSAGES.deleteConfirm})`,
        params: idParamsSchema,
        response: { 200: dataOf(z.object({ id: z.number() })), ...errors },
      },
    },
    async (request) => {
      await removeIngreso(app.deps, request.params.id);
      request.log.info({ transactionId: request.params.id, by: request.user.id }, 'ingreso eliminado');
      return { data: { id: request.params.id } };
    },
  );

  app.post(
    '/:id/process',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Procesar un ingreso pendiente: todas sus líneas entran al inventario',
        params: idParamsSchema,
        response: { 200: dataOf(ingresoDetailSchema), ...errors },
      },
    },
    async (request) =>
      changedReply(
        request,
        await processIngreso(app.deps, request.params.id, request.user.id),
        'transactionId',
        'ingreso procesado',
      ),
  );

  app.post(
    '/:id/cancel',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Cancelar un ingreso pendiente (cancela también su lista de almacenamiento abierta)',
        params: idParamsSchema,
        response: { 200: dataOf(ingresoDetailSchema), ...errors },
      },
    },
    async (request) =>
      changedReply(request, await cancelIngreso(app.deps, request.params.id), 'transactionId', 'ingreso cancelado'),
  );
};

export default ingresosRoutes;
