import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../app/provider';
import { createQueryClient } from '../../lib/query-client';
import { ProductSearch } from './product-search';

describe('ProductSearch', () => {
  afterEach(() => cleanup());

  it("says the search failed instead of 'Sin resultados'", { timeout: 30_000 }, async () => {
    const failing = () => Promise.reject(new Error('sin conexión'));
    render(
      <AppProvider queryClient={createQueryClient()}>
        <ProductSearch
          value={null}
          onChange={() => undefined}
          search={failing}
          searchKey="failing"
          failedText="Error al cargar productos"
        />
      </AppProvider>,
    );
    const box = screen.getByLabelText('Producto');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'gasa' } });
    expect((await screen.findAllByText('Error al cargar productos', undefined, { timeout: 10_000 })).length).toBeGreaterThan(0);
  });
});
