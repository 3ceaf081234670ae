import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { orderDetail } from './egreso-list.repository';
import type { EgresoDetail } from '@bodega/domain';

/** GET /egress-orders/:id: the order with its items, or 404. */
export async function getEgreso(db: Kysely<Database>, id: number): Promise<EgresoDetail> {
  const order = await orderDetail(db, id);
  if (!order) throw new AppError('NOT_FOUND', 'Orden de egreso no encontrada');
  return order;
}
