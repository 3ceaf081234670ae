import { ADMIN, INVENTORY_READERS, warehouseSchema } from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, dataOf, errorBodySchema, idParamsSchema } from '../../lib/schemas';
import { deleteOut, warehouseOut, zoneOut } from '@bodega/domain';
import { warehousesService } from './warehouses.service';
import { zonesService } from './zones.service';

const errors = { ...commonErrors, 404: errorBodySchema, 409: errorBodySchema };

/**
 * Roles: reads are open to every role that sees inventory (INVENTORY_READERS), because the
 * inventory, receipt and product screens list warehouses and zones; writes are admin-only like
 * the /instalaciones screen (spec 1 §2.1, §6).
 */
const warehousesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = warehousesService(app.db.kysely);
  const zones = zonesService(app.db.kysely);
  const readers = { roles: INVENTORY_READERS };
  const admin = { roles: ADMIN };
  const tags = ['instalaciones'];

  app.get(
    '/',
    {
      config: readers,
      schema: { tags, summary: 'Listar bodegas', response: { 200: dataOf(z.array(warehouseOut)), ...commonErrors } },
    },
    async () => ({ data: await service.list() }),
  );

  app.post(
    '/',
    {
      config: admin,
      schema: { tags, summary: 'Crear una bodega', body: warehouseSchema, response: { 201: dataOf(warehouseOut), ...errors } },
    },
    async (request, reply) => {
      const warehouse = await service.create(request.body);
      request.log.info({ warehouseId: warehouse.id, by: request.user.id }, 'bodega creada');
      return reply.status(201).send({ data: warehouse });
    },
  );

  app.get(
    '/:id',
    {
      config: readers,
      schema: { tags, summary: 'Ver una bodega', params: idParamsSchema, response: { 200: dataOf(warehouseOut), ...errors } },
    },
    async (request) => ({ data: await service.get(request.params.id) }),
  );

  app.put(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Actualizar una bodega (el código no cambia)',
        params: idParamsSchema,
        body: warehouseSchema,
        response: { 200: dataOf(warehouseOut), ...errors },
      },
    },
    async (request) => {
      const warehouse = await service.update(request.params.id, request.body);
      request.log.info({ warehouseId: warehouse.id, by: request.user.id }, 'bodega actualizada');
      return { data: warehouse };
    },
  );

  app.delete(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Eliminar una bodega sin zonas ni stock',
        params: idParamsSchema,
        response: { 200: deleteOut, ...errors },
      },
    },
    async (request) => {
      const result = await service.remove(request.params.id);
      request.log.info({ warehouseId: result.id, by: request.user.id, cleared: result.cleared_products }, 'bodega eliminada');
      return { data: result };
    },
  );

  app.get(
    '/:id/zones',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Zonas de una bodega',
        params: idParamsSchema,
        response: { 200: dataOf(z.array(zoneOut)), ...errors },
      },
    },
    async (request) => ({ data: await zones.listByWarehouse(request.params.id) }),
  );
};

export default warehousesRoutes;
