import { santiagoDay } from '@bodega/domain';
import { describe, expect, it } from 'vitest';
import type { Dispatch } from '../api/types';
import {
  createDispatchResolver,
  emptyDispatchLine,
  toDispatchFormValues,
  updateDispatchResolver,
  type DispatchFormValues,
} from './dispatch-form';

const stored: Dispatch = {
  id: 3,
  reference: 'DSP-000003',
  destination: 'UCI',
  dispatch_date: '2026-11-20',
  source_location_id: 9,
  source_location: { id: 9, code: 'A-01', description: null },
  notes: null,
  status: 'Pendiente',
  editable: true,
  selection_method: 'fifo',
  user: null,
  created_at: '2026-11-20T12:00:00.000Z',
  updated_at: '2026-11-20T12:00:00.000Z',
  completed_at: null,
  completed_by: null,
  items_count: 1,
  total_quantity: 4,
  items: [{ id: 1, product_id: 5, product: { id: 5, sku: 'G-1', name: 'Gasa' }, quantity: 4, available_quantity: 10 }],
  issues: [],
};

const options = { fields: {}, shouldUseNativeValidation: false } as const;
const messages = async (resolver: typeof createDispatchResolver | typeof updateDispatchResolver, values: DispatchFormValues) => {
  const result = await resolver(values, undefined, options);
  const flat: Record<string, string> = {};
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string') flat[path] = message;
    for (const [key, child] of Object.entries(node))
      if (!['message', 'ref', 'type'].includes(key)) walk(child, path ? `${path}.${key}` : key);
  };
  walk(result.errors, '');
  return { values: result.values, errors: flat };
};

describe('dispatch form', () => {
  it('starts a new dispatch today, method none, with one line of quantity 1', () => {
    expect(toDispatchFormValues(null)).toEqual({
      destination: '',
      dispatch_date: santiagoDay(),
      source: null,
      source_location_id: null,
      notes: '',
      selection_method: 'none',
      status: '',
      items: [emptyDispatchLine()],
    });
    expect(emptyDispatchLine().quantity).toBe(1);
  });

  it('asks for destination, location and products with the spec messages; never a status on creation', async () => {
    const { errors } = await messages(createDispatchResolver, toDispatchFormValues(null));
    expect(errors).toMatchObject({
      destination: 'El destino es requerido',
      source_location_id: 'La ubicación es requerida',
      'items.0.product_id': 'El producto es requerido',
    });
    const filled = { ...toDispatchFormValues(stored), status: 'Completado' as const };
    const created = await messages(createDispatchResolver, filled);
    expect(created.errors).toEqual({});
    expect(created.values).toEqual({
      destination: 'UCI',
      dispatch_date: '2026-11-20',
      source_location_id: 9,
      notes: '',
      selection_method: 'fifo',
      items: [{ product_id: 5, quantity: 4 }],
    });
  });

  it('requires the status when editing and sends it', async () => {
    const missing = await messages(updateDispatchResolver, { ...toDispatchFormValues(stored), status: '' });
    expect(missing.errors.status).toBe('El estado es requerido');
    const edited = await messages(updateDispatchResolver, { ...toDispatchFormValues(stored), status: 'Completado' });
    expect(edited.values).toMatchObject({ status: 'Completado', items: [{ product_id: 5, quantity: 4 }] });
  });
});
