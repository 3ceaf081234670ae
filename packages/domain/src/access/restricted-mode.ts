import type { Role } from './roles';

/**
 * Restricted mode: a per-user flag an administrator sets. It hides
 * Manage Categories, Create Product, Upload Excel and the box-quantity template buttons, and the
 * server refuses those calls for that user. Only administrators reach them in the first place.
 */
export function canSetUpCatalog(user: { role: Role; restricted?: boolean } | null | undefined): boolean {
  return user?.role === 'admin' && user.restricted !== true;
}
