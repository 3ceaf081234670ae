import { DISPATCH_PRIORITIES, SHIPMENT_STATUSES, idParam } from '@bodega/domain';
import { z } from 'zod';
import { dayQuery, emptyToUndefined, pageQuery, perPageQuery } from '../../lib/query-fields';

const text = z.preprocess(emptyToUndefined, z.string().trim().max(100, 'El texto de búsqueda es demasiado largo').optional());

/** GET /despachos/picked-orders: status, customer text, priority, order-number search; 10 per page. */
export const pickedOrdersQuerySchema = z.object({
  status: z.preprocess(
    emptyToUndefined,
    z.enum(['picked', 'shipped', 'consolidated', 'assigned_to_dock'], { error: 'Estado inválido' }).optional(),
  ),
  customer: text,
  priority: z.preprocess(emptyToUndefined, z.enum(DISPATCH_PRIORITIES, { error: 'Prioridad inválida' }).optional()),
  search: text,
  page: pageQuery(),
  per_page: perPageQuery(10),
});

/** GET /despachos/shipments: status, tracking text, carrier text, date from; archived ones on request. */
export const shipmentsQuerySchema = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(SHIPMENT_STATUSES, { error: 'Estado inválido' }).optional()),
  tracking: text,
  carrier: text,
  date_from: dayQuery('Fecha desde inválida (use AAAA-MM-DD)'),
  archived: z.preprocess(
    emptyToUndefined,
    z.enum(['false', 'true', 'all'], { error: 'archived debe ser false, true o all' }).optional(),
  ),
  page: pageQuery(),
  per_page: perPageQuery(10),
});

export const consolidationsQuerySchema = z.object({
  open: z.preprocess(emptyToUndefined, z.enum(['true', 'false'], { error: 'open debe ser true o false' }).optional()),
  unassigned: z.preprocess(emptyToUndefined, z.enum(['true', 'false'], { error: 'unassigned debe ser true o false' }).optional()),
});

export const dockOrderParamsSchema = z.object({ id: idParam(), orderId: idParam() });
