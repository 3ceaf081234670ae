import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { writeLocationSettings } from '../../../lib/location-settings';
import { createQueryClient } from '../../../lib/query-client';
import { mockApi } from '../../../testing/render-app';
import { ProductCreateDialog } from './product-create-dialog';

const created = { id: 99, sku: 'AUTO7801234', name: 'Guantes de nitrilo', barcode: '7801234567890' };

function serve() {
  return mockApi((url, init) => {
    if (url.endsWith('/api/categories')) return { status: 200, body: { data: [{ id: 1, name: 'Insumos' }] } };
    if (url.endsWith('/api/zones/2/locations'))
      return { status: 200, body: { data: [{ id: 5, code: 'A-01', description: null }] } };
    if (url.endsWith('/api/products') && init.method === 'POST') return { status: 201, body: { data: created } };
    return undefined;
  });
}

function renderDialog(onCreated = vi.fn()) {
  render(
    <AppProvider queryClient={createQueryClient()}>
      <ProductCreateDialog
        code="7801234567890"
        barcode="7801234567890"
        warehouseId={1}
        zoneId={2}
        onClose={() => {}}
        onCreated={onCreated}
      />
    </AppProvider>,
  );
  return onCreated;
}

async function fillRequired() {
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(/^Nombre/), { target: { value: 'Guantes de nitrilo' } });
  fireEvent.change(within(dialog).getByLabelText(/^Categoría \*/), { target: { value: 'Insumos' } });
  fireEvent.mouseDown(within(dialog).getByLabelText(/^Ubicación/));
  fireEvent.click(await screen.findByRole('option', { name: 'A-01' }));
  return dialog;
}

const posted = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith('/api/products') && init?.method === 'POST');

describe('quick product creation from a receipt scan', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("shows the spec's Spanish messages, not the browser's, for empty required fields", { timeout: 30_000 }, async () => {
    const fetchMock = serve();
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Crear Producto' }));
    expect(await within(dialog).findByText('Nombre es requerido')).toBeTruthy();
    expect(within(dialog).getByText('Ubicación es requerida')).toBeTruthy();
    expect(posted(fetchMock)).toHaveLength(0);
  });

  it('asks no dimensions while volumetric capacity is off', { timeout: 30_000 }, async () => {
    const fetchMock = serve();
    const onCreated = renderDialog();
    const dialog = await fillRequired();
    expect(within(dialog).queryByLabelText(/^Largo \(cm\)/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Crear Producto' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(posted(fetchMock)).toHaveLength(1);
  });

  it('requires length, width and height with volumetric capacity on, as the product form does', { timeout: 30_000 }, async () => {
    writeLocationSettings({ green_max: 60, yellow_max: 85, volumetric_enabled: true });
    const fetchMock = serve();
    const onCreated = renderDialog();
    const dialog = await fillRequired();
    expect(within(dialog).getByLabelText(/^Largo \(cm\)/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Crear Producto' }));
    expect(await within(dialog).findByText('El largo es requerido')).toBeTruthy();
    expect(within(dialog).getByText('El ancho es requerido')).toBeTruthy();
    expect(within(dialog).getByText('El alto es requerido')).toBeTruthy();
    expect(posted(fetchMock)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Largo \(cm\)/), { target: { value: '30' } });
    fireEvent.change(within(dialog).getByLabelText(/^Ancho \(cm\)/), { target: { value: '20' } });
    fireEvent.change(within(dialog).getByLabelText(/^Alto \(cm\)/), { target: { value: '10.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear Producto' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    const [call] = posted(fetchMock);
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ length: 30, width: 20, height: 10.5, location_id: 5 });
  });
});
