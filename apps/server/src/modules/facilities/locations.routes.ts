import {
  ADMIN,
  INVENTORY_READERS,
  LABEL_SIZES,
  isCanonicalId,
  locationSchema,
  MAX_PRINT_COPIES,
  MAX_PRINT_LOCATIONS,
  optionalIdParam,
  PRINT_MESSAGES,
} from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuery, perPageQuery, wholeQuery } from '../../lib/query-fields';
import { commonErrors, dataOf, errorBodySchema, idParamsSchema } from '../../lib/schemas';
import { deleteOut, locationOut, paginationOut } from '@bodega/domain';
import { FACILITY_ERRORS } from './facility-messages';
import { LOCATION_SORTS } from './locations.repository';
import { locationsService } from './locations.service';

const errors = { ...commonErrors, 404: errorBodySchema, 409: errorBodySchema };

const listQuery = z.object({
  zone_id: optionalIdParam('La zona debe ser un número'),
  warehouse_id: optionalIdParam('La bodega debe ser un número'),
  search: z.string().trim().max(100, 'No puede superar 100 caracteres').optional(),
  page: pageQuery('La página debe ser 1 o más'),
  // Spec 1 §9: locations 15 per page.
  per_page: perPageQuery(15, 100, {
    message: 'Debe ser un número entero',
    min: 'Debe estar entre 1 y 100',
    max: 'Debe estar entre 1 y 100',
  }),
  sort: z.enum(LOCATION_SORTS).default('code'),
  order: z.enum(['asc', 'desc']).default('asc'),
});

const labelsQuery = z.object({
  ids: z
    .string({ error: FACILITY_ERRORS.idsInvalid })
    .refine((text) => text.split(',').every(isCanonicalId), FACILITY_ERRORS.idsInvalid)
    .transform((text) => text.split(',').map(Number))
    .refine((ids) => ids.length <= MAX_PRINT_LOCATIONS, FACILITY_ERRORS.idsInvalid),
  size: z.enum(LABEL_SIZES).default('medium'),
  dpi: wholeQuery('La resolución debe ser 203, 300 o 600 dpi', { max: 600 })
    .pipe(z.union([z.literal(203), z.literal(300), z.literal(600)], { error: 'La resolución debe ser 203, 300 o 600 dpi' }))
    .default(203),
  copies: wholeQuery(PRINT_MESSAGES.copies, { min: 1, max: MAX_PRINT_COPIES }).default(1),
});

/**
 * Roles: list and detail for INVENTORY_READERS (the product form and inventory screens choose
 * and show locations); create, update, delete and the ZPL label download admin-only, like the
 * /instalaciones screen that prints them.
 */
const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = locationsService(app.db.kysely);
  const readers = { roles: INVENTORY_READERS };
  const admin = { roles: ADMIN };
  const tags = ['instalaciones'];

  app.get(
    '/',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Listar ubicaciones (por zona o bodega, paginadas) con su ocupación',
        querystring: listQuery,
        response: { 200: z.object({ data: z.array(locationOut), pagination: paginationOut }), ...commonErrors },
      },
    },
    async (request) => {
      const { zone_id, warehouse_id, search, ...page } = request.query;
      return service.list({ zone_id, warehouse_id, search }, page);
    },
  );

  app.post(
    '/',
    {
      config: admin,
      schema: { tags, summary: 'Crear una ubicación', body: locationSchema, response: { 201: dataOf(locationOut), ...errors } },
    },
    async (request, reply) => {
      const location = await service.create(request.body);
      request.log.info({ locationId: location.id, by: request.user.id }, 'ubicación creada');
      return reply.status(201).send({ data: location });
    },
  );

  app.get(
    '/labels.zpl',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Etiquetas ZPL (CODE128) de las ubicaciones indicadas, para impresoras térmicas',
        querystring: labelsQuery,
        produces: ['text/plain'],
        response: { 200: z.string().describe('Texto ZPL, una etiqueta ^XA…^XZ por ubicación'), ...errors },
      },
    },
    async (request, reply) => {
      const { ids, ...options } = request.query;
      const zpl = await service.labelsZpl(ids, options);
      request.log.info({ count: ids.length, by: request.user.id }, 'etiquetas ZPL generadas');
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', 'attachment; filename="etiquetas-ubicaciones.zpl"')
        .send(zpl);
    },
  );

  app.get(
    '/:id',
    {
      config: readers,
      schema: { tags, summary: 'Ver una ubicación', params: idParamsSchema, response: { 200: dataOf(locationOut), ...errors } },
    },
    async (request) => ({ data: await service.get(request.params.id) }),
  );

  app.put(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Actualizar una ubicación (el código no cambia)',
        params: idParamsSchema,
        body: locationSchema,
        response: { 200: dataOf(locationOut), ...errors },
      },
    },
    async (request) => {
      const location = await service.update(request.params.id, request.body);
      request.log.info({ locationId: location.id, by: request.user.id }, 'ubicación actualizada');
      return { data: location };
    },
  );

  app.delete(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Eliminar una ubicación sin stock ni historial',
        params: idParamsSchema,
        response: { 200: deleteOut, ...errors },
      },
    },
    async (request) => {
      const result = await service.remove(request.params.id);
      request.log.info({ locationId: result.id, by: request.user.id, cleared: result.cleared_products }, 'ubicación eliminada');
      return { data: result };
    },
  );
};

export default locationsRoutes;
