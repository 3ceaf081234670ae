import { describe, expect, it } from 'vitest';
import { canScan, checkPick, readyToComplete } from './list-rules';

const item = (
  over: Partial<{ status: string; quantity_required: number; quantity_picked: number; quantity_scanned: number }> = {},
) => ({
  status: 'pending',
  quantity_required: 3,
  quantity_picked: 0,
  quantity_scanned: 0,
  ...over,
});

describe('checkPick', () => {
  it('accepts a full pick and a short pick with a reason', () => {
    expect(checkPick(item(), 3, null, false)).toEqual({ ok: true, kind: 'full', short_quantity: 0 });
    expect(checkPick(item(), 1, 'Rack vacío', false)).toEqual({ ok: true, kind: 'short', short_quantity: 2 });
    expect(checkPick(item(), 0, 'Producto dañado', false)).toEqual({ ok: true, kind: 'short', short_quantity: 3 });
  });

  it('refuses picking twice, more than required, or short without a reason', () => {
    expect(checkPick(item({ status: 'picked' }), 3, null, false)).toMatchObject({ ok: false, reason: 'not_pending' });
    expect(checkPick(item(), 4, null, false)).toMatchObject({
      ok: false,
      reason: 'over_pick',
      message: 'No puede recolectar más de lo requerido (3)',
    });
    expect(checkPick(item(), 2, '  ', false)).toMatchObject({ ok: false, reason: 'needs_reason' });
  });

  it('in piece-by-piece mode needs every picked unit scanned', () => {
    expect(checkPick(item({ quantity_scanned: 2 }), 3, null, true)).toEqual({
      ok: false,
      reason: 'requires_scan',
      message: 'Debe escanear todas las unidades antes de completar el picking',
    });
    expect(checkPick(item({ quantity_scanned: 3 }), 3, null, true)).toMatchObject({ ok: true, kind: 'full' });
    expect(checkPick(item({ quantity_scanned: 2 }), 2, 'Faltó una', true)).toMatchObject({ ok: true, kind: 'short' });
  });
});

describe('readyToComplete and canScan', () => {
  it('completes only when no item is pending (and picked units were scanned in piece-by-piece)', () => {
    expect(readyToComplete([], false)).toBe(false);
    expect(readyToComplete([item({ status: 'picked', quantity_picked: 3 }), item()], false)).toBe(false);
    expect(readyToComplete([item({ status: 'picked', quantity_picked: 3 }), item({ status: 'cancelled' })], false)).toBe(true);
    expect(readyToComplete([item({ status: 'picked', quantity_picked: 3, quantity_scanned: 2 })], true)).toBe(false);
    expect(readyToComplete([item({ status: 'picked', quantity_picked: 3, quantity_scanned: 3 })], true)).toBe(true);
  });

  it('offers scanning only while in progress, pending and not fully scanned', () => {
    expect(canScan('in_progress', item())).toBe(true);
    expect(canScan('assigned', item())).toBe(false);
    expect(canScan('in_progress', item({ quantity_scanned: 3 }))).toBe(false);
    expect(canScan('in_progress', item({ status: 'picked' }))).toBe(false);
  });
});
