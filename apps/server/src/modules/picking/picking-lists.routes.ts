import {
  ADMIN,
  ADMIN_OPERATOR,
  assignmentSchema,
  barcodeScanSchema,
  pickingListDetailSchema,
  pickingListsPageSchema,
  pickingScanModeSchema,
  pickingScanResultSchema,
  pickItemSchema,
  pickResultSchema,
} from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changedReply } from '../../lib/record-reply';
import { commonErrors, dataOf, idParamsSchema, recordErrors as errors } from '../../lib/schemas';
import { pickingListQuerySchema } from './picking.schemas';
import { pickItem, scanPickingItem } from './pick-item';
import { assignPickingList, completePickingList, setPickingListScanMode, startPickingList } from './run-picking-list';
import { getPickingList, listPickingLists } from './read-picking-lists';
import { pagedReply } from '../../lib/paged-reply';

const tags = ['picking'];
const pickers = { roles: ADMIN_OPERATOR };

/** Picking lists and items: registered under /api/orders beside the orders module. */
const pickingListsRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { user: { id: number; role: string } }) => ({ id: request.user.id, role: request.user.role });

  app.get(
    '/picking-lists',
    {
      config: pickers,
      schema: {
        tags,
        summary: 'Listas de picking (un operario ve solo las asignadas a él, cualquiera sea el filtro)',
        querystring: pickingListQuerySchema,
        response: {
          200: pickingListsPageSchema,
          ...commonErrors,
        },
      },
    },
    async (request) => {
      return pagedReply(await listPickingLists(app.deps, request.query, actor(request)), request.query);
    },
  );

  app.get(
    '/picking-lists/:id',
    {
      config: pickers,
      schema: {
        tags,
        summary: 'Una lista de picking con sus items',
        params: idParamsSchema,
        response: { 200: dataOf(pickingListDetailSchema), ...errors },
      },
    },
    async (request) => ({ data: await getPickingList(app.deps, request.params.id, actor(request)) }),
  );

  app.post(
    '/picking-lists/:id/assign',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        summary: 'Asigna la lista a un operario',
        params: idParamsSchema,
        body: assignmentSchema,
        response: { 200: dataOf(pickingListDetailSchema), ...errors },
      },
    },
    async (request) => {
      const data = await assignPickingList(app.deps, request.params.id, request.body.user_id, actor(request));
      request.log.info({ listId: data.id, operator: request.body.user_id, by: request.user.id }, 'lista de picking asignada');
      return { data };
    },
  );

  app.put(
    '/picking-lists/:id/scan-mode',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        summary: 'Activa o desactiva el escaneo obligatorio de ubicación y producto de una lista abierta',
        description:
          'Para un sitio sin escáneres. La lista guarda cuándo y quién lo desactivó, y lo muestra aunque se vuelva a activar.',
        params: idParamsSchema,
        body: pickingScanModeSchema,
        response: { 200: dataOf(pickingListDetailSchema), ...errors },
      },
    },
    async (request) => {
      const data = await setPickingListScanMode(app.deps, request.params.id, request.body.scan_required, actor(request));
      request.log.info(
        { listId: data.id, scanRequired: request.body.scan_required, by: request.user.id },
        'modo de escaneo de la lista de picking',
      );
      return { data };
    },
  );

  app.post(
    '/picking-lists/:id/start',
    {
      config: pickers,
      schema: {
        tags,
        summary: 'Inicia una lista asignada (la orden pasa a Recolectando)',
        params: idParamsSchema,
        response: { 200: dataOf(pickingListDetailSchema), ...errors },
      },
    },
    async (request) => ({ data: await startPickingList(app.deps, request.params.id, actor(request)) }),
  );

  app.post(
    '/picking-lists/:id/complete',
    {
      config: pickers,
      schema: {
        tags,
        summary: 'Completa la lista cuando cada item está recolectado o con faltante (la orden pasa a Recolectado)',
        params: idParamsSchema,
        response: { 200: dataOf(pickingListDetailSchema), ...errors },
      },
    },
    async (request) =>
      changedReply(
        request,
        await completePickingList(app.deps, request.params.id, actor(request)),
        'listId',
        'lista de picking completada',
      ),
  );

  const pickRoute = {
    config: pickers,
    schema: {
      tags,
      summary: 'Recolecta un item: todas las unidades, o menos con motivo (faltante)',
      description:
        'Las unidades salen de su ubicación por el libro de stock con un evento PICKING, consumiendo la reserva del item una sola vez. ' +
        'Exige location_scan (código o código de barras de la ubicación) y product_scan (GTIN, GS1 o Digital Link, con el lote y la serie del item) ' +
        'salvo que un admin desactive el escaneo de la lista; falta un escaneo: 409 SCAN_REQUIRED; otra ubicación o producto: 400. ' +
        'En modo pieza a pieza exige cada unidad escaneada (409 SCAN_REQUIRED con requires_scan) y la ubicación. Un faltante libera el resto de la reserva y marca la orden como parcial.',
      params: idParamsSchema,
      body: pickItemSchema,
      response: { 200: dataOf(pickResultSchema), ...errors },
    },
  } as const;
  const pick = async (request: {
    params: { id: number };
    body: z.infer<typeof pickItemSchema>;
    user: { id: number; role: string };
  }) => ({
    data: await pickItem(app.deps, request.params.id, request.body, actor(request)),
  });
  app.post('/picking-items/:id/pick', pickRoute, pick);
  app.put('/picking-items/:id', pickRoute, pick);

  app.post(
    '/picking-items/:id/scan-barcode',
    {
      config: pickers,
      schema: {
        tags,
        summary:
          'Escanea una unidad del item (EAN/UPC, GS1 o Digital Link; el lote, serie o vencimiento deben ser los reservados)',
        params: idParamsSchema,
        body: barcodeScanSchema,
        response: { 200: dataOf(pickingScanResultSchema), ...errors },
      },
    },
    async (request) => ({ data: await scanPickingItem(app.deps, request.params.id, request.body.barcode, actor(request)) }),
  );
};

export default pickingListsRoutes;
