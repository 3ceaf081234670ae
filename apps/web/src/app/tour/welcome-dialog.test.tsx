import { tourStorageKeys } from '@bodega/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoUser, mockApi, renderApp, signInAs } from '../../testing/render-app';

describe('welcome dialog', () => {
  afterEach(() => localStorage.clear());

  it('opens about 1.5 s after sign-in and skipping it stores the welcome flag and says where the tour is', async () => {
    const viewer = demoUser('viewer', 3);
    signInAs(viewer, { welcome: true });
    mockApi((url) => (url === '/api/auth/profile' ? { status: 200, body: { data: viewer } } : undefined));
    const opened = Date.now();
    renderApp('/inventario');
    const dialog = await screen.findByRole('dialog', { name: '¡Bienvenido a Bodega Clínica!' }, { timeout: 10_000 });
    expect(Date.now() - opened).toBeGreaterThanOrEqual(1_400);
    fireEvent.click(screen.getByRole('button', { name: 'Omitir' }));
    expect(await screen.findByText('Puedes iniciar el tour en cualquier momento desde el botón de ayuda')).toBeTruthy();
    expect(localStorage.getItem(tourStorageKeys('viewer').welcomeSeen)).toBe('true');
    expect(localStorage.getItem(tourStorageKeys('viewer').completed)).toBeNull();
    expect(dialog).toBeTruthy();
  }, 30_000);

  it('stays closed when both flags of the role are stored', async () => {
    const admin = demoUser('admin');
    signInAs(admin);
    mockApi(() => undefined);
    renderApp('/no-existe');
    await screen.findByRole('heading', { name: 'Página no encontrada' }, { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 30_000);
});
