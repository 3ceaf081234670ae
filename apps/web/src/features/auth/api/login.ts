import type { LoginPayload, LoginResult } from '@bodega/domain';

export type { LoginResult } from '@bodega/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/login; a 401 here means bad credentials, so it must not bounce to /login. */
export function login(payload: Pick<LoginPayload, 'email' | 'password'>): Promise<LoginResult> {
  return apiRequest<LoginResult & { data?: LoginResult }>('/auth/login', {
    method: 'POST',
    body: payload,
    skipUnauthorizedRedirect: true,
  }).then((body) => body.data ?? { access_token: body.access_token, user: body.user });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
