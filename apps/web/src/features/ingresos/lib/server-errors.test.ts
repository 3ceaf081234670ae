import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/server-errors';
import { formFieldFor } from './server-errors';

describe('server field errors', () => {
  it('renames the simplified payload fields to the form fields', () => {
    expect(formFieldFor('reference')).toBe('order_number');
    expect(formFieldFor('details.2.expiry_date')).toBe('items.2.expiry_date');
    expect(formFieldFor('details')).toBe('items');
    expect(formFieldFor('zone_id')).toBe('zone_id');
  });

  it('sets each message on its field', () => {
    const setError = vi.fn();
    const error = new ApiError(400, 'VALIDATION', 'Datos inválidos', { 'details.0.quantity': 'La cantidad debe ser mayor a 0' });
    expect(applyServerFieldErrors(error, setError, formFieldFor)).toBe(1);
    expect(setError).toHaveBeenCalledWith('items.0.quantity', { type: 'server', message: 'La cantidad debe ser mayor a 0' });
    expect(applyServerFieldErrors(new Error('x'), setError, formFieldFor)).toBe(0);
  });
});
