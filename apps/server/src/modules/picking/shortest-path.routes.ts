import { ADMIN_OPERATOR, shortestPathResultSchema, shortestPathSchema } from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonErrors, dataOf, errorBodySchema } from '../../lib/schemas';
import { shortestPathBetween } from './plan-route';

/** POST /api/shortest-path: the walk between two locations in the route model. */
const shortestPathRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/shortest-path',
    {
      config: { roles: ADMIN_OPERATOR },
      schema: {
        tags: ['intelligent-picking'],
        summary: 'Camino más corto entre dos ubicaciones de una bodega (sin origen: desde el origen de la bodega)',
        description:
          'Por el mismo pasillo en línea recta; entre pasillos, saliendo por el pasillo transversal del frente o del fondo, el más corto. Responde metros, costo equivalente y minutos.',
        body: shortestPathSchema,
        response: { 200: dataOf(shortestPathResultSchema), ...commonErrors, 404: errorBodySchema },
      },
    },
    async (request) => ({ data: await shortestPathBetween(app.deps, request.body) }),
  );
};

export default shortestPathRoutes;
