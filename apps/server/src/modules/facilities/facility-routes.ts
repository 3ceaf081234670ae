import { ADMIN, INVENTORY_READERS, deleteOut, type FacilityDeleteResult } from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { changedReply } from '../../lib/record-reply';
import { dataOf, idParamsSchema, recordErrors } from '../../lib/schemas';

type App = Parameters<FastifyPluginAsyncZod>[0];

export const facilityTags = ['instalaciones'];
/**
 * Reads are open to every role that sees inventory (INVENTORY_READERS), because the inventory,
 * receipt and product screens list warehouses, zones and locations; writes are admin-only like
 * the /instalaciones screen.
 */
export const facilityReaders = { roles: INVENTORY_READERS };
export const facilityAdmin = { roles: ADMIN };

interface RecordRoutes<Body extends z.ZodType> {
  /** 'bodega', 'zona', 'ubicación' (all feminine: "una bodega", "bodega actualizada"). */
  noun: string;
  /** The log field naming the record: 'warehouseId', … */
  logKey: string;
  body: Body;
  /** The record's response shape; the serializer checks every answer against it. */
  out: z.ZodType;
  /** The delete route's summary: what a deletable record has not. */
  deleteSummary: string;
  get(id: number): Promise<unknown>;
  update(id: number, input: z.output<Body>): Promise<{ id: number }>;
  remove(id: number): Promise<FacilityDeleteResult>;
}

/** GET, PUT and DELETE /:id of a warehouse, zone or location: the same three routes for each. */
export function registerRecordRoutes<Body extends z.ZodType>(app: App, record: RecordRoutes<Body>) {
  const { noun, logKey } = record;
  app.get(
    '/:id',
    {
      config: facilityReaders,
      schema: {
        tags: facilityTags,
        summary: `Ver una ${noun}`,
        params: idParamsSchema,
        response: { 200: dataOf(record.out), ...recordErrors },
      },
    },
    async (request) => ({ data: await record.get(request.params.id) }),
  );

  app.put(
    '/:id',
    {
      config: facilityAdmin,
      schema: {
        tags: facilityTags,
        summary: `Actualizar una ${noun} (el código no cambia)`,
        params: idParamsSchema,
        body: record.body,
        response: { 200: dataOf(record.out), ...recordErrors },
      },
    },
    async (request) =>
      changedReply(
        request,
        await record.update(request.params.id, request.body as z.output<Body>),
        logKey,
        `${noun} actualizada`,
      ),
  );

  app.delete(
    '/:id',
    {
      config: facilityAdmin,
      schema: {
        tags: facilityTags,
        summary: record.deleteSummary,
        params: idParamsSchema,
        response: { 200: deleteOut, ...recordErrors },
      },
    },
    async (request) => {
      const result = await record.remove(request.params.id);
      request.log.info({ [logKey]: result.id, by: request.user.id, cleared: result.cleared_products }, `${noun} eliminada`);
      return { data: result };
    },
  );
}
