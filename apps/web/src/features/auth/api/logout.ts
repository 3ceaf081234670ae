import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/logout. The token is stateless, so a failure changes nothing for the client. */
export async function logout(): Promise<void> {
  await apiRequest('/auth/logout', { method: 'POST', skipUnauthorizedRedirect: true }).catch(() => undefined);
}
