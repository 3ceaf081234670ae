import {
  ADMIN,
  ADMIN_OPERATOR,
  PICKING_STRATEGY_OPTIONS,
  productStrategySchema,
  ROUTE_STRATEGY_OPTIONS,
  simulateRouteSchema,
  TASK_PRIORITY_OPTIONS,
} from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonErrors, dataOf, errorBodySchema, idParamsSchema } from '../../lib/schemas';
import { prioritiesSchema, productStrategyResultSchema, simulationSchema, strategiesSchema } from './route.schemas';
import { routeService } from './route.service';

const errors = { ...commonErrors, 404: errorBodySchema, 409: errorBodySchema };
const tags = ['intelligent-picking'];

/** Intelligent picking (spec 3 §7): registered under /api/intelligent-picking. */
const intelligentPickingRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = routeService(app);

  app.get(
    '/strategies',
    {
      config: { roles: ADMIN_OPERATOR },
      schema: { tags, summary: 'Estrategias de picking (fifo, lifo, fefo, manual) y de ruta', response: { 200: dataOf(strategiesSchema), ...commonErrors } },
    },
    async () => ({ data: { strategies: [...PICKING_STRATEGY_OPTIONS], route_strategies: ROUTE_STRATEGY_OPTIONS } }),
  );

  app.get(
    '/priorities',
    {
      config: { roles: ADMIN_OPERATOR },
      schema: { tags, summary: 'Prioridades de tareas (1 Baja … 5 Crítica)', response: { 200: dataOf(prioritiesSchema), ...commonErrors } },
    },
    async () => ({ data: { priorities: [...TASK_PRIORITY_OPTIONS] } }),
  );

  app.post(
    '/simulate',
    {
      config: { roles: ADMIN_OPERATOR },
      schema: {
        tags,
        summary: 'Simula la ruta y el tiempo de un conjunto de ubicaciones o productos, sin escribir nada',
        description:
          'Con `items` toma el stock disponible (no reservado, no vencido) en el orden de la estrategia de picking (la pedida, la del producto o FEFO) en una bodega ' +
          '(la indicada, la de las ubicaciones o la que cubre más unidades). Responde la ruta con distancias y tiempos por tramo, el mismo recorrido en orden de código y los faltantes.',
        body: simulateRouteSchema,
        response: { 200: dataOf(simulationSchema), ...errors },
      },
    },
    async (request) => ({ data: await routes.simulate(request.body) }),
  );

  app.put(
    '/product/:id/strategy',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        summary: 'Fija la estrategia de picking por defecto de un producto',
        description: 'FEFO exige fechas de vencimiento en el stock disponible; FIFO y LIFO, lotes; manual, algún criterio (spec 3 §5).',
        params: idParamsSchema,
        body: productStrategySchema,
        response: { 200: dataOf(productStrategyResultSchema), ...errors },
      },
    },
    async (request) => {
      const result = await routes.setProductStrategy(request.params.id, request.body);
      request.log.info({ productId: result.id, strategy: result.picking_strategy, by: request.user.id }, 'estrategia de picking del producto');
      return { data: result };
    },
  );
};

export default intelligentPickingRoutes;
