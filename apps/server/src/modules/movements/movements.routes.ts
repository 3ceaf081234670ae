import {
  ADMIN,
  consolidationCandidateOut,
  idParam,
  locationConsolidationSchema,
  movementOut,
  movementSchema,
  pagedOf,
  productLocationOut,
} from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changedReply, createdReply } from '../../lib/record-reply';
import { commonErrors, dataOf, idParamsSchema, recordErrors as errors } from '../../lib/schemas';
import { streamMovementsExport } from './export-movements';
import { executeMovement } from './execute-movement';
import { consolidationQuerySchema, movementFiltersSchema, movementListQuerySchema } from './movements.schemas';
import {
  consolidateProduct,
  createMovement,
  deleteMovement,
  getMovement,
  listConsolidationCandidates,
  listMovements,
  productLocations,
  updateMovement,
} from './manage-movements';
import { pagedReply } from '../../lib/paged-reply';

const admin = { roles: ADMIN };
const tags = ['movimientos-internos'];

/** Internal movements: registered under /api/transactions/movimientos-internos. */
const movementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.get(
    '/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Movimientos internos paginados (15 por página) con filtros de estado, tipo, fecha y búsqueda',
        querystring: movementListQuerySchema,
        response: { 200: pagedOf(movementOut), ...commonErrors },
      },
    },
    async (request) => pagedReply(await listMovements(db, request.query), request.query),
  );

  app.get(
    '/export',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Exporta a Excel (movimientos_internos_{fecha}.xlsx) los movimientos que cumplen los filtros',
        querystring: movementFiltersSchema,
      },
    },
    async (request, reply) => streamMovementsExport(app.deps, request.query, reply),
  );

  app.get(
    '/consolidation-candidates',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Productos guardados en más de una ubicación, con la cantidad de cada una (diálogo Consolidar Ubicaciones)',
        querystring: consolidationQuerySchema,
        response: {
          200: pagedOf(consolidationCandidateOut),
          ...commonErrors,
        },
      },
    },
    async (request) => pagedReply(await listConsolidationCandidates(db, request.query), request.query),
  );

  app.get(
    '/product-locations',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Ubicaciones donde está un producto, con su cantidad disponible (origen del formulario y su máximo)',
        querystring: z.object({ product_id: idParam('El producto es requerido') }),
        response: {
          200: dataOf(z.array(productLocationOut)),
          ...errors,
        },
      },
    },
    async (request) => ({ data: await productLocations(db, request.query.product_id) }),
  );

  app.post(
    '/consolidate',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Crea el movimiento pendiente que consolida un producto en una ubicación de destino',
        body: locationConsolidationSchema,
        response: { 201: dataOf(movementOut), ...errors },
      },
    },
    async (request, reply) =>
      createdReply(
        request,
        reply,
        await consolidateProduct(db, request.body, request.user.id),
        'movementId',
        'consolidación de producto creada',
      ),
  );

  app.get(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Detalle de un movimiento con producto y ubicaciones de origen y destino',
        params: idParamsSchema,
        response: { 200: dataOf(movementOut), ...errors },
      },
    },
    async (request) => ({ data: await getMovement(db, request.params.id) }),
  );

  app.post(
    '/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Crea un movimiento interno Pendiente; cada origen debe tener la cantidad pedida',
        body: movementSchema,
        response: { 201: dataOf(movementOut), ...errors },
      },
    },
    async (request, reply) =>
      createdReply(
        request,
        reply,
        await createMovement(db, request.body, request.user.id),
        'movementId',
        'movimiento interno creado',
      ),
  );

  app.put(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Edita un movimiento (solo Pendiente)',
        params: idParamsSchema,
        body: movementSchema,
        response: { 200: dataOf(movementOut), ...errors },
      },
    },
    async (request) => ({ data: await updateMovement(db, request.params.id, request.body) }),
  );

  app.delete(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Elimina un movimiento (solo Pendiente)',
        params: idParamsSchema,
        response: { 200: dataOf(z.object({ id: z.number() })), ...errors },
      },
    },
    async (request) => {
      await deleteMovement(db, request.params.id);
      request.log.info({ movementId: request.params.id, by: request.user.id }, 'movimiento interno eliminado');
      return { data: { id: request.params.id } };
    },
  );

  app.post(
    '/:id/execute',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Ejecuta un movimiento Pendiente: transfiere cada línea con eventos TRANSFER, todo o nada',
        params: idParamsSchema,
        response: { 200: dataOf(movementOut), ...errors },
      },
    },
    async (request) =>
      changedReply(
        request,
        await executeMovement(app.deps, request.params.id, request.user.id),
        'movementId',
        'movimiento interno ejecutado',
      ),
  );
};

export default movementsRoutes;
