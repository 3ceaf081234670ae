import { USER_MESSAGES, type User } from '@bodega/domain';

/**
 * Why a row's delete button is disabled, or null when it is enabled: the last administrator
 * cannot be deleted, and nobody deletes their own account. The server checks both too.
 */
export function deleteBlockReason(user: User, users: readonly User[], currentUserId: number | undefined): string | null {
  if (user.id === currentUserId) return USER_MESSAGES.selfDelete;
  if (user.role === 'admin' && users.filter((other) => other.role === 'admin').length <= 1) return USER_MESSAGES.lastAdmin;
  return null;
}
