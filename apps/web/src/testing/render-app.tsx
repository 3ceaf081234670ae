import { ROLES, TOUR_FLAG_VALUE, tourStorageKeys, type User } from '@bodega/domain';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { appRoutes } from '../app/router';
// The shell is a lazy chunk in the app (router.tsx); loaded here with the helper, as it was before, so
// a test's first signed-in screen does not spend its find timeout transforming the shell.
import '../app/shell/app-shell';
import { createQueryClient } from '../lib/query-client';

export const demoUser = (role: User['role'], id = 1): User => ({
  id,
  username: { admin: 'admin', operator: 'operador', viewer: 'visor', user: 'usuario' }[role],
  name: null,
  email: `${role}@demo.cl`,
  role,
  created_at: '2026-01-01T00:00:00.000Z',
});

export function signInAs(user: User, options: { welcome?: boolean } = {}): void {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('user', JSON.stringify(user));
  // The welcome dialog stays closed unless a test is about it.
  if (!options.welcome) {
    for (const role of ROLES) {
      const keys = tourStorageKeys(role);
      localStorage.setItem(keys.welcomeSeen, TOUR_FLAG_VALUE);
      localStorage.setItem(keys.completed, TOUR_FLAG_VALUE);
    }
  }
}

type Handler = (url: string, init: RequestInit) => { status: number; body: unknown } | undefined;

/** Replaces fetch with a handler; unknown calls answer 404 so a test never hangs. */
export function mockApi(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const answer = handler(String(input), init) ?? { status: 404, body: { error: 'No encontrado', code: 'NOT_FOUND' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders the whole app (providers, guard, lazy routes) at a path. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, ...view };
}
