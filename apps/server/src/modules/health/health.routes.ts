import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { pendingMigrations } from '../../db/migrate';
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

  // For a load balancer or a supervisor: the process answers (restart it when this fails).
  app.get(
    '/health/live',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'El proceso responde',
        response: { 200: dataOf(z.object({ status: z.literal('ok') })) },
      },
    },
    async () => ({ data: { status: 'ok' as const } }),
  );

  // Send traffic only when this answers 200: the database takes a write (a read-only disk or
  // replica fails here, not on the first login), the migrations are current, the sealer runs.
  app.get(
    '/health/ready',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Listo para atender: la base de datos acepta escrituras, las migraciones están al día y el sellador funciona',
        response: {
          200: dataOf(
            z.object({
              status: z.literal('ready'),
              database: z.enum(['sqlite', 'postgres']),
              checks: z.object({ database: z.literal('ok'), migrations: z.literal('ok'), sealer: z.literal('ok') }),
            }),
          ),
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      const problems: string[] = [];
      try {
        // A write that changes nothing, rolled back: it needs the write lock and a writable file.
        await app.db.kysely.transaction().execute(async (trx) => {
          await sql`update event_chain_checkpoint set id = id where id = 1`.execute(trx);
          throw new RolledBack();
        });
      } catch (error) {
        if (!(error instanceof RolledBack)) {
          request.log.error({ err: error }, 'la base de datos no acepta escrituras');
          problems.push('la base de datos no acepta escrituras');
        }
      }
      try {
        const pending = await pendingMigrations(app.db);
        if (pending.length > 0) problems.push(`faltan ${pending.length} migraciones (${pending.join(', ')})`);
      } catch (error) {
        request.log.error({ err: error }, 'no se pudieron leer las migraciones');
        problems.push('no se pudieron leer las migraciones');
      }
      const sealer = app.eventSealer.status();
      if (!sealer.running) problems.push('el sellador de la cadena de eventos no está en marcha');
      else if (sealer.lastError) problems.push(`el sellador de la cadena de eventos falla: ${sealer.lastError}`);
      if (problems.length > 0) throw new AppError('SERVICE_UNAVAILABLE', `No está listo: ${problems.join('; ')}`);
      return {
        data: {
          status: 'ready' as const,
          database: app.db.dialect,
          checks: { database: 'ok' as const, migrations: 'ok' as const, sealer: 'ok' as const },
        },
      };
    },
  );
};

/** Ends the readiness write's transaction without committing it. */
class RolledBack extends Error {}

export default healthRoutes;
