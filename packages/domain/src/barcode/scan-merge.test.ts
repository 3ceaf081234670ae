import { describe, expect, it } from 'vitest';
import { isSameScanLine, mergeScan, type ScanLine } from './scan-merge';

interface Line extends ScanLine {
  name: string;
}

const line = (over: Partial<Line> = {}): Line => ({
  product_id: 1,
  name: 'Jeringa 5 ml',
  quantity: 10,
  lot_number: 'L1',
  expiry_date: '2027-01-31',
  serial_number: null,
  cantidad_x_caja: 10,
  ...over,
});

describe('mergeScan', () => {
  it('same product, lot, expiry and no serial adds cantidad_x_caja', () => {
    const lines = [line()];
    const next = mergeScan(lines, line());
    expect(next).toEqual([line({ quantity: 20 })]);
    expect(lines).toEqual([line()]);
    expect(next[0]).not.toBe(lines[0]);
  });

  it('adds 1 when cantidad_x_caja is unset or not positive', () => {
    expect(mergeScan([line({ cantidad_x_caja: null, quantity: 1 })], line({ cantidad_x_caja: undefined }))[0]!.quantity).toBe(2);
    expect(mergeScan([line({ quantity: 1 })], line({ cantidad_x_caja: 0 }))[0]!.quantity).toBe(2);
  });

  it('treats missing, null and empty lot/expiry alike', () => {
    expect(
      mergeScan([line({ lot_number: null, expiry_date: '' })], line({ lot_number: undefined, expiry_date: null })),
    ).toHaveLength(1);
  });

  it.each([
    ['another product', { product_id: 2 }],
    ['another lot', { lot_number: 'L2' }],
    ['another expiry', { expiry_date: '2027-02-28' }],
  ])('%s opens a new line', (_why, over) => {
    const next = mergeScan([line()], line(over));
    expect(next).toHaveLength(2);
    expect(next[1]).toEqual(line(over));
  });

  it('serialised items are never merged, even with the same serial', () => {
    const serial = line({ serial_number: 'SN1', quantity: 1 });
    expect(mergeScan([serial], serial)).toHaveLength(2);
    expect(mergeScan([line()], line({ serial_number: 'SN2' }))).toHaveLength(2);
    expect(mergeScan([line({ serial_number: 'SN2' })], line())).toHaveLength(2);
    expect(isSameScanLine(serial, serial)).toBe(false);
  });

  it('merges into the matching line among several', () => {
    const lines = [line({ product_id: 2 }), line(), line({ lot_number: 'L9' })];
    expect(mergeScan(lines, line()).map((l) => l.quantity)).toEqual([10, 20, 10]);
  });
});
