// GET /api/users/operators: each operator with the picking work still open on them.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Operators with their open workload: lists assigned or in progress, and items still to pick on them. */
export async function operatorWorkload(db: Kysely<Database>): Promise<
  Array<{
    id: number;
    username: string;
    email: string;
    assigned_lists: number;
    in_progress_lists: number;
    pending_items: number;
  }>
> {
  const rows = await db
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.username',
      'u.email',
      sql<number>`(select cast(count(*) as integer) from picking_lists pl where pl.assigned_user_id = u.id and pl.status = 'assigned')`.as(
        'assigned_lists',
      ),
      sql<number>`(select cast(count(*) as integer) from picking_lists pl where pl.assigned_user_id = u.id and pl.status = 'in_progress')`.as(
        'in_progress_lists',
      ),
      sql<number>`(select cast(count(*) as integer) from picking_list_items pi inner join picking_lists pl on pl.id = pi.picking_list_id
        where pl.assigned_user_id = u.id and pl.status in ('assigned', 'in_progress') and pi.status = 'pending')`.as(
        'pending_items',
      ),
    ])
    .where('u.role', '=', 'operator')
    .orderBy('u.username')
    .execute();
  return rows.map((row) => ({
    ...row,
    assigned_lists: Number(row.assigned_lists),
    in_progress_lists: Number(row.in_progress_lists),
    pending_items: Number(row.pending_items),
  }));
}
