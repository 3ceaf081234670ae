import { LOGIN_MESSAGES } from '@bodega/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUser, mockApi, renderApp } from '../../../testing/render-app';

async function submit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
}

describe('login form', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('locks after five failures and says so on the button', { timeout: 30_000 }, async () => {
    const fetchMock = mockApi((url) =>
      url === '/api/auth/login'
        ? { status: 401, body: { error: 'Credenciales inválidas', code: 'INVALID_CREDENTIALS' } }
        : undefined,
    );
    renderApp('/login');
    await screen.findByText('Ubica tus activos!', {}, { timeout: 10_000 });
    for (let attempt = 1; attempt <= 4; attempt++) {
      await submit('nadie@demo.cl', `mala-${attempt}`);
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(attempt));
      expect(await screen.findByText('Credenciales inválidas', {}, { timeout: 5000 })).toBeTruthy();
    }
    await submit('nadie@demo.cl', 'mala-5');
    expect(await screen.findByText(LOGIN_MESSAGES.locked)).toBeTruthy();
    const button = screen.getByRole('button', { name: LOGIN_MESSAGES.lockedButton }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('stores the session and the remembered e-mail on success', async () => {
    const admin = demoUser('admin');
    mockApi((url) => {
      if (url === '/api/auth/login')
        return { status: 200, body: { access_token: 'jwt', user: admin, data: { access_token: 'jwt', user: admin } } };
      if (url === '/api/auth/profile') return { status: 200, body: { data: admin } };
      return undefined;
    });
    const { router } = renderApp('/login');
    await screen.findByText('Ubica tus activos!', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByLabelText('Recordarme'));
    await submit('admin@demo.cl', 'demo1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventario'));
    expect(localStorage.getItem('token')).toBe('jwt');
    expect(localStorage.getItem('rememberedEmail')).toBe('admin@demo.cl');
    expect(localStorage.getItem('loginAttempts')).toBeNull();
  });

  it('validates with the domain messages before calling the server', async () => {
    const fetchMock = mockApi(() => undefined);
    renderApp('/login');
    await screen.findByText('Ubica tus activos!', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByText(LOGIN_MESSAGES.required)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
