import {
  LABEL_SIZES,
  isCanonicalId,
  locationOut,
  locationSchema,
  MAX_PRINT_COPIES,
  MAX_PRINT_LOCATIONS,
  optionalIdParam,
  pagedOf,
  PRINT_MESSAGES,
} from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createdReply } from '../../lib/record-reply';
import { pageQuery, perPageQuery, wholeQuery } from '../../lib/query-fields';
import { commonErrors, dataOf, recordErrors as errors } from '../../lib/schemas';
import {
  facilityAdmin as admin,
  facilityReaders as readers,
  facilityTags as tags,
  registerRecordRoutes,
} from './facility-routes';
import { FACILITY_ERRORS } from './facility-messages';
import { LOCATION_SORTS } from './locations.repository';
import { createLocation, deleteLocation, getLocation, listLocations, locationLabels, updateLocation } from './manage-locations';

const listQuery = z.object({
  zone_id: optionalIdParam('La zona debe ser un número'),
  warehouse_id: optionalIdParam('La bodega debe ser un número'),
  search: z.string().trim().max(100, 'No puede superar 100 caracteres').optional(),
  page: pageQuery('La página debe ser 1 o más'),
  // Locations 15 per page.
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
  const db = app.db.kysely;

  app.get(
    '/',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Listar ubicaciones (por zona o bodega, paginadas) con su ocupación',
        querystring: listQuery,
        response: { 200: pagedOf(locationOut), ...commonErrors },
      },
    },
    async (request) => {
      const { zone_id, warehouse_id, search, ...page } = request.query;
      return listLocations(db, { zone_id, warehouse_id, search }, page);
    },
  );

  app.post(
    '/',
    {
      config: admin,
      schema: { tags, summary: 'Crear una ubicación', body: locationSchema, response: { 201: dataOf(locationOut), ...errors } },
    },
    async (request, reply) =>
      createdReply(request, reply, await createLocation(db, request.body), 'locationId', 'ubicación creada'),
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
      const zpl = await locationLabels(db, ids, options);
      request.log.info({ count: ids.length, by: request.user.id }, 'etiquetas ZPL generadas');
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', 'attachment; filename="etiquetas-ubicaciones.zpl"')
        .send(zpl);
    },
  );

  registerRecordRoutes(app, {
    noun: 'ubicación',
    logKey: 'locationId',
    body: locationSchema,
    out: locationOut,
    deleteSummary: 'Eliminar una ubicación sin stock ni historial',
    get: (id) => getLocation(db, id),
    update: (id, input) => updateLocation(db, id, input),
    remove: (id) => deleteLocation(db, id),
  });
};

export default locationsRoutes;
