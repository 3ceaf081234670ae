import { ADMIN, INVENTORY_READERS, categorySchema, categoryViewSchema } from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, dataOf, idParamsSchema, recordErrors as errors } from '../../lib/schemas';
import { createCategory, deleteCategory, listCategories, renameCategory } from './manage-categories';
import { createdReply } from '../../lib/record-reply';

const tags = ['categories'];

const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  // Managing categories is closed to users in restricted mode.
  const manage = { roles: ADMIN, restrictable: true };

  app.get(
    '/',
    {
      config: { roles: INVENTORY_READERS },
      schema: {
        tags,
        summary: 'Categorías registradas y las que solo aparecen en productos',
        response: { 200: dataOf(z.array(categoryViewSchema)), ...commonErrors },
      },
    },
    async () => ({ data: await listCategories(db) }),
  );

  app.post(
    '/',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Crear una categoría',
        body: categorySchema,
        response: { 201: dataOf(categoryViewSchema), ...errors },
      },
    },
    async (request, reply) => {
      const category = await createCategory(db, request.body);
      return createdReply(request, reply, category, { categoryId: category.id }, 'categoría creada');
    },
  );

  app.put(
    '/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Renombrar una categoría (y sus productos)',
        params: idParamsSchema,
        body: categorySchema,
        response: { 200: dataOf(categoryViewSchema), ...errors },
      },
    },
    async (request) => ({ data: await renameCategory(db, request.params.id, request.body) }),
  );

  app.delete(
    '/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Eliminar una categoría sin productos',
        params: idParamsSchema,
        response: { 200: dataOf(z.object({ id: z.number() })), ...errors },
      },
    },
    async (request) => {
      await deleteCategory(db, request.params.id);
      return { data: { id: request.params.id } };
    },
  );
};

export default categoriesRoutes;
