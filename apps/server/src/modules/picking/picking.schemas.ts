import { LIST_STATUSES, PICKING_STRATEGIES, PICKING_TASK_STATUSES } from '@bodega/domain';
import { z } from 'zod';
import { commaListQuery } from '../../lib/query-fields';

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const perPage = (max: number) => z.coerce.number().int().min(1).max(max).default(50);

/** GET /orders/picking-lists. */
export const pickingListQuerySchema = z
  .object({
    status: commaListQuery(LIST_STATUSES, 5),
    assigned_user_id: z.coerce.number({ error: 'Operario no válido' }).int().positive().max(2_147_483_647).optional(),
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
