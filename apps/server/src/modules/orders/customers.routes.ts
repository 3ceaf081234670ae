import { ADMIN, ADMIN_VIEWER, customerResponseSchema, customerSchema } from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createdReply } from '../../lib/record-reply';
import { commonErrors, dataOf, idParamsSchema, recordErrors as errors } from '../../lib/schemas';
import { listCustomers, searchCustomers } from './customers.repository';
import { createCustomer, getCustomer, updateCustomer } from './manage-customers';
import { searchQuerySchema } from './orders.schemas';

const tags = ['orders'];

/** Customers of sales orders (Customer): registered under /api/orders/customers. */
const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.get(
    '/',
    {
      config: { roles: ADMIN_VIEWER },
      schema: {
        tags,
        summary: 'Clientes por nombre',
        response: { 200: dataOf(z.array(customerResponseSchema)), ...commonErrors },
      },
    },
    async () => ({ data: await listCustomers(db) }),
  );

  app.get(
    '/search',
    {
      config: { roles: ADMIN_VIEWER },
      schema: {
        tags,
        summary: 'Busca clientes por nombre o RUT (con o sin puntos)',
        querystring: searchQuerySchema,
        response: { 200: dataOf(z.array(customerResponseSchema)), ...commonErrors },
      },
    },
    async (request) => ({ data: await searchCustomers(db, request.query.q, request.query.limit) }),
  );

  app.get(
    '/:id',
    {
      config: { roles: ADMIN_VIEWER },
      schema: {
        tags,
        summary: 'Un cliente',
        params: idParamsSchema,
        response: { 200: dataOf(customerResponseSchema), ...errors },
      },
    },
    async (request) => ({ data: await getCustomer(db, request.params.id) }),
  );

  app.post(
    '/',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        summary: 'Crea un cliente; el RUT se valida (módulo 11), se normaliza y es único (409)',
        body: customerSchema,
        response: { 201: dataOf(customerResponseSchema), ...errors },
      },
    },
    async (request, reply) =>
      createdReply(request, reply, await createCustomer(db, request.body), 'customerId', 'cliente creado'),
  );

  app.put(
    '/:id',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        summary: 'Actualiza un cliente',
        params: idParamsSchema,
        body: customerSchema,
        response: { 200: dataOf(customerResponseSchema), ...errors },
      },
    },
    async (request) => ({ data: await updateCustomer(db, request.params.id, request.body) }),
  );
};

export default customersRoutes;
