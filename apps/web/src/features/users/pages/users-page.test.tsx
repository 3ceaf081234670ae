import { USER_MESSAGES, type User } from '@bodega/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUser, mockApi, renderApp, signInAs } from '../../../testing/render-app';

describe('users page', () => {
  const admin = demoUser('admin', 1);
  let users: User[];

  beforeEach(() => {
    localStorage.clear();
    users = [admin, demoUser('operator', 2), demoUser('viewer', 3)];
    signInAs(admin);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('counts users per role and saves an edit without an empty password', { timeout: 40_000 }, async () => {
    const fetchMock = mockApi((url, init) => {
      if (url === '/api/auth/profile') return { status: 200, body: { data: admin } };
      if (url === '/api/users' && (init.method ?? 'GET') === 'GET') return { status: 200, body: { data: users } };
      if (url === '/api/users/2' && init.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Partial<User>;
        users = users.map((user) => (user.id === 2 ? { ...user, ...body } : user));
        return { status: 200, body: { data: users[1] } };
      }
      return undefined;
    });
    renderApp('/users');
    expect(await screen.findByText('operador', {}, { timeout: 20_000 })).toBeTruthy();
    const total = screen.getByText('Total de Usuarios').parentElement!;
    expect(within(total).getByText('3')).toBeTruthy();

    // The admin is the only administrator and the signed-in user: no delete.
    expect((screen.getByRole('button', { name: 'Eliminar usuario admin' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Editar usuario operador' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Usuario' });
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'Nuevo@Demo.cl' } });
    const save = within(dialog).getByRole('button', { name: 'Guardar' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);

    expect(await screen.findByText(USER_MESSAGES.updated)).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      username: 'operador',
      name: '',
      email: 'nuevo@demo.cl',
      role: 'operator',
    });
  });

  it('shows the load error', async () => {
    mockApi((url) => (url === '/api/users' ? { status: 500, body: { error: '', code: 'INTERNAL' } } : undefined));
    renderApp('/users');
    expect(await screen.findByText(USER_MESSAGES.loadError, {}, { timeout: 5000 })).toBeTruthy();
  });
});
