import {
  ADMIN,
  calculateRatesSchema,
  carrierInputSchema,
  carrierSchema,
  carrierServiceInputSchema,
  carrierServiceSchema,
  idParam,
  rateQuoteSchema,
} from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyToUndefined } from '../../../lib/query-fields';
import { commonErrors, dataOf, idParamsSchema, recordErrors as errors } from '../../../lib/schemas';
import { listCarriers } from './carriers.repository';
import {
  calculateRates,
  createCarrier,
  createCarrierService,
  listCarrierServices,
  updateCarrier,
  updateCarrierService,
} from './manage-carriers';
import { createdReply } from '../../../lib/record-reply';

// Dispatch is admin only, its carriers too.
const config = { roles: ADMIN };
const tags = ['despachos'];

const listQuerySchema = z.object({
  active: z.preprocess(emptyToUndefined, z.enum(['true', 'false'], { error: 'active debe ser true o false' }).optional()),
});
const serviceParamsSchema = z.object({ id: idParam(), serviceId: idParam() });

/**
 * Carriers and their services: registered at /api/carriers and,
 * beside the rest of dispatch, at /api/despachos/carriers.
 */
export const carriersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Transportistas (active=true: los que un envío puede usar)',
        querystring: listQuerySchema,
        response: { 200: dataOf(z.array(carrierSchema)), ...commonErrors },
      },
    },
    async (request) => ({
      data: await listCarriers(app.db.kysely, request.query.active ? { active: request.query.active === 'true' } : {}),
    }),
  );

  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Crea un transportista (código y nombre únicos; URL de seguimiento https o vacía)',
        body: carrierInputSchema,
        response: { 201: dataOf(carrierSchema), ...errors },
      },
    },
    async (request, reply) =>
      createdReply(request, reply, await createCarrier(app.deps, request.body), 'carrierId', 'transportista creado'),
  );

  app.put(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Actualiza un transportista (el código no cambia)',
        params: idParamsSchema,
        body: carrierInputSchema,
        response: { 200: dataOf(carrierSchema), ...errors },
      },
    },
    async (request) => ({ data: await updateCarrier(app.deps, request.params.id, request.body) }),
  );

  app.get(
    '/:id/services',
    {
      config,
      schema: {
        tags,
        summary: 'Servicios de un transportista con días de tránsito y tarifas (CLP)',
        params: idParamsSchema,
        response: { 200: dataOf(z.array(carrierServiceSchema)), ...errors },
      },
    },
    async (request) => ({ data: await listCarrierServices(app.deps, request.params.id) }),
  );

  app.post(
    '/:id/services',
    {
      config,
      schema: {
        tags,
        summary: 'Crea un servicio del transportista',
        params: idParamsSchema,
        body: carrierServiceInputSchema,
        response: { 201: dataOf(carrierServiceSchema), ...errors },
      },
    },
    async (request, reply) =>
      createdReply(
        request,
        reply,
        await createCarrierService(app.deps, request.params.id, request.body),
        'carrierServiceId',
        'servicio de transportista creado',
      ),
  );

  app.put(
    '/:id/services/:serviceId',
    {
      config,
      schema: {
        tags,
        summary: 'Actualiza un servicio del transportista',
        params: serviceParamsSchema,
        body: carrierServiceInputSchema,
        response: { 200: dataOf(carrierServiceSchema), ...errors },
      },
    },
    async (request) => ({
      data: await updateCarrierService(app.deps, request.params.id, request.params.serviceId, request.body),
    }),
  );

  app.post(
    '/calculate-rates',
    {
      config,
      schema: {
        tags,
        summary:
          'Cotiza peso (kg) y pallets: una tarifa por servicio activo, precio = base + kg iniciados × tarifa kg + pallets × tarifa pallet; entrega = fecha de envío + días de tránsito',
        body: calculateRatesSchema,
        response: { 200: dataOf(z.array(rateQuoteSchema)), ...errors },
      },
    },
    async (request) => ({ data: await calculateRates(app.deps, request.body) }),
  );
};
