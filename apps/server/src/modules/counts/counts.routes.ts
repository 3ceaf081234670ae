import {
  ADMIN,
  ADMIN_VIEWER,
  countAccuracySchema,
  countApproveSchema,
  countAssignSchema,
  countGenerateResultSchema,
  countLineSchema,
  countPlanOutputSchema,
  countPlanSchema,
  countSubmitOperatorSchema,
  countTaskAdminDetailSchema,
  countTaskAdminSchema,
  countTaskListQuerySchema,
  countTaskOperatorDetailSchema,
  countTaskOperatorSchema,
  countVarianceSchema,
  idParam,
  OPERATOR,
  wholeQuery,
  type Role,
} from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagedReply } from '../../lib/paged-reply';
import { commonErrors, dataOf, idParamsSchema, recordErrors as errors } from '../../lib/schemas';
import { approveCountVariance } from './approve-count-variance';
import { assignCountTask } from './assign-count-task';
import { countAccuracy } from './count-accuracy.repository';
import { readCountPlan, writeCountPlan } from './count-plan.repository';
import { getAdminTask, getOperatorTask, listCountTasks, listVariances } from './count-tasks.repository';
import { generateCountTasks } from './generate-count-tasks';
import { deleteCountLine, recordCountLine } from './record-count-line';
import { submitCountTask } from './submit-count-task';

const tags = ['conteos'];
const COUNT_READERS: readonly Role[] = ['admin', 'operator', 'viewer'];
const pagination = z.object({ page: z.number(), per_page: z.number(), total: z.number() });

const submitBodySchema = z
  .object({ location_code: z.string().trim().max(100).optional() })
  .strict()
  .optional()
  .default({});
const varianceQuerySchema = z
  .object({
    page: wholeQuery('Página inválida', { max: 100_000 }).default(1),
    per_page: wholeQuery('Tamaño de página inválido', { max: 100 }).default(25),
    state: z.enum(['por_aprobar', 'aprobada'], { error: 'Estado inválido' }).optional(),
  })
  .strict();
const lineParamsSchema = z.object({ id: idParam(), lineId: idParam() });

/**
 * Cycle counts (issue 42 §1), under /api/counts. Operators read only their own tasks, in a shape
 * without expected quantities; admins plan, generate, assign and approve.
 */
const countsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/plans',
    {
      config: { roles: ADMIN_VIEWER },
      schema: { tags, summary: 'El plan de conteos cíclicos', response: { 200: dataOf(countPlanOutputSchema), ...commonErrors } },
    },
    async () => ({ data: await readCountPlan(app.db.kysely) }),
  );

  app.put(
    '/plans',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        summary: 'Reemplaza el plan de conteos',
        body: countPlanSchema,
        response: { 200: dataOf(countPlanOutputSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await writeCountPlan(app.db.kysely, request.body, request.user.id) }),
  );

  app.post(
    '/generate',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        summary: 'Genera las tareas de conteo vencidas, una por ubicación (idempotente: no duplica una tarea abierta)',
        response: { 200: dataOf(countGenerateResultSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await generateCountTasks(app.deps, request.user.id) }),
  );

  app.get(
    '/tasks',
    {
      config: { roles: COUNT_READERS },
      schema: {
        tags,
        summary: 'Tareas de conteo paginadas; un operario ve solo las suyas, sin cantidades esperadas',
        querystring: countTaskListQuerySchema,
        response: {
          200: z.union([
            z.object({ data: z.array(countTaskAdminSchema), pagination }),
            z.object({ data: z.array(countTaskOperatorSchema), pagination }),
          ]),
          ...commonErrors,
        },
      },
    },
    async (request) => pagedReply(await listCountTasks(app.db.kysely, request.query, request.user), request.query),
  );

  app.get(
    '/tasks/:id',
    {
      config: { roles: COUNT_READERS },
      schema: {
        tags,
        summary: 'Una tarea de conteo: al operario, solo lo que contó; al administrador, con resultados',
        params: idParamsSchema,
        response: { 200: z.union([dataOf(countTaskAdminDetailSchema), dataOf(countTaskOperatorDetailSchema)]), ...errors },
      },
    },
    async (request) => ({
      data:
        request.user.role === 'operator'
          ? await getOperatorTask(app.db.kysely, request.params.id, request.user)
          : await getAdminTask(app.db.kysely, request.params.id),
    }),
  );

  app.post(
    '/tasks/:id/assign',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        summary: 'Asigna una tarea a un operario (un reconteo rechaza al operario del primer conteo)',
        params: idParamsSchema,
        body: countAssignSchema,
        response: { 200: dataOf(countTaskAdminDetailSchema), ...errors },
      },
    },
    async (request) => ({ data: await assignCountTask(app.db.kysely, request.params.id, request.body.operator_id) }),
  );

  app.post(
    '/tasks/:id/lines',
    {
      config: { roles: OPERATOR },
      schema: {
        tags,
        summary: 'Registra un conteo ciego: ubicación, producto, lote/serie y cantidad encontrada',
        params: idParamsSchema,
        body: countLineSchema,
        response: { 200: dataOf(countTaskOperatorDetailSchema), ...errors },
      },
    },
    async (request) => ({ data: await recordCountLine(app.deps, request.params.id, request.body, request.user) }),
  );

  app.delete(
    '/tasks/:id/lines/:lineId',
    {
      config: { roles: OPERATOR },
      schema: {
        tags,
        summary: 'Quita una línea contada por error mientras la tarea está en curso',
        params: lineParamsSchema,
        response: { 200: dataOf(countTaskOperatorDetailSchema), ...errors },
      },
    },
    async (request) => ({
      data: await deleteCountLine(app.deps, request.params.id, request.params.lineId, request.user),
    }),
  );

  app.post(
    '/tasks/:id/submit',
    {
      config: { roles: OPERATOR },
      schema: {
        tags,
        summary: 'Envía el conteo: calcula las diferencias (no se muestran al operario)',
        params: idParamsSchema,
        body: submitBodySchema,
        response: { 200: dataOf(countSubmitOperatorSchema), ...errors },
      },
    },
    async (request) => ({ data: await submitCountTask(app.deps, request.params.id, request.body ?? {}, request.user) }),
  );

  app.get(
    '/variances',
    {
      config: { roles: ADMIN_VIEWER },
      schema: {
        tags,
        summary: 'Diferencias de conteo (por defecto, las que esperan aprobación)',
        querystring: varianceQuerySchema,
        response: { 200: z.object({ data: z.array(countVarianceSchema), pagination }), ...commonErrors },
      },
    },
    async (request) => pagedReply(await listVariances(app.db.kysely, request.query), request.query),
  );

  app.post(
    '/variances/:id/approve',
    {
      config: { roles: ADMIN },
      schema: {
        tags,
        summary: 'Aprueba una diferencia con un motivo: ajusta el stock con un evento ADJUSTMENT que referencia el conteo',
        params: idParamsSchema,
        body: countApproveSchema,
        response: { 200: dataOf(countVarianceSchema), ...errors },
      },
    },
    async (request) => ({ data: await approveCountVariance(app.deps, request.params.id, request.body, request.user.id) }),
  );

  app.get(
    '/accuracy',
    {
      config: { roles: ADMIN_VIEWER },
      schema: {
        tags,
        summary: 'Exactitud del registro de inventario (IRA) por conteo y por mes',
        response: { 200: dataOf(countAccuracySchema), ...commonErrors },
      },
    },
    async () => ({ data: await countAccuracy(app.db.kysely) }),
  );
};

export default countsRoutes;
