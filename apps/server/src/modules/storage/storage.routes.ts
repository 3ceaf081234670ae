import {
  ADMIN,
  ADMIN_OPERATOR,
  assignmentSchema,
  barcodeScanSchema,
  idField,
  pieceScanResultSchema,
  storageDashboardSchema,
  storageItemSchema,
  storageListCreateSchema,
  storageListDetailSchema,
  storageListsPageSchema,
  storageSummarySchema,
} from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { generateListBarcodes } from './generate-storage-barcodes';
import { commonErrors, dataOf, idParamsSchema, recordErrors as errors } from '../../lib/schemas';
import { itemParamsSchema, storageListQuerySchema } from './storage.schemas';
import { scanLocation, scanProduct } from './scan-put-away';
import { assignList, cancelList, completeList, createList, getList, listLists, startList } from './run-storage-list';
import { listResult, storageDashboard } from './read-storage-results';
import { pagedReply } from '../../lib/paged-reply';
import { createdReply } from '../../lib/record-reply';

const admin = { roles: ADMIN };
const execution = { roles: ADMIN_OPERATOR };
const tags = ['almacenamiento'];

/**
 * Storage (put-away) lists and their execution: registered
 * under /api/intelligent-storage. Supervisors (admin) create and assign; operators see and work
 * only the lists assigned to them — any other list is 404 to them.
 */
const storageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/storage-lists',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Crear la lista de almacenamiento de un ingreso pendiente, con ubicación sugerida por estrategia',
        body: storageListCreateSchema,
        response: { 201: dataOf(storageListDetailSchema), ...errors },
      },
    },
    async (request, reply) => {
      const data = await createList(app.deps, request.body, request.user);
      return createdReply(
        request,
        reply,
        data,
        { storageListId: data.id, transactionId: data.transaction_id, strategy: data.storage_strategy },
        'lista de almacenamiento creada',
      );
    },
  );

  app.get(
    '/storage-lists',
    {
      config: execution,
      schema: {
        tags,
        summary: 'Listas de almacenamiento (un operario recibe solo las suyas)',
        querystring: storageListQuerySchema,
        response: { 200: storageListsPageSchema, ...commonErrors },
      },
    },
    async (request) => {
      return pagedReply(await listLists(app.deps, request.query, request.user), request.query);
    },
  );

  app.get(
    '/storage-lists/:id',
    {
      config: execution,
      schema: {
        tags,
        summary: 'Una lista con sus productos, ubicaciones sugeridas y reales',
        params: idParamsSchema,
        response: { 200: dataOf(storageListDetailSchema), ...errors },
      },
    },
    async (request) => ({ data: await getList(app.deps, request.params.id, request.user) }),
  );

  app.post(
    '/storage-lists/:id/assign',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Asignar la lista a un operario',
        params: idParamsSchema,
        body: assignmentSchema,
        response: { 200: dataOf(storageListDetailSchema), ...errors },
      },
    },
    async (request) => {
      const data = await assignList(app.deps, request.params.id, request.body.user_id);
      request.log.info(
        { storageListId: data.id, operator: request.body.user_id, by: request.user.id },
        'lista de almacenamiento asignada',
      );
      return { data };
    },
  );

  app.post(
    '/storage-lists/:id/start',
    {
      config: execution,
      schema: {
        tags,
        summary: 'Iniciar una lista asignada',
        params: idParamsSchema,
        response: { 200: dataOf(storageListDetailSchema), ...errors },
      },
    },
    async (request) => ({ data: await startList(app.deps, request.params.id, request.user) }),
  );

  app.post(
    '/storage-lists/:id/complete',
    {
      config: execution,
      schema: {
        tags,
        summary: 'Completar la lista (todos los productos almacenados); el ingreso queda Completado',
        params: idParamsSchema,
        response: { 200: dataOf(storageListDetailSchema), ...errors },
      },
    },
    async (request) => {
      const data = await completeList(app.deps, request.params.id, request.user);
      request.log.info(
        { storageListId: data.id, actualMinutes: data.actual_time, by: request.user.id },
        'lista de almacenamiento completada',
      );
      return { data };
    },
  );

  app.post(
    '/storage-lists/:id/cancel',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Cancelar una lista que aún no almacenó productos (el ingreso sigue Pendiente)',
        params: idParamsSchema,
        response: { 200: dataOf(storageListDetailSchema), ...errors },
      },
    },
    async (request) => ({ data: await cancelList(app.deps, request.params.id) }),
  );

  app.get(
    '/storage-lists/:id/summary',
    {
      config: execution,
      schema: {
        tags,
        summary: "Resumen real de una lista completada ('Ver Resumen')",
        params: idParamsSchema,
        response: { 200: dataOf(storageSummarySchema), ...errors },
      },
    },
    async (request) => ({ data: await listResult(app.deps, request.params.id, request.user) }),
  );

  app.post(
    '/storage-items/:id/scan-location',
    {
      config: execution,
      schema: {
        tags,
        summary: 'Paso 1: escanear la ubicación (debe existir y tener capacidad)',
        params: itemParamsSchema,
        body: barcodeScanSchema,
        response: { 200: dataOf(storageItemSchema), ...errors },
      },
    },
    async (request) => ({ data: await scanLocation(app.deps, request.params.id, request.body.barcode, request.user) }),
  );

  app.post(
    '/storage-items/:id/scan-product',
    {
      config: execution,
      schema: {
        tags,
        summary: 'Paso 2: escanear el producto (EAN/UPC, GS1 o SKU); completo, queda almacenado en la ubicación escaneada',
        params: itemParamsSchema,
        body: barcodeScanSchema,
        response: { 200: dataOf(storageItemSchema), ...errors },
      },
    },
    async (request) => ({ data: (await scanProduct(app.deps, request.params.id, request.body.barcode, request.user)).item }),
  );

  app.post(
    '/storage-items/:id/scan-product-piece',
    {
      config: execution,
      schema: {
        tags,
        summary: 'Escaneo pieza a pieza: una unidad por escaneo',
        params: itemParamsSchema,
        body: barcodeScanSchema,
        response: { 200: dataOf(pieceScanResultSchema), ...errors },
      },
    },
    async (request) => ({ data: await scanProduct(app.deps, request.params.id, request.body.barcode, request.user) }),
  );

  app.post(
    '/generate-barcodes',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Códigos de barras de las ubicaciones de una lista de almacenamiento (asigna el código a las que no tienen)',
        body: z.object({ storage_list_id: idField('La lista de almacenamiento es requerida') }).strict(),
        response: {
          200: dataOf(
            z.object({
              locations: z.array(
                z.object({ location_id: z.number(), code: z.string(), barcode: z.string(), generated: z.boolean() }),
              ),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => ({ data: { locations: await generateListBarcodes(app.deps, request.body.storage_list_id) } }),
  );

  app.get(
    '/dashboard',
    {
      config: execution,
      schema: {
        tags,
        summary: 'Tablero de almacenamiento (operario: sus listas; administrador: todas)',
        response: { 200: dataOf(storageDashboardSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await storageDashboard(app.deps, request.user) }),
  );
};

export default storageRoutes;
