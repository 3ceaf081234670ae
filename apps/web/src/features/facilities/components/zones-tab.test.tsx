import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUser, mockApi, renderApp, signInAs } from '../../../testing/render-app';

describe('zones tab', { timeout: 60_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("says 'Error al obtener bodega' with the server's reason when the warehouse the address names cannot be read", async () => {
    const admin = demoUser('admin');
    signInAs(admin);
    mockApi((url) => {
      if (url === '/api/auth/profile') return { status: 200, body: { data: admin } };
      if (url === '/api/warehouses') return { status: 200, body: { data: [] } };
      if (url === '/api/warehouses/9') return { status: 404, body: { error: 'Bodega no encontrada', code: 'NOT_FOUND' } };
      if (url === '/api/warehouses/9/zones') return { status: 404, body: { error: 'Bodega no encontrada', code: 'NOT_FOUND' } };
      return undefined;
    });
    renderApp('/instalaciones?tab=zonas&bodega=9');
    expect(await screen.findByText('Error al obtener bodega: Bodega no encontrada', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nueva Zona' }).hasAttribute('disabled')).toBe(true);
  });
});
