import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCAN_STATUS_MS, useScanStatus } from './use-scan-status';

describe('useScanStatus', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hides an ordinary status after its time', () => {
    const { result } = renderHook(() => useScanStatus());
    act(() => result.current.show('success', 'Producto agregado'));
    act(() => vi.advanceTimersByTime(SCAN_STATUS_MS + 10));
    expect(result.current.status).toBeNull();
  });

  it('keeps a held refusal, even while the user types, until the next status replaces it', () => {
    const { result } = renderHook(() => useScanStatus());
    act(() => result.current.hold('error', 'La unidad está retenida'));
    act(() => vi.advanceTimersByTime(10 * SCAN_STATUS_MS));
    act(() => result.current.onInput());
    act(() => vi.advanceTimersByTime(10 * SCAN_STATUS_MS));
    expect(result.current.status).toEqual({ severity: 'error', message: 'La unidad está retenida' });
    act(() => result.current.show('success', 'Producto agregado'));
    expect(result.current.status?.message).toBe('Producto agregado');
    act(() => vi.advanceTimersByTime(SCAN_STATUS_MS + 10));
    expect(result.current.status).toBeNull();
  });
});
