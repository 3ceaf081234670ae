import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUser, mockApi, renderApp, signInAs } from '../../../testing/render-app';

describe('wave picking page', { timeout: 60_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("says 'Error al cargar prioridades' beside the criterion when the priority scale fails to load", async () => {
    const admin = demoUser('admin');
    signInAs(admin);
    mockApi((url) => {
      if (url === '/api/auth/profile') return { status: 200, body: { data: admin } };
      if (url === '/api/intelligent-picking/priorities') return { status: 403, body: { code: 'FORBIDDEN' } };
      return undefined;
    });
    renderApp('/wave-picking');
    fireEvent.click(await screen.findByRole('tab', { name: 'Sugerencias' }, { timeout: 20_000 }));
    expect(await screen.findByText('Error al cargar prioridades')).toBeTruthy();
    expect(screen.queryByText('Esta prioridad o mayor')).toBeNull();
  });
});
