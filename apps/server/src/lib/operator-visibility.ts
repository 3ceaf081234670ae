// Who sees which picking and storage lists (docs/server.md, 'Operator visibility'): an operator
// sees only the lists assigned to them, and the tasks and figures drawn from those lists; every
// other role sees them all. A list an operator may not see is "not found" to them.

/** The signed-in user, as the list operations know them. */
export interface Actor {
  id: number;
  role: string;
}

/**
 * The user whose assigned lists bound what `actor` sees: the operator themself, or undefined for
 * every other role (no bound). Queries add `assigned_user_id = <this>` when it is defined; a query
 * parameter never widens it.
 */
export function ownListsOf(actor: Actor): number | undefined {
  return actor.role === 'operator' ? actor.id : undefined;
}

/** Whether `actor` may see `list` (false when there is no list). */
export function maySeeList(actor: Actor, list: { assigned_user_id: number | null } | null | undefined): boolean {
  if (!list) return false;
  const own = ownListsOf(actor);
  return own === undefined || list.assigned_user_id === own;
}
