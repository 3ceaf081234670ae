import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUser, mockApi, renderApp, signInAs } from '../testing/render-app';

describe('app routes and guard', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends an unauthenticated visit to /login', async () => {
    const { router } = renderApp('/users');
    expect(await screen.findByText('Ubica tus activos!', {}, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a viewer away from an admin screen to /inventario', async () => {
    const viewer = demoUser('viewer');
    signInAs(viewer);
    mockApi((url) => (url === '/api/auth/profile' ? { status: 200, body: { data: viewer } } : undefined));
    const { router } = renderApp('/ingresos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestión de Inventario' }, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/inventario');
    expect(screen.getByTestId('page-title').textContent).toBe('Gestión de Inventario');
  });

  it('titles inventory Consultar Inventario for operators and lists only their built entries', async () => {
    const operator = demoUser('operator', 2);
    signInAs(operator);
    mockApi((url) => (url === '/api/auth/profile' ? { status: 200, body: { data: operator } } : undefined));
    const { router } = renderApp('/inventario');
    expect(await screen.findByRole('heading', { level: 1, name: 'Consultar Inventario' }, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/inventario');
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Mi Dashboard', 'Consultar Inventario']);
    expect(screen.getByTestId('sidebar-user').textContent).toContain('Operario');
  });

  it('takes an operator home to their dashboard', async () => {
    const operator = demoUser('operator', 2);
    signInAs(operator);
    mockApi((url) => (url === '/api/auth/profile' ? { status: 200, body: { data: operator } } : undefined));
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard del Operario' }, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/operator');
  });

  it('shows Página no encontrada for an unknown path', async () => {
    signInAs(demoUser('admin'));
    mockApi(() => undefined);
    renderApp('/no-existe');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeTruthy();
    expect(screen.getByTestId('page-title').textContent).toBe('Página no encontrada');
    expect(document.title).toBe('Página no encontrada | Bodega Clínica');
  });

  it('follows a role change read from the profile', async () => {
    signInAs(demoUser('admin'));
    mockApi((url) => (url === '/api/auth/profile' ? { status: 200, body: { data: demoUser('viewer') } } : undefined));
    const { router } = renderApp('/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventario'));
    expect(JSON.parse(localStorage.getItem('user')!).role).toBe('viewer');
  });
});
