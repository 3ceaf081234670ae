import { LIST_STATUSES, PICKING_STRATEGIES, PICKING_TASK_STATUSES, optionalIdParam } from '@bodega/domain';
import { z } from 'zod';
import { commaListQuery, pageQuery, perPageQuery } from '../../lib/query-fields';

const page = pageQuery();
const perPage = (max: number) => perPageQuery(50, max);

/** GET /orders/picking-lists. */
export const pickingListQuerySchema = z
  .object({
    status: commaListQuery(LIST_STATUSES, 5),
    assigned_user_id: optionalIdParam('Operario no válido'),
    page,
    per_page: perPage(500),
  })
  .strict();

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha inválida');

/** GET /intelligent-picking/tasks. */
export const taskListQuerySchema = z
  .object({
    status: commaListQuery(PICKING_TASK_STATUSES, 10),
    strategy: z.enum(PICKING_STRATEGIES, { error: 'Estrategia no válida' }).optional(),
    date_from: day.optional(),
    date_to: day.optional(),
    page,
    per_page: perPage(200),
  })
  .strict();
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;
