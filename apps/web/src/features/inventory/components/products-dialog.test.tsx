import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { createQueryClient } from '../../../lib/query-client';
import { mockApi } from '../../../testing/render-app';
import { ProductsDialog } from './products-dialog';
import { SEARCH_DEBOUNCE_MS } from '../../../components/filter-bar';

const noProducts = { data: [], pagination: { page: 1, per_page: 10, total: 0 } };

describe('products dialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  // The page closes the panel by navigating; until that navigation renders, the dialog is still
  // open. Nothing the dialog schedules may navigate after Cerrar: a functional setSearchParams
  // starts from the last rendered URL and would put the panel back (a dialog that stays open).
  it('Cerrar leaves the URL to the page: no search navigation follows it', { timeout: 30_000 }, async () => {
    mockApi((url) => (url.startsWith('/api/products') ? { status: 200, body: noProducts } : undefined));
    const onClose = vi.fn();
    const router = createMemoryRouter(
      [
        {
          path: '/inventario',
          element: <ProductsDialog open canManage showActions onClose={onClose} onCreate={() => {}} onEdit={() => {}} />,
        },
      ],
      { initialEntries: ['/inventario?panel=productos&pp_q=XL-25'] },
    );
    render(
      <AppProvider queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    const box = await screen.findByLabelText('Buscar producto');
    expect((box as HTMLInputElement).value).toBe('XL-25');

    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 300));
    expect(router.state.location.search).toBe('?panel=productos&pp_q=XL-25');

    // A search typed just before Cerrar is dropped too.
    fireEvent.change(box, { target: { value: 'OTRA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 300));
    expect(router.state.location.search).toBe('?panel=productos&pp_q=XL-25');
  });
});
