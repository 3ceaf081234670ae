import {
  ADMIN,
  lowStockPurchaseOrderSchema,
  pagedOf,
  purchaseOrderCreateSchema,
  purchaseOrderListQuerySchema,
  purchaseOrderResponseSchema,
  purchaseOrderStatusSchema,
  purchaseOrderUpdateSchema,
  receiptDraftSchema,
  supplierListQuerySchema,
  supplierResponseSchema,
  supplierSchema,
} from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, dataOf, idParamsSchema, recordErrors as errors } from '../../lib/schemas';
import { getPurchaseOrder, listPurchaseOrders, purchaseOrderReceiptDraft } from './read-purchase-orders';
import {
  createPurchaseOrder,
  purchaseOrderFromLowStock,
  setPurchaseOrderStatus,
  updatePurchaseOrder,
} from './manage-purchase-orders';
import { createSupplier, getSupplier, listSuppliers, removeSupplier, updateSupplier } from './manage-suppliers';
import { pagedReply } from '../../lib/paged-reply';
import { createdReply } from '../../lib/record-reply';

const admin = { roles: ADMIN };

/** Suppliers, registered under /api/suppliers. */
export const suppliersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const tags = ['suppliers'];

  app.get(
    '/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Proveedores (búsqueda por nombre o RUT)',
        querystring: supplierListQuerySchema,
        response: { 200: pagedOf(supplierResponseSchema), ...commonErrors },
      },
    },
    async (request) => pagedReply(await listSuppliers(db, request.query), request.query),
  );
  app.get(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Un proveedor',
        params: idParamsSchema,
        response: { 200: dataOf(supplierResponseSchema), ...errors },
      },
    },
    async (request) => ({ data: await getSupplier(db, request.params.id) }),
  );
  app.post(
    '/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Crear un proveedor (RUT con dígito verificador módulo 11)',
        body: supplierSchema,
        response: { 201: dataOf(supplierResponseSchema), ...errors },
      },
    },
    async (request, reply) =>
      createdReply(request, reply, await createSupplier(db, request.body), 'supplierId', 'proveedor creado'),
  );
  app.put(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Editar un proveedor',
        params: idParamsSchema,
        body: supplierSchema,
        response: { 200: dataOf(supplierResponseSchema), ...errors },
      },
    },
    async (request) => ({ data: await updateSupplier(db, request.params.id, request.body) }),
  );
  app.delete(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Eliminar un proveedor sin órdenes ni ingresos',
        params: idParamsSchema,
        response: { 200: dataOf(z.object({ id: z.number() })), ...errors },
      },
    },
    async (request) => {
      await removeSupplier(db, request.params.id);
      return { data: { id: request.params.id } };
    },
  );
};

/** Purchase orders, registered under /api/purchase-orders. */
export const purchaseOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const tags = ['purchase-orders'];

  app.get(
    '/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Órdenes de compra, las más recientes primero',
        querystring: purchaseOrderListQuerySchema,
        response: {
          200: pagedOf(purchaseOrderResponseSchema),
          ...commonErrors,
        },
      },
    },
    async (request) => pagedReply(await listPurchaseOrders(db, request.query), request.query),
  );
  app.get(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Una orden de compra con sus líneas e ingresos',
        params: idParamsSchema,
        response: { 200: dataOf(purchaseOrderResponseSchema), ...errors },
      },
    },
    async (request) => ({ data: await getPurchaseOrder(db, request.params.id) }),
  );
  app.post(
    '/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Crear una orden de compra (número OC-… de una secuencia)',
        body: purchaseOrderCreateSchema,
        response: { 201: dataOf(purchaseOrderResponseSchema), ...errors },
      },
    },
    async (request, reply) =>
      createdReply(
        request,
        reply,
        await createPurchaseOrder(db, request.body, request.user.id),
        'purchaseOrderId',
        'orden de compra creada',
      ),
  );
  app.post(
    '/from-low-stock',
    {
      config: admin,
      schema: {
        tags,
        summary: "'Crear Orden de Compra' desde la tabla de bajo stock: producto, cantidad, proveedor (id) y notas",
        body: lowStockPurchaseOrderSchema,
        response: { 201: dataOf(purchaseOrderResponseSchema), ...errors },
      },
    },
    async (request, reply) =>
      createdReply(
        request,
        reply,
        await purchaseOrderFromLowStock(db, request.body, request.user.id),
        'purchaseOrderId',
        'orden de compra creada desde bajo stock',
      ),
  );
  app.put(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Editar una orden en borrador: proveedor, notas y líneas (las líneas se reemplazan)',
        params: idParamsSchema,
        body: purchaseOrderUpdateSchema,
        response: { 200: dataOf(purchaseOrderResponseSchema), ...errors },
      },
    },
    async (request) => ({ data: await updatePurchaseOrder(db, request.params.id, request.body) }),
  );
  app.put(
    '/:id/status',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Enviar o cancelar una orden (las recibidas cambian con los ingresos)',
        params: idParamsSchema,
        body: purchaseOrderStatusSchema,
        response: { 200: dataOf(purchaseOrderResponseSchema), ...errors },
      },
    },
    async (request) => ({ data: await setPurchaseOrderStatus(db, request.params.id, request.body.status) }),
  );
  app.get(
    '/:id/receipt-draft',
    {
      config: admin,
      schema: {
        tags,
        summary: 'El ingreso que abre Recibir: las líneas abiertas de la orden',
        params: idParamsSchema,
        response: { 200: dataOf(receiptDraftSchema), ...errors },
      },
    },
    async (request) => ({ data: await purchaseOrderReceiptDraft(db, request.params.id) }),
  );
};
