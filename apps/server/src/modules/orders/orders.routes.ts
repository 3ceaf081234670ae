import {
  ADMIN,
  ADMIN_VIEWER,
  allocationResultSchema,
  debugAllocationSchema,
  granularCriteriaResponseSchema,
  orderAllocateSchema,
  orderDetailSchema,
  orderRemovedSchema,
  orderCreateSchema,
  orderSchema,
  orderShipSchema,
  orderStatsSchema,
  ordersPageSchema,
  pickingListResponseSchema,
  productInventorySchema,
  productLocationsSchema,
  releaseResultSchema,
  repairResultSchema,
} from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createdReply } from '../../lib/record-reply';
import { commonErrors, dataOf, idParamsSchema, recordErrors as errors } from '../../lib/schemas';
import customersRoutes from './customers.routes';
import { debugAllocation } from './debug-allocation';
import { allocateOrderStock, releaseOrderStock } from './allocate-order';
import { createPickingList } from './create-order-picking-list';
import { orderProductInventory, orderProductLocations } from './read-order-products';
import { getOrder, listOrders, orderGranularCriteria, orderStats } from './read-orders';
import { cancelOrder, repairOrderState, shipOrder } from './change-order-state';
import { createOrder, editOrder, removeOrder } from './write-orders';
import { orderListQuerySchema, searchQuerySchema } from './orders.schemas';
import { pagedReply } from '../../lib/paged-reply';

const read = { roles: ADMIN_VIEWER };
const write = { roles: ADMIN };
const tags = ['orders'];

