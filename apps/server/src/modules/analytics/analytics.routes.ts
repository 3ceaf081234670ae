import {
  abcAnalysisSchema,
  abcResultSchema,
  ADMIN,
  ADMIN_VIEWER,
  analyticsExportQuerySchema,
  analyticsPageSchema,
  analyticsQuerySchema,
  costProductDetailSchema,
  costProductSchema,
  costProductsQuerySchema,
  costStatisticsQuerySchema,
  costStatisticsSchema,
  costUpdateSchema,
  demandPredictionSchema,
  demandQuerySchema,
  dinAnalysisSchema,
  kpisSchema,
  lowStockItemSchema,
  lowStockQuerySchema,
  rotationItemSchema,
  rotationListQuerySchema,
  unitPriceUpdateSchema,
} from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, dataOf, idParamsSchema, recordErrors as errors } from '../../lib/schemas';
import { analyticsExport, costExport } from './export-analytics';
import { calculateAbc, costProduct, costProducts, costStatistics, setUnitPrice, updateCosts } from './analyze-costs';
import { abcAnalysis, analyticsKpis, demandForecast, dinAnalysis, lowStockProducts, rotationRanking } from './analyze-stock';
import { pagedReply } from '../../lib/paged-reply';

const readers = { roles: ADMIN_VIEWER };
const admin = { roles: ADMIN };
const tags = ['analytics'];

/**
 * Costs and analytics, under /api/analytics. The dashboard's
 * reads are open to admin and viewer; prices, ABC recalculation and the cost screen are admin's.
 */
const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/kpis',
    {
      config: readers,
      schema: {
        tags,
        summary: 'KPIs del período contra el período anterior de igual largo (días de Santiago)',
        querystring: analyticsQuerySchema,
        response: { 200: dataOf(kpisSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await analyticsKpis(app.readDeps(request), request.query) }),
  );
  app.get(
    '/abc-analysis',
    {
      config: readers,
      schema: {
        tags,
        summary: 'ABC por valor anual (demanda anual × costo promedio, o precio): 80 / 95 %',
        querystring: analyticsQuerySchema,
        response: { 200: dataOf(abcAnalysisSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await abcAnalysis(app.readDeps(request), request.query) }),
  );
  app.get(
    '/din-analysis',
    {
      config: readers,
      schema: {
        tags,
        summary: 'DIN por dimensiones y peso (D estándar, I intermedio, N no estándar)',
        querystring: analyticsQuerySchema,
        response: { 200: dataOf(dinAnalysisSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await dinAnalysis(app.readDeps(request), request.query) }),
  );
  app.get(
    '/low-stock',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Productos con stock en o bajo el mínimo, con déficit y punto de reorden',
        querystring: lowStockQuerySchema,
        response: { 200: analyticsPageSchema(lowStockItemSchema), ...commonErrors },
      },
    },
    async (request) => pagedReply(await lowStockProducts(app.readDeps(request), request.query), request.query),
  );
  app.get(
    '/rotation-analysis',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Índice de rotación (salidas / stock promedio) en 30, 60 o 90 días; los 10 primeros',
        querystring: rotationListQuerySchema,
        response: { 200: dataOf(z.array(rotationItemSchema)), ...commonErrors },
      },
    },
    async (request) => ({ data: await rotationRanking(app.readDeps(request), request.query) }),
  );
  app.get(
    '/demand-predictions',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Predicción de demanda por producto y mes, con 30 días de historia como mínimo',
        querystring: demandQuerySchema,
        response: { 200: dataOf(demandPredictionSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await demandForecast(app.readDeps(request), request.query) }),
  );
  app.post(
    '/recalculate-predictions',
    {
      config: readers,
      schema: {
        tags,
        summary: "'Recalcular': la predicción de nuevo con los datos de ahora (no guarda nada)",
        querystring: demandQuerySchema,
        response: { 200: dataOf(demandPredictionSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await demandForecast(app.deps, request.query) }),
  );
  app.get(
    '/export',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Libro xlsx con hojas KPIs, Análisis ABC y Bajo Stock',
        querystring: analyticsExportQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await analyticsExport(app.readDeps(request), request.query);
      return reply
        .header('content-type', file.mime)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );

  // Cost management (admin).
  app.get(
    '/cost-statistics',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Resumen del período: productos con ventas, órdenes enviadas, ingresos totales',
        querystring: costStatisticsQuerySchema,
        response: { 200: dataOf(costStatisticsSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await costStatistics(app.readDeps(request), request.query.time_range) }),
  );
  app.get(
    '/products',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Tabla de costos y precios (15 por página)',
        querystring: costProductsQuerySchema,
        response: { 200: analyticsPageSchema(costProductSchema), ...commonErrors },
      },
    },
    async (request) => pagedReply(await costProducts(app.readDeps(request), request.query), request.query),
  );
  app.get(
    '/products/export',
    {
      config: admin,
      schema: { tags, summary: "costos_productos_{fecha}.xlsx, hoja 'Costos y Precios'", querystring: costProductsQuerySchema },
    },
    async (request, reply) => {
      const file = await costExport(app.readDeps(request), request.query);
      return reply
        .header('content-type', file.mime)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );
  app.get(
    '/products/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Costos, demanda e inventario de un producto',
        params: idParamsSchema,
        response: { 200: dataOf(costProductDetailSchema), ...errors },
      },
    },
    async (request) => ({ data: await costProduct(app.deps, request.params.id) }),
  );
  app.put(
    '/products/:id/unit-price',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Precio unitario (hasta 2 decimales)',
        params: idParamsSchema,
        body: unitPriceUpdateSchema,
        response: { 200: dataOf(costProductDetailSchema), ...errors },
      },
    },
    async (request) => {
      await setUnitPrice(app.deps, request.params.id, request.body.unit_price);
      return { data: await costProduct(app.deps, request.params.id) };
    },
  );
  app.put(
    '/products/:id/costs',
    {
      config: admin,
      schema: {
        tags,
        summary: "'Editar Costos': precio, tiempo de entrega, stock de seguridad y máximo (costo y demanda son calculados)",
        params: idParamsSchema,
        body: costUpdateSchema,
        response: { 200: dataOf(costProductDetailSchema), ...errors },
      },
    },
    async (request) => {
      await updateCosts(app.deps, request.params.id, request.body);
      return { data: await costProduct(app.deps, request.params.id) };
    },
  );
  app.post(
    '/calculate-abc-categories',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Calcula y guarda las categorías ABC; dice cuántos productos cambiaron',
        response: { 200: abcResultSchema, ...commonErrors },
      },
    },
    async () => calculateAbc(app.deps),
  );
};

export default analyticsRoutes;
