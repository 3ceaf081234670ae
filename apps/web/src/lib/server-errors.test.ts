import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { applyServerFieldErrors, fieldsOf } from './server-errors';

describe('server field errors', () => {
  const error = new ApiError(400, 'VALIDATION', 'Datos inválidos', {
    code: 'El código es requerido',
    'details.0.quantity': 'La cantidad debe ser mayor a 0',
    other: 'x',
  });

  it('sets each message on its field, renamed by the map', () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors(error, setError, (field) => field.replace(/^details/, 'items'))).toBe(3);
    expect(setError).toHaveBeenCalledWith('items.0.quantity', { type: 'server', message: 'La cantidad debe ser mayor a 0' });
  });

  it('keeps only the fields the form holds with fieldsOf', () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors(error, setError, fieldsOf({ code: '', details: [] }))).toBe(2);
    expect(setError).toHaveBeenCalledWith('code', { type: 'server', message: 'El código es requerido' });
    expect(setError).not.toHaveBeenCalledWith('other', expect.anything());
  });

  it('ignores anything but an ApiError with fields', () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors(new Error('x'), setError)).toBe(0);
    expect(applyServerFieldErrors(new ApiError(409, 'CONFLICT', 'x'), setError)).toBe(0);
    expect(setError).not.toHaveBeenCalled();
  });
});
