import { describe, expect, it } from 'vitest';
import { lookupAi } from './ai-table';
import { CLASSIFICATIONS } from './classification';
import { planFields } from './field-plan';

const plan = (...ais: string[]) =>
  planFields(
    ais.map((ai) => lookupAi(ai)!),
    ais.length,
  );

describe('planFields', () => {
  it('places each named field at the position of its AI, -1 when absent', () => {
    expect(plan('01', '17', '10', '21')).toMatchObject({
      gtin: 0,
      expiry: 1,
      lot: 2,
      serial: 3,
      sscc: -1,
      count: -1,
      custom: [],
    });
    expect(plan('00', '402', '253')).toMatchObject({ sscc: 0, gsin: 1, gdti: 2, gtin: -1, expiry: -1 });
  });

  it('takes the GTIN of the contents (02) only without a GTIN (01)', () => {
    expect(plan('02', '37').gtin).toBe(0);
    expect(plan('02', '01').gtin).toBe(1);
  });

  it('falls back for the expiry date to best-before, pack and production dates, in that order', () => {
    expect(plan('11', '13', '15', '17').expiry).toBe(3);
    expect(plan('11', '13', '15')).toMatchObject({ expiry: 2, bestBefore: 2, pack: 1, production: 0 });
    expect(plan('11', '13').expiry).toBe(1);
    expect(plan('11').expiry).toBe(0);
  });

  it('prefers AI 414 to other GLNs, and AI 37 to the variable count of AI 30', () => {
    expect(plan('410', '411', '414').gln).toBe(2);
    expect(plan('410', '411').gln).toBe(0);
    expect(plan('30', '37').count).toBe(1);
    expect(plan('30').count).toBe(0);
  });

  it('keeps the last weight of each kind with the divisor of its decimal point', () => {
    expect(plan('3102', '3105')).toMatchObject({ netKg: 1, netKgDivisor: 100_000 });
    expect(plan('3203', '3301', '3400')).toMatchObject({
      netLb: 0,
      netLbDivisor: 1_000,
      grossKg: 1,
      grossKgDivisor: 10,
      grossLb: 2,
      grossLbDivisor: 1,
    });
  });

  it('lists the custom fields in AI order', () => {
    const p = plan('99', '01', '91', '95');
    expect(p.custom).toEqual([2, 3, 0]);
    expect(p.customDefs.map((def) => def.ai)).toEqual(['91', '95', '99']);
  });

  it('classifies by the AIs alone unless the GTIN decides', () => {
    expect(plan('00', '01').classification).toBe(CLASSIFICATIONS.sscc);
    expect(plan('414', '254').classification).toBe(CLASSIFICATIONS.gln);
    expect(plan('91').classification).toBe(CLASSIFICATIONS.custom);
    expect(plan('01', '3103').classification).toBe(CLASSIFICATIONS.weight);
    expect(plan('01', '17', '10').classification).toBeNull();
  });
});
