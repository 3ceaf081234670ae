import {
  ADMIN,
  INVENTORY_READERS,
  addLotSchema,
  availabilityOut,
  availableItemsOut,
  criteriaSummaryOut,
  idField,
  inventoryPageOut,
  inventoryRowOut,
  inventoryStatsOut,
  lowStockProductOut,
  pagedOf,
  stockAdjustmentSchema,
  warehouseInventoryRowOut,
} from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyToUndefined, wholeQuery } from '../../lib/query-fields';
import { commonErrors, dataOf, idParamsSchema, recordErrors as errors } from '../../lib/schemas';
import { availability, availableItems, criteriaSummary } from './read-availability';
import { streamInventoryExport } from './export-inventory';
import { inventoryFiltersSchema, inventoryListQuerySchema, warehouseInventoryQuerySchema } from './inventory.schemas';
import { addInventoryLot, adjustInventoryRow } from './adjust-stock';
import { getInventoryRow, inventoryStats, listInventory, listLowStock, warehouseInventory } from './read-inventory';
import { createdReply } from '../../lib/record-reply';
import { hiddenLocations, maskCountedLocations, refuseIfHidden } from './mask-counted-locations';

const readers = { roles: INVENTORY_READERS };
const admin = { roles: ADMIN };
const tags = ['inventory'];

const productParams = z.object({ id: idParamsSchema.shape.id });
const lotParams = productParams.extend({ lot: z.string().trim().min(1, 'El lote es requerido').max(20) });
const serialParams = productParams.extend({ serial: z.string().trim().min(1, 'El número de serie es requerido').max(20) });

const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Inventario paginado por producto, con sus lotes y los totales del pie',
        querystring: inventoryListQuerySchema,
        response: { 200: inventoryPageOut, ...commonErrors },
      },
    },
    async (request) => {
      // The list may come from the standby; which locations are being counted never does (blind counts).
      const reads = app.readDeps(request);
      const page = await listInventory(reads, request.query);
      const hidden = await hiddenLocations(app.deps, request.user.role);
      const { groups, totals } = await maskCountedLocations(reads, request.query, page, hidden);
      return {
        data: groups,
        pagination: { page: request.query.page, per_page: request.query.per_page, total: totals.products },
        totals,
      };
    },
  );

  app.get(
    '/stats',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Tarjetas de resumen del inventario',
        response: { 200: dataOf(inventoryStatsOut), ...commonErrors },
      },
    },
    async (request) => ({ data: await inventoryStats(app.readDeps(request)) }),
  );

  app.get(
    '/low-stock',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Productos activos en o bajo su stock mínimo, con el déficit',
        querystring: z.object({
          limit: z.preprocess(
            emptyToUndefined,
            wholeQuery('El límite debe estar entre 1 y 1000', { min: 1, max: 1000 }).default(100),
          ),
        }),
        response: { 200: dataOf(z.array(lowStockProductOut)), ...commonErrors },
      },
    },
    async (request) => ({ data: await listLowStock(app.readDeps(request), request.query.limit) }),
  );

  app.get(
    '/export',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Exporta a CSV o Excel todas las filas que cumplen los filtros',
        querystring: inventoryFiltersSchema.extend({
          format: z.enum(['csv', 'xlsx'], { error: 'Formato inválido (csv o xlsx)' }).default('csv'),
        }),
      },
    },
    async (request, reply) =>
      streamInventoryExport(app.readDeps(request), request.query, reply, await hiddenLocations(app.deps, request.user.role)),
  );

  app.get(
    '/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Una fila de inventario con su producto y ubicación',
        params: idParamsSchema,
        response: { 200: dataOf(inventoryRowOut), ...errors },
      },
    },
    async (request) => {
      const row = await getInventoryRow(app.deps, request.params.id);
      refuseIfHidden(row.location_id, await hiddenLocations(app.deps, request.user.role));
      return { data: row };
    },
  );

  app.post(
    '/:id/adjust',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Ajusta el stock de una fila (sumar, restar o fijar) con un evento ADJUSTMENT',
        params: idParamsSchema,
        body: stockAdjustmentSchema,
        response: { 200: dataOf(inventoryRowOut.nullable()), ...errors },
      },
    },
    async (request) => ({ data: await adjustInventoryRow(app.deps, request.params.id, request.body, request.user.id) }),
  );

  app.post(
    '/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Agrega un lote de un producto en una ubicación',
        body: addLotSchema.extend({
          product_id: idField('El producto es requerido'),
          event_type: z.enum(['RECEPTION', 'ADJUSTMENT']).default('RECEPTION'),
          serial_number: z.string().trim().max(20).nullable().optional(),
          notes: z.string().trim().max(1000).nullable().optional(),
        }),
        response: { 201: dataOf(inventoryRowOut), ...errors },
      },
    },
    async (request, reply) =>
      createdReply(
        request,
        reply,
        await addInventoryLot(app.deps, request.body, request.user.id),
        'inventoryId',
        'lote agregado al inventario',
      ),
  );

  app.get(
    '/products/:id/available-items',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Existencias disponibles de un producto con sus lotes, series y vencimientos',
        params: productParams,
        response: {
          200: dataOf(availableItemsOut),
          ...errors,
        },
      },
    },
    async (request) => ({
      data: await availableItems(app.deps, request.params.id, await hiddenLocations(app.deps, request.user.role)),
    }),
  );

  app.get(
    '/products/:id/lot/:lot/availability',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Disponibilidad de un lote',
        params: lotParams,
        response: { 200: dataOf(availabilityOut), ...errors },
      },
    },
    async (request) => ({
      data: await availability(
        app.deps,
        request.params.id,
        { lot_number: request.params.lot },
        await hiddenLocations(app.deps, request.user.role),
      ),
    }),
  );

  app.get(
    '/products/:id/serial/:serial/availability',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Disponibilidad de un número de serie',
        params: serialParams,
        response: { 200: dataOf(availabilityOut), ...errors },
      },
    },
    async (request) => ({
      data: await availability(
        app.deps,
        request.params.id,
        { serial_number: request.params.serial },
        await hiddenLocations(app.deps, request.user.role),
      ),
    }),
  );

  app.get(
    '/products/:id/criteria-summary',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Resumen por lote y por vencimiento de las existencias de un producto',
        params: productParams,
        response: {
          200: dataOf(criteriaSummaryOut),
          ...errors,
        },
      },
    },
    async (request) => ({
      data: await criteriaSummary(app.deps, request.params.id, await hiddenLocations(app.deps, request.user.role)),
    }),
  );
};

/** GET /warehouses/{id}/inventory; registered under /warehouses beside the facilities routes. */
export const warehouseInventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/inventory',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Filas de inventario de una bodega, paginadas',
        params: idParamsSchema,
        querystring: warehouseInventoryQuerySchema,
        response: {
          200: pagedOf(warehouseInventoryRowOut),
          ...errors,
        },
      },
    },
    async (request) =>
      warehouseInventory(app.deps, request.params.id, request.query, await hiddenLocations(app.deps, request.user.role)),
  );
};

export default inventoryRoutes;
