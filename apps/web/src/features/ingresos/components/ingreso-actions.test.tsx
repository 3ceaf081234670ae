import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { IngresoSummary } from '../api/types';
import { IngresoActions } from './ingreso-actions';

const noop = () => {};
const actions = { onView: noop, onEdit: noop, onStorageList: noop, onDelete: noop };

function renderFor(status: string, storage_list: IngresoSummary['storage_list']) {
  const ingreso = { id: 1, reference: 'OC-1', status, storage_list } as unknown as IngresoSummary;
  render(<IngresoActions ingreso={ingreso} actions={actions} />);
}

const createButton = () => screen.queryByRole('button', { name: 'Crear lista de almacenamiento OC-1' });

describe('receipt row actions', () => {
  afterEach(cleanup);

  it('offers a storage list for a pending receipt without one', () => {
    renderFor('Pendiente', null);
    expect(createButton()).not.toBeNull();
  });

  it('offers it again once the previous list was cancelled', () => {
    renderFor('Pendiente', { id: 3, list_number: 'ALM-000003', status: 'cancelled' });
    expect(createButton()).not.toBeNull();
  });

  it('not while a list is open, nor for a completed receipt', () => {
    renderFor('Pendiente', { id: 3, list_number: 'ALM-000003', status: 'assigned' });
    expect(createButton()).toBeNull();
    cleanup();
    renderFor('Completado', null);
    expect(createButton()).toBeNull();
    expect(screen.getByRole('button', { name: 'Ver ingreso OC-1' })).not.toBeNull();
  });
});
