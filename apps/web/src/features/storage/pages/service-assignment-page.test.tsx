import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUser, mockApi, renderApp, signInAs } from '../../../testing/render-app';

const list = (id: number, status: string, assigned: number | null) => ({
  id,
  list_number: `ALM-00000${id}`,
  transaction_id: id,
  transaction: { id, reference: `OC-${id}`, supplier: null, status: 'Pendiente' },
  status,
  priority: 5,
  storage_strategy: 'abc_optimized',
  piece_by_piece_enabled: false,
  total_items: 2,
  completed_items: 0,
  total_units: 7,
  progress: 0,
  estimated_time: 3.4,
  actual_time: null,
  assigned_user_id: assigned,
  assigned_user: assigned ? { id: assigned, username: 'operador', email: 'operator@demo.cl' } : null,
  assigned_at: null,
  started_at: null,
  completed_at: null,
  created_at: '2026-11-20T12:00:00.000Z',
});

describe('service assignment page', { timeout: 60_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('keeps the tab in the URL, shows workload and sends the chosen operator, showing the server field error', async () => {
    const admin = demoUser('admin');
    signInAs(admin);
    const posts: unknown[] = [];
    mockApi((url, init) => {
      if (url === '/api/auth/profile') return { status: 200, body: { data: admin } };
      if (url === '/api/users/operators')
        return { status: 200, body: { data: [{ id: 2, username: 'operador', email: 'operator@demo.cl' }] } };
      if (url.startsWith('/api/intelligent-storage/storage-lists?')) {
        const status = new URLSearchParams(url.split('?')[1]).get('status');
        const rows = status === 'pending' ? [list(1, 'pending', null)] : status === 'assigned' ? [list(2, 'assigned', 2)] : [];
        return { status: 200, body: { data: rows, pagination: { page: 1, per_page: 500, total: rows.length } } };
      }
      if (url === '/api/intelligent-storage/storage-lists/1/assign') {
        posts.push(JSON.parse(String(init.body)));
        return {
          status: 400,
          body: { error: 'Debe seleccionar un operario', code: 'VALIDATION_ERROR', fields: { user_id: 'Operario inactivo' } },
        };
      }
      return undefined;
    });
    const { router } = renderApp('/service-assignment');
    expect(await screen.findByText('ALM-000001', {}, { timeout: 20_000 })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=storage'));
    expect(screen.getAllByText('Crítica', { selector: '.MuiChip-label' })).toHaveLength(2);
    expect(await screen.findByText('operador: 1 tarea activa')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Asignar ALM-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Asignar Lista de Almacenamiento' });
    const submit = within(dialog).getByRole('button', { name: 'Asignar' });
    expect(submit).toHaveProperty('disabled', true);
    expect(within(dialog).getByText('Debe seleccionar un operario')).toBeTruthy();

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Operario/ }));
    fireEvent.click(await screen.findByRole('option', { name: /operador/ }));
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Operario inactivo')).toBeTruthy();
    expect(posts).toEqual([{ user_id: 2 }]);
  });
});
