import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUser, mockApi, renderApp, signInAs } from '../../testing/render-app';

/** The receipt form's warehouse → zone cascade says when a list cannot be loaded. */
describe('facility cascade', { timeout: 60_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const open = async () => {
    renderApp('/ingresos');
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo Ingreso' }, { timeout: 20_000 }));
    return screen.findByRole('dialog');
  };

  it("says 'Error al obtener bodegas' when the warehouses fail to load", async () => {
    const admin = demoUser('admin');
    signInAs(admin);
    mockApi((url) => {
      if (url === '/api/auth/profile') return { status: 200, body: { data: admin } };
      if (url === '/api/warehouses') return { status: 403, body: { code: 'FORBIDDEN' } };
      return undefined;
    });
    const dialog = await open();
    expect(await within(dialog).findByText('Error al obtener bodegas')).toBeTruthy();
  });

  it("says 'Error al obtener zonas de la bodega' when the chosen warehouse's zones fail to load", async () => {
    const admin = demoUser('admin');
    signInAs(admin);
    mockApi((url) => {
      if (url === '/api/auth/profile') return { status: 200, body: { data: admin } };
      if (url === '/api/warehouses') return { status: 200, body: { data: [{ id: 1, code: 'BC', name: 'Bodega Central' }] } };
      if (url === '/api/warehouses/1/zones') return { status: 403, body: { code: 'FORBIDDEN' } };
      return undefined;
    });
    const dialog = await open();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Bodega/ }));
    fireEvent.click(await screen.findByRole('option', { name: /Bodega Central/ }));
    expect(await within(dialog).findByText('Error al obtener zonas de la bodega')).toBeTruthy();
  });
});
