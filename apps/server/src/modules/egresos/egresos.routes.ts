import {
  ADMIN,
  egresoAnnulResultSchema,
  egresoDetailSchema,
  egresoScanResultSchema,
  egresoStatsSchema,
  egresosPageSchema,
  lotComplianceSchema,
  productLotsSchema,
} from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changedReply, createdReply } from '../../lib/record-reply';
import { commonErrors, dataOf, idParamsSchema, recordErrors as errors } from '../../lib/schemas';
import { streamEgresosExport } from './export-egresos';
import {
  egresoCreateBodySchema,
  egresoExportQuerySchema,
  egresoFiltersSchema,
  egresoListQuerySchema,
  egresoScanBodySchema,
  lotCheckQuerySchema,
  strategyQuerySchema,
} from './egresos.schemas';
import { annulEgreso } from './annul-egreso';
import { egresoStats } from './egreso-stats.repository';
import { listOrders } from './egreso-list.repository';
import { checkLot, productLots } from './egreso-lots';
import { getEgreso } from './get-egreso';
import { issueEgreso } from './issue-egreso';
import { scanEgreso } from './scan-egreso';
import { pagedReply } from '../../lib/paged-reply';

const admin = { roles: ADMIN };
const tags = ['egresos'];

const listOptions = {
  config: admin,
  schema: {
    tags,
    summary: 'Órdenes de egreso paginadas (las anuladas solo con include_cancelled=true)',
    querystring: egresoListQuerySchema,
    response: { 200: egresosPageSchema, ...commonErrors },
  },
};

const createOptions = {
  config: admin,
  schema: {
    tags,
    summary: 'Crea y emite una orden de egreso: descuenta los lotes con eventos DISPATCH en una transacción',
    description:
      'Una línea que nombra lote, serie, vencimiento o ubicación toma esas filas; una línea sin lote se asigna en el orden de la estrategia (libre usa FEFO). ' +
      'El servidor recalcula el cumplimiento de la estrategia con el inventario real y guarda su veredicto. Un faltante responde 409 INSUFFICIENT_STOCK y no se escribe nada.',
    body: egresoCreateBodySchema,
    response: { 201: dataOf(egresoDetailSchema), ...errors },
  },
};

/** Goods issues: registered under /api/egresos. */
const egresosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/egress-orders', listOptions, async (request) =>
    pagedReply(await listOrders(app.db.kysely, request.query), request.query),
  );

  app.get(
    '/egress-orders/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: "Una orden de egreso con sus líneas y todos los campos GS1 del 'Reporte de Salida'",
        params: idParamsSchema,
        response: { 200: dataOf(egresoDetailSchema), ...errors },
      },
    },
    async (request) => ({ data: await getEgreso(app.db.kysely, request.params.id) }),
  );

  app.post('/egress-orders', createOptions, async (request, reply) =>
    createdReply(
      request,
      reply,
      await issueEgreso(app.deps, request.body, request.user),
      'egressOrderId',
      'orden de egreso creada',
    ),
  );

  app.delete(
    '/egress-orders/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Anula una orden de egreso: devuelve cada unidad a su ubicación y lote con eventos RETURN',
        params: idParamsSchema,
        response: {
          200: dataOf(egresoAnnulResultSchema),
          ...errors,
        },
      },
    },
    async (request) =>
      changedReply(
        request,
        await annulEgreso(app.deps, request.params.id, request.user.id),
        'egressOrderId',
        'orden de egreso anulada',
      ),
  );

  app.get(
    '/lot-check',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Verifica si un lote o vencimiento cumple la estrategia (FIFO/LIFO/FEFO) con el inventario real y sugiere el correcto',
        querystring: lotCheckQuerySchema,
        response: { 200: dataOf(lotComplianceSchema), ...errors },
      },
    },
    async (request) => ({ data: await checkLot(app.db.kysely, request.query) }),
  );

  app.get(
    '/products/:id/lots',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Lotes disponibles de un producto con ingreso, vencimiento y cantidad, en el orden de la estrategia',
        params: idParamsSchema,
        querystring: strategyQuerySchema,
        response: { 200: dataOf(productLotsSchema), ...errors },
      },
    },
    async (request) => ({ data: await productLots(app.db.kysely, request.params.id, request.query.strategy) }),
  );

  app.post(
    '/scan',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Interpreta un código escaneado en Nueva Salida: clasificación, producto, línea prellenada y cumplimiento',
        body: egresoScanBodySchema,
        response: { 200: dataOf(egresoScanResultSchema), ...errors },
      },
    },
    async (request) => ({ data: await scanEgreso(app.db.kysely, { ...request.body, user_id: request.user.id }) }),
  );
};

/**
 * GET and POST /api/transactions/egresos (the goods issues as /api/egresos/egress-orders answers
 * them), its /export and /stats. These static paths win over /api/transactions/:id.
 */
export const egresosTransactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', listOptions, async (request) => pagedReply(await listOrders(app.db.kysely, request.query), request.query));

  app.post('/', createOptions, async (request, reply) =>
    createdReply(
      request,
      reply,
      await issueEgreso(app.deps, request.body, request.user),
      'egressOrderId',
      'orden de egreso creada',
    ),
  );

  app.get(
    '/export',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Exporta a Excel o CSV cada línea de las órdenes de egreso que cumplen los filtros',
        querystring: egresoExportQuerySchema,
      },
    },
    async (request, reply) => streamEgresosExport(app.deps, request.query, reply),
  );

  app.get(
    '/stats',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Totales de egresos: órdenes, unidades, por área, por estrategia y líneas fuera de estrategia',
        querystring: egresoFiltersSchema.omit({ include_cancelled: true }),
        response: { 200: dataOf(egresoStatsSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await egresoStats(app.db.kysely, { ...request.query, include_cancelled: false }) }),
  );
};

export default egresosRoutes;
