import { describe, expect, it } from 'vitest';
import { isPartlyAllocated, partialAllocationWarning } from './partial-allocation';

describe('partial allocation of a wave order', () => {
  it('names the order, what was allocated of what was requested and what is missing', () => {
    expect(isPartlyAllocated({ requested: 99, allocated: 84 })).toBe(true);
    expect(isPartlyAllocated({ requested: 99, allocated: 99 })).toBe(false);
    expect(partialAllocationWarning({ order_number: 'ORD-000003', requested: 99, allocated: 84 })).toBe(
      'ORD-000003: asignadas 84 de 99 unidades; faltan 15 sin stock disponible',
    );
  });
});
