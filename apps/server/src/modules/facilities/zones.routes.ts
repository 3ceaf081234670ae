import {
  ADMIN,
  INVENTORY_READERS,
  optionalIdParam,
  zoneCapacityCheckSchema,
  zoneCapacityUpdateSchema,
  zoneSchema,
} from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, dataOf, errorBodySchema, idParamsSchema } from '../../lib/schemas';
import { capacityCheckOut, deleteOut, locationOut, zoneCapacityOut, zoneOut } from '@bodega/domain';
import { zonesService } from './zones.service';

const errors = { ...commonErrors, 404: errorBodySchema, 409: errorBodySchema };
const listQuery = z.object({
  warehouse_id: optionalIdParam('La bodega debe ser un número'),
});

/**
 * Roles: reads (list, one zone, its capacity, its locations) for INVENTORY_READERS, since the
 * inventory and receipt screens show zones and their capacity; writes admin-only. The capacity
 * check is asked by the receipt form, which only admins open (spec 1 §2.1), so it is admin-only.
 */
const zonesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = zonesService(app.db.kysely);
  const readers = { roles: INVENTORY_READERS };
  const admin = { roles: ADMIN };
  const tags = ['instalaciones'];

  app.get(
    '/',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Listar zonas (opcionalmente de una bodega)',
        querystring: listQuery,
        response: { 200: dataOf(z.array(zoneOut)), ...commonErrors },
      },
    },
    async (request) => ({ data: await service.list({ warehouse_id: request.query.warehouse_id }) }),
  );

  app.post(
    '/warehouse/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Crear una zona en la bodega indicada',
        params: idParamsSchema,
        body: zoneSchema,
        response: { 201: dataOf(zoneOut), ...errors },
      },
    },
    async (request, reply) => {
      const zone = await service.create(request.params.id, request.body);
      request.log.info({ zoneId: zone.id, by: request.user.id }, 'zona creada');
      return reply.status(201).send({ data: zone });
    },
  );

  app.get(
    '/:id',
    {
      config: readers,
      schema: { tags, summary: 'Ver una zona', params: idParamsSchema, response: { 200: dataOf(zoneOut), ...errors } },
    },
    async (request) => ({ data: await service.get(request.params.id) }),
  );

  app.put(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Actualizar una zona (el código no cambia)',
        params: idParamsSchema,
        body: zoneSchema,
        response: { 200: dataOf(zoneOut), ...errors },
      },
    },
    async (request) => {
      const zone = await service.update(request.params.id, request.body);
      request.log.info({ zoneId: zone.id, by: request.user.id }, 'zona actualizada');
      return { data: zone };
    },
  );

  app.delete(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Eliminar una zona sin ubicaciones ni stock',
        params: idParamsSchema,
        response: { 200: deleteOut, ...errors },
      },
    },
    async (request) => {
      const result = await service.remove(request.params.id);
      request.log.info({ zoneId: result.id, by: request.user.id, cleared: result.cleared_products }, 'zona eliminada');
      return { data: result };
    },
  );

  app.get(
    '/:id/capacity',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Capacidad y uso de la zona según su stock',
        params: idParamsSchema,
        response: { 200: dataOf(zoneCapacityOut), ...errors },
      },
    },
    async (request) => ({ data: await service.capacity(request.params.id) }),
  );

  app.put(
    '/:id/capacity',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Cambiar la capacidad de la zona',
        params: idParamsSchema,
        body: zoneCapacityUpdateSchema,
        response: { 200: dataOf(zoneCapacityOut), ...errors },
      },
    },
    async (request) => {
      const capacity = await service.setCapacity(request.params.id, request.body.capacity);
      request.log.info(
        { zoneId: request.params.id, capacity: capacity.capacity, by: request.user.id },
        'capacidad de zona actualizada',
      );
      return { data: capacity };
    },
  );

  app.post(
    '/:id/check-capacity',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Comprobar si una cantidad cabe en la zona',
        params: idParamsSchema,
        body: zoneCapacityCheckSchema,
        response: { 200: dataOf(capacityCheckOut), ...errors },
      },
    },
    async (request) => ({ data: await service.checkCapacity(request.params.id, request.body.quantity) }),
  );

  app.get(
    '/:id/locations',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Todas las ubicaciones de la zona, con su ocupación',
        params: idParamsSchema,
        response: { 200: dataOf(z.array(locationOut)), ...errors },
      },
    },
    async (request) => ({ data: await service.locations(request.params.id) }),
  );
};

export default zonesRoutes;
