import {
  ADMIN,
  INVENTORY_READERS,
  PRODUCT_STATUSES,
  boxQuantityResultOut,
  boxQuantityTemplateOut,
  boxQuantityUploadSchema,
  bulkImportResultOut,
  pagedOf,
  productBulkImportSchema,
  productCreateSchema,
  productDeleteOut,
  productOut,
  productUpdateSchema,
} from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createdReply } from '../../lib/record-reply';
import { booleanQuery, pagingQuery } from '../../lib/query-fields';
import { commonErrors, dataOf, idParamsSchema, recordErrors as errors } from '../../lib/schemas';
import { boxQuantityTemplate, uploadBoxQuantities } from './manage-box-quantities';
import { importProducts } from './import-products';
import { createProduct, permanentDeleteProduct, softDeleteProduct, updateProduct } from './write-products';
import { findProductByBarcode, findProductBySku, getProduct, listProducts, quickSearchProducts } from './read-products';
import { pagedReply } from '../../lib/paged-reply';

const readers = { roles: INVENTORY_READERS };
const admin = { roles: ADMIN };
/** Creating products, bulk loads and the box-quantity template are closed in restricted mode. */
const unrestricted = { roles: ADMIN, restrictable: true };
const tags = ['products'];

/** POST /products: the form's schema, except that an empty barcode is generated on the server. */
// safeExtend keeps the domain's refinements (stock limits, DM rules); the cast only lets the
// barcode's type widen from required to optional.
const productCreateBody = (
  productCreateSchema as unknown as z.ZodObject<Omit<(typeof productCreateSchema)['shape'], 'barcode'>, z.core.$strict>
).safeExtend({
  barcode: z
    .string({ error: 'El código de barras debe ser texto' })
    .trim()
    .max(100, 'No puede superar 100 caracteres')
    .default(''),
});

const productListQuery = z.object({
  ...pagingQuery(10),
  search: z.string().trim().max(200).optional(),
  category: z.string().trim().max(100).optional(),
  // 'active' is the old client's default value for "Activo"; '' or 'all' means any status.
  status: z
    .enum([...PRODUCT_STATUSES, 'active', 'all', ''], { error: 'Estado inválido' })
    .optional()
    .transform((value) => (value === 'active' ? 'Activo' : value === 'all' || value === '' ? undefined : value)),
  include_inactive: booleanQuery,
});

const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Listar productos (paginado)',
        querystring: productListQuery,
        response: { 200: pagedOf(productOut), ...commonErrors },
      },
    },
    async (request) => pagedReply(await listProducts(app.deps, request.query), request.query),
  );

  app.get(
    '/search/sku',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Buscar productos por SKU, nombre o código de barras (desde 2 caracteres, máximo 20)',
        querystring: z.object({ q: z.string().max(200).default('') }),
        response: { 200: dataOf(z.array(productOut)), ...commonErrors },
      },
    },
    async (request) => ({ data: await quickSearchProducts(app.deps, request.query.q) }),
  );

  app.get(
    '/search/sku/:sku',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Producto por SKU exacto',
        params: z.object({ sku: z.string().trim().min(1, 'SKU es requerido').max(100) }),
        response: { 200: dataOf(productOut), ...errors },
      },
    },
    async (request) => ({ data: await findProductBySku(app.deps, request.params.sku) }),
  );

  app.get(
    '/barcode/:code',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Producto por código de barras o GTIN (un GTIN-14 encuentra el EAN-13 equivalente)',
        params: z.object({ code: z.string().trim().min(1, 'El código de barras es requerido').max(200) }),
        response: { 200: dataOf(productOut), ...errors },
      },
    },
    async (request) => ({ data: await findProductByBarcode(app.deps, request.params.code) }),
  );

  app.get(
    '/cantidad-x-caja/template',
    {
      config: unrestricted,
      schema: {
        tags,
        summary: 'Plantilla CSV de cantidad por caja de los productos activos',
        response: { 200: dataOf(boxQuantityTemplateOut), ...commonErrors },
      },
    },
    async () => ({ data: await boxQuantityTemplate(app.deps) }),
  );

  app.post(
    '/cantidad-x-caja/upload',
    {
      config: unrestricted,
      schema: {
        tags,
        summary: 'Carga la plantilla de cantidad por caja (CSV)',
        body: boxQuantityUploadSchema,
        response: {
          200: dataOf(boxQuantityResultOut),
          ...errors,
        },
      },
    },
    async (request) => ({ data: await uploadBoxQuantities(app.deps, request.body.content) }),
  );

  app.post(
    '/bulk',
    {
      config: unrestricted,
      schema: {
        tags,
        summary: 'Carga masiva de productos (Excel), en una transacción',
        body: productBulkImportSchema,
        response: { 200: dataOf(bulkImportResultOut), ...errors },
      },
    },
    async (request) => {
      const result = await importProducts(app.deps, request.body.products);
      request.log.info({ created: result.created, refused: result.refused, by: request.user.id }, 'carga masiva de productos');
      return { data: result };
    },
  );

  app.get(
    '/:id',
    {
      config: readers,
      schema: { tags, summary: 'Ver un producto', params: idParamsSchema, response: { 200: dataOf(productOut), ...errors } },
    },
    async (request) => ({ data: await getProduct(app.deps, request.params.id) }),
  );

  app.post(
    '/',
    {
      config: unrestricted,
      schema: {
        tags,
        summary: 'Crear un producto (stock inicial opcional vía el libro de stock)',
        body: productCreateBody,
        response: { 201: dataOf(productOut), ...errors },
      },
    },
    async (request, reply) =>
      createdReply(request, reply, await createProduct(app.deps, request.body, request.user.id), 'productId', 'producto creado'),
  );

  app.put(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Editar un producto (el SKU no cambia)',
        params: idParamsSchema,
        body: productUpdateSchema,
        response: { 200: dataOf(productOut), ...errors },
      },
    },
    async (request) => ({ data: await updateProduct(app.deps, request.params.id, request.body) }),
  );

  app.delete(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Eliminar un producto: desactivar, o con permanent=true borrarlo junto con su inventario',
        params: idParamsSchema,
        querystring: z.object({ permanent: booleanQuery }),
        response: {
          200: dataOf(productDeleteOut),
          ...errors,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (request.query.permanent) {
        const removed = await permanentDeleteProduct(app.deps, id, request.user.id);
        request.log.info({ productId: id, by: request.user.id, ...removed }, 'producto eliminado permanentemente');
        return { data: { id, permanent: true, ...removed } };
      }
      await softDeleteProduct(app.deps, id);
      return { data: { id, permanent: false, removed_rows: 0, removed_quantity: 0 } };
    },
  );
};

export default productsRoutes;
