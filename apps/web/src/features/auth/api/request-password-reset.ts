import type { PasswordResetRequest } from '@bodega/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /api/auth/password-reset-request; the answer never tells whether the e-mail exists. */
export function requestPasswordReset(payload: PasswordResetRequest): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('/auth/password-reset-request', payload);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
