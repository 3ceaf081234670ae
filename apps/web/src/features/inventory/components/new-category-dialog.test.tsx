import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { createQueryClient } from '../../../lib/query-client';
import { mockApi } from '../../../testing/render-app';
import { CategoryDialog } from './new-category-dialog';

function renderInsideForm(onOuterSubmit: () => void) {
  const onClose = vi.fn();
  render(
    <AppProvider queryClient={createQueryClient()}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onOuterSubmit();
        }}
      >
        <CategoryDialog open onClose={onClose} />
      </form>
    </AppProvider>,
  );
  return onClose;
}

describe('category dialog (opened from the product form)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('a refusal naming no field stays under Nombre and does not submit the form around it', { timeout: 30_000 }, async () => {
    mockApi((url, init) =>
      url === '/api/categories' && init.method === 'POST'
        ? { status: 409, body: { error: 'La categoría ya existe', code: 'CONFLICT' } }
        : undefined,
    );
    const outer = vi.fn();
    const onClose = renderInsideForm(outer);
    fireEvent.change(screen.getByLabelText(/Nombre/), { target: { value: 'Cardiología' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Crear' }));

    const dialog = screen.getByRole('dialog', { name: 'Nueva Categoría' });
    expect(await screen.findByText('La categoría ya existe', { selector: 'p' })).toBeTruthy();
    expect(dialog.textContent).toContain('La categoría ya existe');
    expect(outer).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a saved category closes the dialog without submitting the outer form', { timeout: 30_000 }, async () => {
    mockApi((url, init) =>
      url === '/api/categories' && init.method === 'POST'
        ? { status: 201, body: { data: { id: 7, name: 'Cardiología', product_count: 0, status: 'Registrada' } } }
        : undefined,
    );
    const outer = vi.fn();
    const onClose = renderInsideForm(outer);
    fireEvent.change(screen.getByLabelText(/Nombre/), { target: { value: 'Cardiología' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Crear' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(outer).not.toHaveBeenCalled();
  });
});
