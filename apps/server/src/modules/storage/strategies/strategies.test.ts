import { describe, expect, it } from 'vitest';
import { planPutAway } from '../put-away-plan';
import { abcOptimized } from './abc-optimized';
import { chaoticControlled } from './chaotic-controlled';
import { fifoOptimized } from './fifo-optimized';
import { spaceOptimized } from './space-optimized';
import type { Candidate, ItemToPlace } from './types';
import { zoneDedicated } from './zone-dedicated';

function candidate(id: number, overrides: Partial<Candidate> = {}): Candidate {
  return {
    location_id: id,
    code: `L-${String(id).padStart(2, '0')}`,
    zone_id: 1,
    zone_name: 'Insumos Generales',
    location_type: 'storage',
    weight: id / 10,
    free_units: 100,
    is_volumetric: false,
    free_volume: null,
    stock: [],
    ...overrides,
  };
}

function item(overrides: Partial<ItemToPlace> = {}): ItemToPlace {
  return {
    key: 1,
    product_id: 7,
    product_name: 'Jeringa 10 ml',
    category: 'Insumos Médicos',
    abc_category: 'B',
    quantity: 10,
    lot_number: 'L1',
    expiry_date: '2027-06-30',
    unit_volume: null,
    ...overrides,
  };
}

const context = { zone_id: 1, zone_name: 'Insumos Generales' };

describe('abc_optimized', () => {
  const candidates = [
    candidate(1),
    candidate(2),
    candidate(3),
    candidate(4, { location_type: 'picking', weight: 0.25 }),
    candidate(5),
  ];

  it('sends A to the nearest picking location and explains the weight and free units', () => {
    const result = abcOptimized(item({ abc_category: 'A' }), candidates, context);
    expect(result).toEqual({
      location_id: 4,
      reason: 'Producto clase A: ubicación de picking más cercana al despacho (peso 0,25) con 100 unidades libres',
    });
  });

  it('sends C to the farthest location and B to the middle', () => {
    expect(abcOptimized(item({ abc_category: 'C' }), candidates, context)?.location_id).toBe(5);
    expect(abcOptimized(item({ abc_category: 'B' }), candidates, context)?.location_id).toBe(3);
    expect(abcOptimized(item({ abc_category: 'C' }), candidates, context)?.reason).toMatch(/^Producto clase C/);
  });

  it('skips locations without room and returns null when none fits', () => {
    const tight = [candidate(1, { free_units: 5 }), candidate(2, { free_units: 50 })];
    expect(abcOptimized(item({ abc_category: 'A' }), tight, context)?.location_id).toBe(2);
    expect(abcOptimized(item({ quantity: 51 }), tight, context)).toBeNull();
  });
});

describe('chaotic_controlled', () => {
  it('is deterministic and spreads different lines over different locations', () => {
    const candidates = Array.from({ length: 10 }, (_, i) => candidate(i + 1));
    const first = chaoticControlled(item({ key: 1 }), candidates, context);
    expect(chaoticControlled(item({ key: 1 }), candidates, context)).toEqual(first);
    const chosen = new Set(
      Array.from({ length: 20 }, (_, key) => chaoticControlled(item({ key }), candidates, context)!.location_id),
    );
    expect(chosen.size).toBeGreaterThan(3);
    expect(first!.reason).toMatch(/dispersión entre 10 ubicaciones con espacio, sin mezclar lotes/);
  });

  it('never puts a lot where the same product sits with another lot', () => {
    const candidates = [
      candidate(1, { stock: [{ product_id: 7, category: 'x', lot_number: 'OTRO', expiry_date: '', quantity: 3 }] }),
      candidate(2, { stock: [{ product_id: 7, category: 'x', lot_number: 'L1', expiry_date: '', quantity: 3 }] }),
    ];
    for (let key = 0; key < 10; key++) expect(chaoticControlled(item({ key }), candidates, context)?.location_id).toBe(2);
    expect(chaoticControlled(item({ lot_number: 'NUEVO' }), candidates, context)).toBeNull();
  });
});

