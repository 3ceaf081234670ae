import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUser, mockApi, renderApp, signInAs } from '../../../testing/render-app';
import type { InventoryGroup, InventoryPage } from '../api/types';
import { lotRow } from '../lib/lot-row.fixture';

const status = (key: 'normal' | 'bajo', label: string, color: string) => ({ key, label, color });
const product = (id: number, sku: string, name: string): InventoryGroup['product'] => ({
  id,
  sku,
  name,
  category: 'Insumos Médicos',
  barcode: null,
  min_stock: 10,
  max_stock: 100,
  status: 'Activo',
  cantidad_x_caja: 1,
  abc_category: null,
  es_dm_priorizado: false,
  tipo_dm: null,
  categorizacion_implantable: null,
  requiere_registro_sanitario: false,
  unit_of_measure: 'unidad',
  location_id: null,
  zone_id: null,
  warehouse_id: null,
});
const lot = (id: number, lot_number: string | null, quantity: number) => lotRow({ id, lot_number, quantity });

const page: InventoryPage = {
  data: [
    {
      product: product(1, 'GAS-1', 'Gasa estéril'),
      total_quantity: 50,
      reserved_quantity: 0,
      held_quantity: 0,
      lot_count: 2,
      location_code: 'Varias',
      stock_status: status('normal', 'Normal', 'success'),
      lots: [lot(11, 'L-A', 30), lot(12, null, 20)],
    },
    {
      product: product(2, 'SUE-2', 'Suero fisiológico'),
      total_quantity: 8,
      reserved_quantity: 0,
      held_quantity: 0,
      lot_count: 1,
      location_code: 'UB-1',
      stock_status: status('bajo', 'Bajo', 'warning'),
      lots: [lot(21, 'L-B', 8)],
    },
  ],
  pagination: { page: 1, per_page: 15, total: 2 },
  totals: { products: 2, items: 3, quantity: 58 },
};

function api() {
  return mockApi((url) => {
    if (url === '/api/auth/profile') return undefined;
    if (url.startsWith('/api/inventory/stats'))
      return { status: 200, body: { data: { total_products: 2, total_stock: 58, categories: 1, low_or_critical: 1 } } };
    if (url.startsWith('/api/inventory?')) return { status: 200, body: page };
    if (url === '/api/categories')
      return { status: 200, body: { data: [{ id: 1, name: 'Insumos Médicos', product_count: 2, status: 'Registrada' }] } };
    return undefined;
  });
}

describe('inventory page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows an administrator the grouped rows, the footer and the actions', { timeout: 60_000 }, async () => {
    signInAs(demoUser('admin'));
    const fetchMock = api();
    renderApp('/inventario?estado=low');
    expect(await screen.findByText('Gasa estéril', {}, { timeout: 40_000 })).toBeTruthy();
    expect(screen.getByText('Mostrando 2 productos (3 items totales)')).toBeTruthy();
    expect(screen.getByText('2 lotes')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Acciones' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gestionar Categorías' })).toBeTruthy();
    // The URL's filter goes to the server with the page size of the spec.
    const listCall = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.startsWith('/api/inventory?'))!;
    expect(listCall).toContain('stock_status=low');
    expect(listCall).toContain('per_page=15');

    fireEvent.click(screen.getByRole('button', { name: 'Expandir lotes de GAS-1' }));
    expect(await screen.findByText('Lote: L-A')).toBeTruthy();
    expect(screen.getByText('Sin lote especificado')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajustar stock de SUE-2' })).toBeTruthy();
  });

  it('gives a viewer no actions column and no management buttons', { timeout: 60_000 }, async () => {
    signInAs(demoUser('viewer'));
    api();
    renderApp('/inventario');
    expect(await screen.findByText('Suero fisiológico', {}, { timeout: 40_000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Acciones' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Gestionar Categorías' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nuevo Producto' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Gestionar Productos' })).toBeTruthy();
  });
});
