import {
  ADMIN,
  ADMIN_OPERATOR,
  optimizeRouteSchema,
  pickingStatsSchema,
  pickingTaskResponseSchema,
  pickingTaskSchema,
  pickingTasksPageSchema,
  PICKING_STRATEGY_OPTIONS,
  prioritiesSchema,
  productStrategyResultSchema,
  productStrategySchema,
  ROUTE_STRATEGY_OPTIONS,
  routeSuggestionSchema,
  simulateRouteSchema,
  simulationSchema,
  strategiesSchema,
  TASK_PRIORITY_OPTIONS,
} from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonErrors, dataOf, idParamsSchema, recordErrors as errors } from '../../lib/schemas';
import { currentListRoute, optimizeListRoute } from './route-picking-list';
import { taskListQuerySchema } from './picking.schemas';
import { completePickingTask, createPickingTask, startPickingTask, updatePickingTask } from './run-picking-task';
import { getPickingTask, listPickingTasks } from './read-picking-tasks';
import { pickingStats } from './read-picking-stats';
import { setProductPickingStrategy, simulateRoute } from './plan-route';
import { createdReply } from '../../lib/record-reply';

const tags = ['intelligent-picking'];

/** Intelligent picking: registered under /api/intelligent-picking. */
const intelligentPickingRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { user: { id: number; role: string } }) => ({ id: request.user.id, role: request.user.role });

  app.get(
    '/stats',
    {
      config: { roles: ADMIN_OPERATOR },
      schema: {
        tags,
        summary: 'Tarjetas de Picking Inteligente calculadas de los datos (null cuando no hay datos)',
        response: { 200: dataOf(pickingStatsSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await pickingStats(app.deps, actor(request)) }),
  );

  app.get(
    '/tasks',
    {
      config: { roles: ADMIN_OPERATOR },
      schema: {
        tags,
        summary: 'Tareas de picking (órdenes vistas desde el picking), filtradas por estado, estrategia y fechas',
        description: 'Un operario ve solo las tareas cuya lista de picking está asignada a él.',
        querystring: taskListQuerySchema,
        response: {
          200: pickingTasksPageSchema,
          ...commonErrors,
        },
      },
    },
    async (request) => {
      const { tasks: rows, total } = await listPickingTasks(app.deps, request.query, actor(request));
      return { data: { tasks: rows }, pagination: { page: request.query.page, per_page: request.query.per_page, total } };
    },
  );

  app.get(
    '/tasks/:id',
    {
      config: { roles: ADMIN_OPERATOR },
      schema: {
        tags,
        summary: 'Una tarea con sus líneas y su ruta',
        params: idParamsSchema,
        response: { 200: dataOf(pickingTaskResponseSchema), ...errors },
      },
    },
    async (request) => ({ data: await getPickingTask(app.deps, request.params.id, actor(request)) }),
  );

  app.post(
    '/tasks',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        summary: "Crea una tarea de picking ('Nueva Tarea'): una orden interna pendiente, sin cliente ni precios",
        description:
          'Las líneas siguen la estrategia de la tarea (o la suya por línea) o un criterio manual por índice de línea (granular_criteria). Se asigna inventario con POST /api/orders/{id}/allocate.',
        body: pickingTaskSchema,
        response: { 201: dataOf(pickingTaskResponseSchema), ...errors },
      },
    },
    async (request, reply) =>
      createdReply(
        request,
        reply,
        await createPickingTask(app.deps, request.body, actor(request)),
        'pickingTaskId',
        'tarea de picking creada',
      ),
  );

  app.put(
    '/tasks/:id',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        summary: "Edita una tarea de picking ('Editar Tarea'): solo pendiente; si no, 409",
        description:
          'Una orden de venta se edita en /api/orders/{id} (409 aquí). Una tarea con reservas parciales las devuelve; se asigna de nuevo.',
        params: idParamsSchema,
        body: pickingTaskSchema,
        response: { 200: dataOf(pickingTaskResponseSchema), ...errors },
      },
    },
    async (request) => ({ data: await updatePickingTask(app.deps, request.params.id, request.body, actor(request)) }),
  );

  app.post(
    '/tasks/:id/start',
    {
      config: { roles: ADMIN_OPERATOR },
      schema: {
        tags,
        summary: 'Inicia una tarea asignada: crea su lista de picking si falta y la pone en progreso',
        params: idParamsSchema,
        response: { 200: dataOf(pickingTaskResponseSchema), ...errors },
      },
    },
    async (request) => ({ data: await startPickingTask(app.deps, request.params.id, actor(request)) }),
  );

  app.post(
    '/tasks/:id/complete',
    {
      config: { roles: ADMIN_OPERATOR },
      schema: {
        tags,
        summary: 'Completa la lista de picking de la tarea',
        params: idParamsSchema,
        response: { 200: dataOf(pickingTaskResponseSchema), ...errors },
      },
    },
    async (request) => ({ data: await completePickingTask(app.deps, request.params.id, actor(request)) }),
  );

  app.post(
    '/optimize-route/:id',
    {
      config: { roles: ADMIN_OPERATOR },
      schema: {
        tags,
        summary: 'Optimiza la ruta de una lista de picking y re-secuencia sus items',
        description:
          'Estrategia por defecto zone_weight_optimized. La respuesta trae cada parada con distancia y minutos desde la anterior, y el mismo recorrido en orden de código.',
        params: idParamsSchema,
        body: optimizeRouteSchema.optional(),
        response: { 200: dataOf(routeSuggestionSchema), ...errors },
      },
    },
    async (request) => ({
      data: await optimizeListRoute(
        app.deps,
        request.params.id,
        request.body?.strategy ?? 'zone_weight_optimized',
        actor(request),
      ),
    }),
  );

  app.get(
    '/route-suggestions/:id',
    {
      config: { roles: ADMIN_OPERATOR },
      schema: {
        tags,
        summary: 'La ruta actual de una lista de picking (en la secuencia de sus items), con distancias y tiempos',
        params: idParamsSchema,
        response: { 200: dataOf(routeSuggestionSchema), ...errors },
      },
    },
    async (request) => ({ data: await currentListRoute(app.deps, request.params.id, actor(request)) }),
  );

  app.get(
    '/strategies',
    {
      config: { roles: ADMIN_OPERATOR },
      schema: {
        tags,
        summary: 'Estrategias de picking (fifo, lifo, fefo, manual) y de ruta',
        response: { 200: dataOf(strategiesSchema), ...commonErrors },
      },
    },
    async () => ({ data: { strategies: [...PICKING_STRATEGY_OPTIONS], route_strategies: ROUTE_STRATEGY_OPTIONS } }),
  );

  app.get(
    '/priorities',
    {
      config: { roles: ADMIN_OPERATOR },
      schema: {
        tags,
        summary: 'Prioridades de tareas (1 Baja … 5 Crítica)',
        response: { 200: dataOf(prioritiesSchema), ...commonErrors },
      },
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
    async (request) => ({ data: await simulateRoute(app.deps, request.body) }),
  );

  app.put(
    '/product/:id/strategy',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        summary: 'Fija la estrategia de picking por defecto de un producto',
        description: 'FEFO exige fechas de vencimiento en el stock disponible; FIFO y LIFO, lotes; manual, algún criterio.',
        params: idParamsSchema,
        body: productStrategySchema,
        response: { 200: dataOf(productStrategyResultSchema), ...errors },
      },
    },
    async (request) => {
      const result = await setProductPickingStrategy(app.deps, request.params.id, request.body);
      request.log.info(
        { productId: result.id, strategy: result.picking_strategy, by: request.user.id },
        'estrategia de picking del producto',
      );
      return { data: result };
    },
  );
};

export default intelligentPickingRoutes;