describe('zone_dedicated', () => {
  it('prefers a location of the zone with the same product, then the same category', () => {
    const candidates = [
      candidate(1, {
        zone_id: 2,
        stock: [{ product_id: 7, category: 'Insumos Médicos', lot_number: '', expiry_date: '', quantity: 1 }],
      }),
      candidate(2, { stock: [{ product_id: 9, category: 'Insumos Médicos', lot_number: '', expiry_date: '', quantity: 1 }] }),
      candidate(3, { stock: [{ product_id: 7, category: 'Insumos Médicos', lot_number: '', expiry_date: '', quantity: 1 }] }),
    ];
    expect(zoneDedicated(item(), candidates, context)).toMatchObject({
      location_id: 3,
      reason: expect.stringMatching(/ya contiene Jeringa 10 ml/),
    });
    expect(zoneDedicated(item({ product_id: 8 }), candidates, context)).toMatchObject({
      location_id: 2,
      reason: expect.stringMatching(/categoría Insumos Médicos/),
    });
  });

  it('never leaves the zone; opens the nearest zone location when nothing matches', () => {
    const candidates = [candidate(1, { zone_id: 2 }), candidate(5), candidate(4)];
    expect(zoneDedicated(item(), candidates, context)).toMatchObject({
      location_id: 4,
      reason: expect.stringMatching(/ninguna ubicación de la zona/),
    });
    // A full dedicated zone does not spill into another one.
    expect(zoneDedicated(item(), [candidate(1, { zone_id: 2 }), candidate(3, { free_units: 4 })], context)).toBeNull();
  });

  it('puts each product in its assigned location, else its assigned zone', () => {
    const candidates = [
      candidate(1),
      candidate(2, { zone_id: 2, zone_name: 'Frío' }),
      candidate(6, { zone_id: 2, zone_name: 'Frío', weight: 0.05 }),
    ];
    expect(zoneDedicated(item({ home_location_id: 2, home_zone_id: 2 }), candidates, context)).toMatchObject({
      location_id: 2,
      reason: expect.stringMatching(/^Zona dedicada: ubicación asignada a Jeringa 10 ml \(L-02\)/),
    });
    // The assigned location is full: the nearest location of the assigned zone.
    const full = candidates.map((c) => (c.location_id === 2 ? { ...c, free_units: 1 } : c));
    expect(zoneDedicated(item({ home_location_id: 2, home_zone_id: 2 }), full, context)).toMatchObject({
      location_id: 6,
      reason: expect.stringMatching(/^Zona dedicada Frío:/),
    });
    // No assignment: the receipt's zone.
    expect(zoneDedicated(item(), candidates, context)).toMatchObject({ location_id: 1 });
  });

  it('widens to the warehouse only when the receipt zone has no put-away locations', () => {
    expect(zoneDedicated(item(), [candidate(1, { zone_id: 2, zone_name: 'Frío' })], context)).toMatchObject({ location_id: 1 });
  });
});

describe('fifo_optimized', () => {
  it('goes behind the same product with an earlier expiry, else to the nearest', () => {
    const candidates = [
      candidate(1),
      candidate(2, { stock: [{ product_id: 7, category: 'x', lot_number: 'L0', expiry_date: '2028-01-01', quantity: 5 }] }),
      candidate(3, { stock: [{ product_id: 7, category: 'x', lot_number: 'L0', expiry_date: '2026-01-01', quantity: 5 }] }),
    ];
    expect(fifoOptimized(item(), candidates, context)).toMatchObject({
      location_id: 3,
      reason: expect.stringMatching(/vencimiento 2026-01-01, anterior o igual al de este lote \(2027-06-30\)/),
    });
    expect(fifoOptimized(item({ product_id: 99 }), candidates, context)).toMatchObject({
      location_id: 1,
      reason: expect.stringMatching(/más cercana al despacho \(peso 0,1\)/),
    });
  });
});

describe('space_optimized', () => {
  it('picks the smallest free space that still fits', () => {
    const candidates = [candidate(1, { free_units: 100 }), candidate(2, { free_units: 12 }), candidate(3, { free_units: 9 })];
    expect(spaceOptimized(item(), candidates, context)).toMatchObject({
      location_id: 2,
      reason: expect.stringMatching(/quedan 2 unidades libres/),
    });
  });

  it('measures volumetric locations by volume', () => {
    const candidates = [
      candidate(1, { is_volumetric: true, free_units: 1000, free_volume: 10_000 }),
      candidate(2, { is_volumetric: true, free_units: 1000, free_volume: 2_500 }),
      candidate(3, { is_volumetric: true, free_units: 1000, free_volume: 1_000 }),
    ];
    const result = spaceOptimized(item({ unit_volume: 240 }), candidates, context);
    expect(result).toMatchObject({ location_id: 2, reason: expect.stringMatching(/volumétrico: .*2400 cm³.*quedan 100 cm³/) });
  });
});

describe('planPutAway', () => {
  it('counts units already suggested in the list against free capacity', () => {
    const candidates = [candidate(1, { free_units: 15 }), candidate(2, { free_units: 15 })];
    const result = planPutAway(
      'abc_optimized',
      [item({ key: 1, abc_category: 'A' }), item({ key: 2, abc_category: 'A' })],
      candidates,
      context,
    );
    expect(result.ok && result.planned.map((p) => p.location_id)).toEqual([1, 2]);
  });

  it('splits a line no single location can hold, and fails when the zone is full', () => {
    const candidates = [candidate(1, { free_units: 30 }), candidate(2, { free_units: 30 })];
    const result = planPutAway('space_optimized', [item({ quantity: 50 })], candidates, context);
    expect(result.ok && result.planned.map((p) => [p.location_id, p.quantity])).toEqual([
      [1, 30],
      [2, 20],
    ]);
    const full = planPutAway(
      'fifo_optimized',
      [item({ quantity: 61 })],
      [candidate(1, { free_units: 30 }), candidate(2, { free_units: 30 })],
      context,
    );
    expect(full).toMatchObject({ ok: false, remaining: 1 });
  });
});
