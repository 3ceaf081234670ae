import { ADMIN, INVENTORY_READERS, addLotSchema, idField, stockAdjustmentSchema } from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyToUndefined, wholeQuery } from '../../lib/query-fields';
import { commonErrors, dataOf, errorBodySchema, idParamsSchema } from '../../lib/schemas';
import {
  availabilitySchema,
  availableItemSchema,
  inventoryFiltersSchema,
  inventoryListQuerySchema,
  inventoryListResponseSchema,
  inventoryRowSchema,
  inventoryStatsSchema,
  lowStockItemSchema,
  pagingSchema,
  paginationSchema,
} from './inventory.schemas';
import { inventoryService } from './inventory.service';
import { streamInventoryExport } from './inventory-export';

const errors = { ...commonErrors, 404: errorBodySchema, 409: errorBodySchema };
const readers = { roles: INVENTORY_READERS };
const admin = { roles: ADMIN };
const tags = ['inventory'];

const productParams = z.object({ id: idParamsSchema.shape.id });
const lotParams = productParams.extend({ lot: z.string().trim().min(1, 'El lote es requerido').max(20) });
const serialParams = productParams.extend({ serial: z.string().trim().min(1, 'El número de serie es requerido').max(20) });

const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = inventoryService(app);

  app.get(
    '/',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Inventario paginado por producto, con sus lotes y los totales del pie',
        querystring: inventoryListQuerySchema,
        response: { 200: inventoryListResponseSchema, ...commonErrors },
      },
    },
    async (request) => {
      const { groups, totals } = await service.list(request.query);
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
        response: { 200: dataOf(inventoryStatsSchema), ...commonErrors },
      },
    },
    async () => ({ data: await service.stats() }),
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
        response: { 200: dataOf(z.array(lowStockItemSchema)), ...commonErrors },
      },
    },
    async (request) => ({ data: await service.lowStock(request.query.limit) }),
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
    async (request, reply) => streamInventoryExport(app, request.query, reply),
  );

  app.get(
    '/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Una fila de inventario con su producto y ubicación',
        params: idParamsSchema,
        response: { 200: dataOf(inventoryRowSchema), ...errors },
      },
    },
    async (request) => ({ data: await service.getRow(request.params.id) }),
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
        response: { 200: dataOf(inventoryRowSchema.nullable()), ...errors },
      },
    },
    async (request) => ({ data: await service.adjust(request.params.id, request.body, request.user.id) }),
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
        response: { 201: dataOf(inventoryRowSchema), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await service.addLot(request.body, request.user.id) }),
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
          200: dataOf(
            z.object({
              items: z.array(availableItemSchema),
              lots: z.array(z.string()),
              serials: z.array(z.string()),
              expiry_dates: z.array(z.string()),
              has_any_criteria: z.boolean(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => ({ data: await service.availableItems(request.params.id) }),
  );

  app.get(
    '/products/:id/lot/:lot/availability',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Disponibilidad de un lote',
        params: lotParams,
        response: { 200: dataOf(availabilitySchema), ...errors },
      },
    },
    async (request) => ({ data: await service.availability(request.params.id, { lot_number: request.params.lot }) }),
  );

  app.get(
    '/products/:id/serial/:serial/availability',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Disponibilidad de un número de serie',
        params: serialParams,
        response: { 200: dataOf(availabilitySchema), ...errors },
      },
    },
    async (request) => ({ data: await service.availability(request.params.id, { serial_number: request.params.serial }) }),
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
          200: dataOf(
            z.object({
              product_id: z.number(),
              total_quantity: z.number(),
              available_quantity: z.number(),
              rows: z.number(),
              lots: z.array(
                z.object({
                  lot_number: z.string().nullable(),
                  quantity: z.number(),
                  available_quantity: z.number(),
                  rows: z.number(),
                  expiry_date: z.string().nullable(),
                }),
              ),
              expiry_dates: z.array(
                z.object({
                  expiry_date: z.string().nullable(),
                  quantity: z.number(),
                  available_quantity: z.number(),
                  rows: z.number(),
                }),
              ),
              serials: z.number(),
              has_lots: z.boolean(),
              has_serials: z.boolean(),
              has_expiry: z.boolean(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => ({ data: await service.criteriaSummary(request.params.id) }),
  );
};

/** GET /warehouses/{id}/inventory; registered under /warehouses beside the facilities routes. */
export const warehouseInventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = inventoryService(app);
  app.get(
    '/:id/inventory',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Filas de inventario de una bodega, paginadas',
        params: idParamsSchema,
        querystring: z.object({ ...pagingSchema(15), search: z.string().trim().max(200).optional() }),
        response: {
          200: z.object({
            data: z.array(
              z.object({
                id: z.number(),
                product_id: z.number(),
                product_sku: z.string(),
                product_name: z.string(),
                category: z.string(),
                location_id: z.number(),
                location_code: z.string(),
                zone_id: z.number(),
                zone_code: z.string(),
                lot_number: z.string().nullable(),
                serial_number: z.string().nullable(),
                expiry_date: z.string().nullable(),
                quantity: z.number(),
                reserved_quantity: z.number(),
                min_stock: z.number(),
                max_stock: z.number(),
                stock_status: z.object({ key: z.string(), label: z.string(), color: z.string() }),
                updated_at: z.string(),
              }),
            ),
            pagination: paginationSchema,
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { page, per_page, search } = request.query;
      const result = await service.warehouseInventory(request.params.id, page, per_page, search);
      return { data: result.rows, pagination: { page, per_page, total: result.total } };
    },
  );
};

export default inventoryRoutes;
