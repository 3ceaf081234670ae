import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { dataOf, errorBodySchema } from '../../lib/schemas';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Estado del servicio y de la base de datos',
        response: {
          200: dataOf(z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) })),
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      try {
        await sql`select 1`.execute(app.db.kysely);
      } catch (error) {
        request.log.error({ err: error }, 'la base de datos no responde');
        throw new AppError('SERVICE_UNAVAILABLE', 'La base de datos no responde');
      }
      return { data: { status: 'ok' as const, database: app.db.dialect } };
    },
  );
};

export default healthRoutes;
