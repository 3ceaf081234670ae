import {
  ADMIN,
  pagedOf,
  shipmentCreateSchema,
  shipmentSchema,
  shipmentStatusSchema,
  shipmentTrackingSchema,
  shipmentTrackSchema,
  shipmentUpdateSchema,
} from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonErrors, dataOf, idParamsSchema, recordErrors as errors } from '../../lib/schemas';
import { shipmentsQuerySchema } from './despachos.schemas';
import {
  archiveShipment,
  changeShipmentStatus,
  createShipment,
  getShipment,
  listShipments,
  manifestBytes,
  regenerateManifest,
  shipmentLabel,
  shipmentTrackingOf,
  trackShipment,
  updateShipment,
} from './manage-shipments';
import { pagedReply } from '../../lib/paged-reply';
import { createdReply } from '../../lib/record-reply';

// Dispatch is admin only (the route table), on the server too.
const config = { roles: ADMIN };
const tags = ['despachos'];

/**
 * Shipments: registered at /api/despachos/shipments and, for the 'Also available'
 * paths (GET /shipments, PUT …/track and …/status, POST …/generate-label, GET …/tracking), at
 * /api/shipments — one set of handlers for both.
 */
export const shipmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Envíos con filtros status, tracking, carrier, date_from; archived=true|all para el historial; 10 por página',
        querystring: shipmentsQuerySchema,
        response: { 200: pagedOf(shipmentSchema), ...commonErrors },
      },
    },
    async (request) => {
      const { data, total } = await listShipments(app.deps, request.query);
      return pagedReply({ rows: data, total }, request.query);
    },
  );

  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Crea un envío manual (preparando)',
        body: shipmentCreateSchema,
        response: { 201: dataOf(shipmentSchema), ...errors },
      },
    },
    async (request, reply) =>
      createdReply(request, reply, await createShipment(app.deps, request.body, request.user.id), 'shipmentId', 'envío creado'),
  );

  app.get(
    '/:id',
    {
      config,
      schema: { tags, summary: 'Un envío', params: idParamsSchema, response: { 200: dataOf(shipmentSchema), ...errors } },
    },
    async (request) => ({ data: await getShipment(app.db.kysely, request.params.id) }),
  );

  app.put(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Actualiza un envío y su estado (entregado entrega sus órdenes)',
        params: idParamsSchema,
        body: shipmentUpdateSchema,
        response: { 200: dataOf(shipmentSchema), ...errors },
      },
    },
    async (request) => ({ data: await updateShipment(app.deps, request.params.id, request.body) }),
  );

  app.put(
    '/:id/status',
    {
      config,
      schema: {
        tags,
        summary: 'Cambia el estado de un envío',
        params: idParamsSchema,
        body: shipmentStatusSchema,
        response: { 200: dataOf(shipmentSchema), ...errors },
      },
    },
    async (request) => ({ data: await changeShipmentStatus(app.deps, request.params.id, request.body.status) }),
  );

  app.put(
    '/:id/track',
    {
      config,
      schema: {
        tags,
        summary: 'Registra el número de seguimiento (y el transportista)',
        params: idParamsSchema,
        body: shipmentTrackSchema,
        response: { 200: dataOf(shipmentSchema), ...errors },
      },
    },
    async (request) => ({ data: await trackShipment(app.deps, request.params.id, request.body) }),
  );

  app.get(
    '/:id/tracking',
    {
      config,
      schema: {
        tags,
        summary: 'URL de seguimiento del transportista, o por qué no hay',
        params: idParamsSchema,
        response: { 200: dataOf(shipmentTrackingSchema), ...errors },
      },
    },
    async (request) => ({ data: await shipmentTrackingOf(app.deps, request.params.id) }),
  );

  app.delete(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Archiva un envío (sale de la lista principal, queda en el historial)',
        params: idParamsSchema,
        response: { 200: dataOf(shipmentSchema), ...errors },
      },
    },
    async (request) => ({ data: await archiveShipment(app.deps, request.params.id) }),
  );

  app.get(
    '/:id/download-manifest',
    { config, schema: { tags, summary: 'El manifiesto PDF guardado, byte a byte', params: idParamsSchema } },
    async (request, reply) => {
      const { filename, bytes } = await manifestBytes(app.deps, request.params.id);
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${filename}"`).send(bytes);
    },
  );

  app.post(
    '/:id/regenerate-manifest',
    {
      config,
      schema: {
        tags,
        summary: 'Vuelve a generar y guardar el manifiesto con los datos actuales',
        params: idParamsSchema,
        response: { 200: dataOf(shipmentSchema), ...errors },
      },
    },
    async (request) => ({ data: await regenerateManifest(app.deps, request.params.id) }),
  );

  app.post(
    '/:id/generate-label',
    {
      config,
      schema: {
        tags,
        summary: 'Etiqueta PDF (4 × 6 in) con el código de barras del envío, transportista, seguimiento y destinos',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const { filename, bytes } = await shipmentLabel(app.deps, request.params.id);
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${filename}"`).send(bytes);
    },
  );
};
