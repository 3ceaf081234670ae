import {
  capacityCheckOut,
  locationOut,
  optionalIdParam,
  zoneCapacityCheckSchema,
  zoneCapacityOut,
  zoneCapacityUpdateSchema,
  zoneOut,
  zoneSchema,
} from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createdReply } from '../../lib/record-reply';
import { commonErrors, dataOf, idParamsSchema, recordErrors as errors } from '../../lib/schemas';
import {
  facilityAdmin as admin,
  facilityReaders as readers,
  facilityTags as tags,
  registerRecordRoutes,
} from './facility-routes';
import {
  checkZoneCapacity,
  createZone,
  deleteZone,
  getZone,
  listZoneLocations,
  listZones,
  setZoneCapacity,
  updateZone,
  zoneCapacity,
} from './manage-zones';
const listQuery = z.object({
  warehouse_id: optionalIdParam('La bodega debe ser un número'),
});

/**
 * Roles (facility-routes.ts): reads for INVENTORY_READERS, writes admin-only. The capacity check is asked by the receipt form, which only admins open, so it is admin-only.
 */
const zonesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

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
    async (request) => ({ data: await listZones(db, { warehouse_id: request.query.warehouse_id }) }),
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
    async (request, reply) =>
      createdReply(request, reply, await createZone(db, request.params.id, request.body), 'zoneId', 'zona creada'),
  );

  registerRecordRoutes(app, {
    noun: 'zona',
    logKey: 'zoneId',
    body: zoneSchema,
    out: zoneOut,
    deleteSummary: 'Eliminar una zona sin ubicaciones ni stock',
    get: (id) => getZone(db, id),
    update: (id, input) => updateZone(db, id, input),
    remove: (id) => deleteZone(db, id),
  });

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
    async (request) => ({ data: await zoneCapacity(db, request.params.id) }),
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
      const capacity = await setZoneCapacity(db, request.params.id, request.body.capacity);
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
    async (request) => ({ data: await checkZoneCapacity(db, request.params.id, request.body.quantity) }),
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
    async (request) => ({ data: await listZoneLocations(db, request.params.id) }),
  );
};

export default zonesRoutes;
