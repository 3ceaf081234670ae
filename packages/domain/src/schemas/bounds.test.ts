import { describe, expect, it } from 'vitest';
import { idParam, isCanonicalId, MAX_ID, MAX_QUANTITY, moneyField, optionalIdParam, quantityField, wholeQuery } from './bounds';

describe('canonical ids', () => {
  it.each(['0x0B', '0b1011', '0o13', ' 11', '11 ', '1.1e1', '11.0', '+11', '011', '0', '-1', '', '2147483648', '1e3'])(
    'refuses %j',
    (text) => {
      expect(isCanonicalId(text)).toBe(false);
      expect(idParam().safeParse(text).success).toBe(false);
    },
  );
  it('accepts the canonical form and a JSON integer', () => {
    expect(idParam().parse('11')).toBe(11);
    expect(idParam().parse(11)).toBe(11);
    expect(idParam().parse(String(MAX_ID))).toBe(MAX_ID);
    expect(idParam().safeParse(1.5).success).toBe(false);
    expect(idParam().safeParse(0).success).toBe(false);
  });
  it('treats an empty optional id as not given', () => {
    expect(optionalIdParam().parse('')).toBeUndefined();
    expect(optionalIdParam().parse('7')).toBe(7);
    expect(optionalIdParam().safeParse('07').success).toBe(false);
  });
});

describe('quantities and money', () => {
  it('bounds quantities to whole numbers up to MAX_QUANTITY', () => {
    const q = quantityField('La cantidad debe ser mayor a 0');
    expect(q.parse(MAX_QUANTITY)).toBe(MAX_QUANTITY);
    for (const bad of [0, 1.5, 1e308, MAX_QUANTITY + 1, Number.NaN, Infinity]) expect(q.safeParse(bad).success).toBe(false);
    expect(quantityField('x', { min: 0 }).parse(0)).toBe(0);
  });
  it('says that a fraction of a unit must be a whole number, not that it must be above 0', () => {
    const q = quantityField('La cantidad debe ser mayor a 0');
    expect(q.safeParse(2.5).error?.issues[0]?.message).toBe('La cantidad debe ser un número entero');
    expect(q.safeParse(0).error?.issues[0]?.message).toBe('La cantidad debe ser mayor a 0');
  });
  it('keeps money in whole pesos', () => {
    const m = moneyField('El precio debe ser mayor o igual a 0');
    expect(m.parse(1990)).toBe(1990);
    for (const bad of [-1, 0.1, 1e13, 9007199254740992]) expect(m.safeParse(bad).success).toBe(false);
  });
});

describe('whole numbers in query strings', () => {
  const page = wholeQuery('La página debe ser un número entero', { max: 100, maxMessage: 'Máximo 100' });
  it.each(['0x2', '1e1', '2.0', '+2', ' 2', '2 ', '02', '0b10', '', 'dos'])('refuses %j', (text) => {
    expect(page.safeParse(text).success).toBe(false);
  });
  it('accepts the canonical form and a JSON integer within the bounds, and says which bound failed', () => {
    expect(page.parse('2')).toBe(2);
    expect(page.parse(100)).toBe(100);
    expect(page.safeParse(2.5).success).toBe(false);
    expect(page.safeParse('0').error?.issues[0]?.message).toBe('La página debe ser un número entero');
    expect(page.safeParse('101').error?.issues[0]?.message).toBe('Máximo 100');
  });
});
