import { describe, expect, it } from 'vitest';
import { abcSummary, annualValue, classifyAbc, classifyDin } from './classification';

describe('annualValue', () => {
  it.each([
    [{ annual_demand: 100, average_cost: 50 }, 5000],
    [{ annual_demand: 100, average_cost: 0, unit_price: 20 }, 2000],
    [{ annual_demand: 100, unit_price: 20 }, 2000],
    [{ annual_demand: -5, average_cost: 10 }, 0],
    [{ annual_demand: null, average_cost: 10 }, null],
    [{ annual_demand: 10 }, null],
    [{ annual_demand: Number.NaN, average_cost: 1 }, null],
  ])('%j → %s', (product, value) => {
    expect(annualValue(product)).toBe(value);
  });
});

describe('classifyAbc (A ≈ 80 %, B ≈ 15 %, C ≈ 5 %)', () => {
  it('classifies by cumulative share of value', () => {
    const products = [
      { id: 1, value: 700 },
      { id: 2, value: 150 },
      { id: 3, value: 100 },
      { id: 4, value: 30 },
      { id: 5, value: 20 },
      { id: 6, value: 0 },
      { id: 7, value: null },
    ];
    const result = classifyAbc(products);
    expect(Object.fromEntries(result)).toEqual({ 1: 'A', 2: 'A', 3: 'B', 4: 'C', 5: 'C', 6: 'C', 7: null });
  });

  it('makes the top product A even if it alone exceeds 80 %', () => {
    expect(
      classifyAbc([
        { id: 'x', value: 990 },
        { id: 'y', value: 10 },
      ]).get('x'),
    ).toBe('A');
  });

  it('makes everything C when no product has value', () => {
    expect(Object.fromEntries(classifyAbc([{ id: 'a', value: 0 }]))).toEqual({ a: 'C' });
  });

  it('summarises counts, shares and values', () => {
    expect(
      abcSummary([
        { category: 'A', value: 800 },
        { category: 'B', value: 150 },
        { category: 'C', value: 50 },
        { category: 'C', value: null },
        { category: null, value: 5 },
      ]),
    ).toEqual([
      { category: 'A', count: 1, percentage: 25, value: 800 },
      { category: 'B', count: 1, percentage: 25, value: 150 },
      { category: 'C', count: 2, percentage: 50, value: 50 },
    ]);
    expect(abcSummary([])[0]).toEqual({ category: 'A', count: 0, percentage: 0, value: 0 });
  });
});

describe('classifyDin', () => {
  it.each([
    [{ length: 30, width: 20, height: 10, weight: 2 }, 'D'],
    [{ length: 60, weight: 15 }, 'D'],
    [{ length: 61, weight: 1 }, 'I'],
    [{ length: 20, weight: 16 }, 'I'],
    [{ length: 120, width: 100, height: 100, weight: 50 }, 'I'],
    [{ length: 121, weight: 1 }, 'N'],
    [{ length: 50, weight: 51 }, 'N'],
    [{ length: 50 }, 'D'],
    [{}, null],
    [{ length: 0, width: null, weight: 3 }, null],
  ])('%j → %s', (product, din) => {
    expect(classifyDin(product)).toBe(din);
  });
});
