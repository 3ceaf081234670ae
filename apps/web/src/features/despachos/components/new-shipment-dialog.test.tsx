import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUser, mockApi, renderApp, signInAs } from '../../../testing/render-app';

describe('new shipment dialog', { timeout: 60_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("says 'Información requerida faltante' when 'Crear envío' is tried without a required field, and creates nothing", async () => {
    const admin = demoUser('admin');
    signInAs(admin);
    const fetchMock = mockApi((url) => {
      if (url === '/api/auth/profile') return { status: 200, body: { data: admin } };
      return undefined;
    });
    renderApp('/despachos?tab=envios');
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo Envío' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Fecha de envío/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear envío' }));
    // Said on top of the form and as a toast; the field says what it lacks.
    expect(await screen.findAllByText('Información requerida faltante')).toHaveLength(2);
    expect(within(dialog).getByText('La fecha de envío es requerida')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
