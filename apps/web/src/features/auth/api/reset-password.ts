import type { PasswordReset } from '@bodega/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /api/auth/password-reset with the one-time token from the e-mailed link. */
export function resetPassword(payload: PasswordReset): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('/auth/password-reset', payload);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
