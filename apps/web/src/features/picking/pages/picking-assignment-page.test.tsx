import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUser, mockApi, renderApp, signInAs } from '../../../testing/render-app';

const list = {
  id: 7,
  list_number: 'PICK-000007',
  order_id: 3,
  order_number: 'ORD-000003',
  status: 'pending',
  priority: 3,
  assigned_user_id: null,
  total_items: 2,
  picked_items: 0,
  scan_required: true,
  scan_off_at: null,
  scan_off_username: null,
  created_at: '2026-11-20T12:00:00.000Z',
};

describe('picking assignment page', { timeout: 60_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("says 'Error al cargar datos' when its lists or operators fail to load", async () => {
    const admin = demoUser('admin');
    signInAs(admin);
    mockApi((url) => {
      if (url === '/api/auth/profile') return { status: 200, body: { data: admin } };
      if (url === '/api/users/operators' || url.startsWith('/api/orders/picking-lists?'))
        return { status: 403, body: { code: 'FORBIDDEN' } };
      return undefined;
    });
    renderApp('/picking-assignment');
    expect(await screen.findAllByText('Error al cargar datos', {}, { timeout: 20_000 })).toHaveLength(2);
  });

  it("says 'Error al asignar lista' when the assignment fails without a message of its own", async () => {
    const admin = demoUser('admin');
    signInAs(admin);
    mockApi((url) => {
      if (url === '/api/auth/profile') return { status: 200, body: { data: admin } };
      if (url === '/api/users/operators')
        return {
          status: 200,
          body: { data: [{ id: 2, username: 'operador', assigned_lists: 0, in_progress_lists: 0, pending_items: 0 }] },
        };
      if (url.startsWith('/api/orders/picking-lists?'))
        return { status: 200, body: { data: [list], pagination: { page: 1, per_page: 500, total: 1 } } };
      if (url === '/api/orders/picking-lists/7/assign') return { status: 409, body: { code: 'INVALID_STATE' } };
      return undefined;
    });
    renderApp('/picking-assignment');
    const row = await screen.findByTestId('assign-row-7', {}, { timeout: 20_000 });
    fireEvent.click(within(row).getByRole('button', { name: /Asignar/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: /operador/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Asignar' }));
    expect(await screen.findByText('Error al asignar lista')).toBeTruthy();
  });
});
