import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/logout: this session's token stops working; a failure changes nothing for the client. */
export async function logout(): Promise<void> {
  await apiRequest('/auth/logout', { method: 'POST', skipUnauthorizedRedirect: true }).catch(() => undefined);
}

/** POST /api/auth/logout-all: every token of the user, on every device, stops working. */
export async function logoutEverywhere(): Promise<void> {
  await apiRequest('/auth/logout-all', { method: 'POST', skipUnauthorizedRedirect: true });
}