/** Sales orders: registered under /api/orders. */
const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(customersRoutes, { prefix: '/customers' });

  app.get(
    '/',
    {
      config: read,
      schema: {
        tags,
        summary: 'Órdenes de venta paginadas (filtros status —uno o varios separados por coma—, customer_id, date_from, date_to)',
        querystring: orderListQuerySchema,
        response: { 200: ordersPageSchema, ...commonErrors },
      },
    },
    async (request) => {
      const { data, total } = await listOrders(app.deps, request.query);
      return pagedReply({ rows: data, total }, request.query);
    },
  );

  app.get(
    '/dashboard/stats',
    {
      config: read,
      schema: {
        tags,
        summary: 'Órdenes hoy (día de Santiago), pendientes de asignación, listas para picking y cumplimiento a 30 días',
        response: { 200: dataOf(orderStatsSchema), ...commonErrors },
      },
    },
    async () => ({ data: await orderStats(app.deps) }),
  );

  app.get(
    '/products/inventory',
    {
      config: read,
      schema: {
        tags,
        summary: 'Productos para una línea de orden con su disponible (sin reservado, retenido ni vencido)',
        querystring: searchQuerySchema,
        response: { 200: dataOf(z.array(productInventorySchema)), ...commonErrors },
      },
    },
    async (request) => ({ data: await orderProductInventory(app.deps, request.query.q, request.query.limit) }),
  );

  app.get(
    '/products/:id/locations',
    {
      config: read,
      schema: {
        tags,
        summary: 'Ubicaciones de un producto con lote, serie, vencimiento, reservado, retenido y disponible',
        params: idParamsSchema,
        response: {
          200: dataOf(productLocationsSchema),
          ...errors,
        },
      },
    },
    async (request) => ({ data: await orderProductLocations(app.deps, request.params.id) }),
  );

  app.get(
    '/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'Una orden con sus líneas, cantidades asignadas y reservas',
        params: idParamsSchema,
        response: { 200: dataOf(orderDetailSchema), ...errors },
      },
    },
    async (request) => ({ data: await getOrder(app.deps, request.params.id) }),
  );

  app.post(
    '/',
    {
      config: write,
      schema: {
        tags,
        summary: 'Crea una orden pendiente; el número sale de una secuencia y los totales (IVA 19 %) se calculan en el servidor',
        body: orderCreateSchema,
        response: { 201: dataOf(orderDetailSchema), ...errors },
      },
    },
    async (request, reply) =>
      createdReply(
        request,
        reply,
        await createOrder(app.deps, { kind: 'venta', ...request.body }, request.user.id),
        'orderId',
        'orden creada',
      ),
  );

  app.put(
    '/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Edita una orden pendiente (libera sus reservas parciales)',
        params: idParamsSchema,
        body: orderSchema,
        response: { 200: dataOf(orderDetailSchema), ...errors },
      },
    },
    async (request) => ({ data: await editOrder(app.deps, request.params.id, { kind: 'venta', ...request.body }) }),
  );

  app.delete(
    '/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Elimina una orden que nunca tuvo reservas ni picking (si no, 409: se anula)',
        params: idParamsSchema,
        response: { 200: dataOf(orderRemovedSchema), ...errors },
      },
    },
    async (request) => ({ data: await removeOrder(app.deps, request.params.id) }),
  );

  app.post(
    '/:id/cancel',
    {
      config: write,
      schema: {
        tags,
        summary: 'Anula una orden pendiente o asignada y libera sus reservas',
        params: idParamsSchema,
        response: { 200: dataOf(orderDetailSchema), ...errors },
      },
    },
    async (request) => ({ data: await cancelOrder(app.deps, request.params.id) }),
  );

  app.get(
    '/:id/granular-criteria',
    {
      config: read,
      schema: {
        tags,
        summary: 'Configuración de estrategia y criterios por línea de la orden',
        params: idParamsSchema,
        response: { 200: dataOf(granularCriteriaResponseSchema), ...errors },
      },
    },
    async (request) => ({ data: await orderGranularCriteria(app.deps, request.params.id) }),
  );

  app.post(
    '/:id/allocate',
    {
      config: write,
      schema: {
        tags,
        summary: 'Reserva inventario por línea según su estrategia (fifo, lifo, fefo, manual); nunca stock vencido ni retenido',
        description:
          'La asignación parcial se conserva y se informa por línea (allocation_results); una orden cubierta pasa a assigned, una parcial sigue pending.',
        params: idParamsSchema,
        body: orderAllocateSchema.nullish(),
        response: { 200: dataOf(allocationResultSchema), ...errors },
      },
    },
    async (request) => ({ data: await allocateOrderStock(app.deps, request.params.id, request.body ?? {}, request.user.id) }),
  );

  app.post(
    '/:id/release',
    {
      config: write,
      schema: {
        tags,
        summary: 'Libera todas las reservas de la orden (vuelve a pending)',
        params: idParamsSchema,
        response: {
          200: dataOf(releaseResultSchema),
          ...errors,
        },
      },
    },
    async (request) => ({ data: await releaseOrderStock(app.deps, request.params.id) }),
  );

  app.get(
    '/:id/debug-allocation',
    {
      config: read,
      schema: {
        tags,
        summary: 'Diagnóstico de asignación: por línea solicitado, asignado, reservas y stock disponible en orden de estrategia',
        params: idParamsSchema,
        response: { 200: dataOf(debugAllocationSchema), ...errors },
      },
    },
    async (request) => ({ data: await debugAllocation(app.deps, request.params.id) }),
  );

  // lists repair-state as a GET; it writes only to bring the status in line with the
  // order's own lines, reservations and lists, so a viewer may not call it.
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/:id/repair-state',
      config: write,
      schema: {
        tags,
        summary: 'Recalcula el estado desde líneas, reservas y listas; lo repara y dice qué cambió',
        params: idParamsSchema,
        response: { 200: dataOf(repairResultSchema), ...errors },
      },
      handler: async (request) => ({ data: await repairOrderState(app.deps, request.params.id) }),
    });
  }

  app.post(
    '/:id/picking-list',
    {
      config: write,
      schema: {
        tags,
        summary: 'Crea la lista de picking de una orden asignada: un ítem por reserva',
        params: idParamsSchema,
        response: { 201: dataOf(pickingListResponseSchema), ...errors },
      },
    },
    async (request, reply) =>
      createdReply(
        request,
        reply,
        await createPickingList(app.deps, request.params.id, request.user.id),
        'pickingListId',
        'lista de picking creada',
      ),
  );

  app.post(
    '/:id/ship',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Envía una orden recolectada: transportista, servicio y seguimiento (TRK + marca de tiempo si falta). El stock ya salió al recolectar.',
        params: idParamsSchema,
        body: orderShipSchema.nullish(),
        response: { 200: dataOf(orderDetailSchema), ...errors },
      },
    },
    async (request) => ({
      data: await shipOrder(app.deps, request.params.id, request.body ?? { carrier: 'standard', service_type: 'standard' }),
    }),
  );
};

export default ordersRoutes;
