import { warehouseOut, warehouseSchema, zoneOut } from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createdReply } from '../../lib/record-reply';
import { commonErrors, dataOf, idParamsSchema, recordErrors } from '../../lib/schemas';
import { facilityAdmin, facilityReaders, facilityTags as tags, registerRecordRoutes } from './facility-routes';
import { createWarehouse, deleteWarehouse, getWarehouse, listWarehouses, updateWarehouse } from './manage-warehouses';
import { listWarehouseZones } from './manage-zones';

const warehousesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.get(
    '/',
    {
      config: facilityReaders,
      schema: { tags, summary: 'Listar bodegas', response: { 200: dataOf(z.array(warehouseOut)), ...commonErrors } },
    },
    async () => ({ data: await listWarehouses(db) }),
  );

  app.post(
    '/',
    {
      config: facilityAdmin,
      schema: {
        tags,
        summary: 'Crear una bodega',
        body: warehouseSchema,
        response: { 201: dataOf(warehouseOut), ...recordErrors },
      },
    },
    async (request, reply) =>
      createdReply(request, reply, await createWarehouse(db, request.body), 'warehouseId', 'bodega creada'),
  );

  registerRecordRoutes(app, {
    noun: 'bodega',
    logKey: 'warehouseId',
    body: warehouseSchema,
    out: warehouseOut,
    deleteSummary: 'Eliminar una bodega sin zonas ni stock',
    get: (id) => getWarehouse(db, id),
    update: (id, input) => updateWarehouse(db, id, input),
    remove: (id) => deleteWarehouse(db, id),
  });

  app.get(
    '/:id/zones',
    {
      config: facilityReaders,
      schema: {
        tags,
        summary: 'Zonas de una bodega',
        params: idParamsSchema,
        response: { 200: dataOf(z.array(zoneOut)), ...recordErrors },
      },
    },
    async (request) => ({ data: await listWarehouseZones(db, request.params.id) }),
  );
};

export default warehousesRoutes;
