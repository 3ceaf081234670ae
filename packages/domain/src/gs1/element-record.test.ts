import { describe, expect, it } from 'vitest';
import { lookupAi } from './ai-table';
import { APPLICATION_IDENTIFIERS, COMBINATION_BIT_BY_AI, RECORD_WITH_AI, RECORD_WITH_AIS } from './application-identifiers';
import { elementRecord } from './element-record';

describe('RECORD_WITH_AI', () => {
  it('has a literal { [ai]: value } for every AI but the named keys 00–03', () => {
    for (const { ai } of APPLICATION_IDENTIFIERS) {
      const recordWith = RECORD_WITH_AI.get(ai);
      if (['00', '01', '02', '03'].includes(ai)) expect(recordWith).toBeUndefined();
      else expect(recordWith?.('x')).toEqual({ [ai]: 'x' });
    }
  });
});

describe('RECORD_WITH_AIS', () => {
  it("has, under the sum of its AIs' bits, a literal holding each AI with its value", () => {
    expect(RECORD_WITH_AIS.size).toBeGreaterThan(0);
    const at = Uint8Array.from({ length: 32 }, (_, bit) => bit);
    const valueOfBit = Array.from({ length: 32 }, (_, bit) => `v${bit}`);
    for (const [key, recordWith] of RECORD_WITH_AIS) {
      const record = recordWith(valueOfBit, at);
      const bits = Object.keys(record).map((ai) => COMBINATION_BIT_BY_AI.get(ai)!);
      expect(bits.reduce((sum, bit) => sum + 2 ** bit, 0)).toBe(key);
      expect(Object.entries(record)).toEqual(Object.keys(record).map((ai) => [ai, `v${COMBINATION_BIT_BY_AI.get(ai)}`]));
    }
  });
});

describe('elementRecord', () => {
  const defs = (...ais: string[]) => ais.map((ai) => lookupAi(ai)!);

  it('holds every AI once, array indices in numeric order and 00–03 in the order written', () => {
    const record = elementRecord(defs('10', '02', '3103', '00', '414'), ['L', 'G', 'W', 'S', 'N'], 5);
    expect(Object.entries(record)).toEqual([
      ['10', 'L'],
      ['414', 'N'],
      ['3103', 'W'],
      ['02', 'G'],
      ['00', 'S'],
    ]);
  });

  it('builds a common combination from its literal, named keys after in the order written', () => {
    const record = elementRecord(defs('02', '414', '00', '254'), ['G', 'N', 'S', 'E'], 4);
    expect(Object.entries(record)).toEqual([
      ['254', 'E'],
      ['414', 'N'],
      ['02', 'G'],
      ['00', 'S'],
    ]);
    expect(elementRecord(defs('01', '3103', '15', '10'), ['G', 'W', 'B', 'L'], 4)).toEqual({
      '01': 'G',
      '10': 'L',
      '15': 'B',
      '3103': 'W',
    });
  });

  it('takes the literal with the named keys when the code writes them in ascending order', () => {
    const record = elementRecord(defs('00', '02', '37', '10'), ['S', 'G', '12', 'L'], 4);
    expect(Object.entries(record)).toEqual([
      ['10', 'L'],
      ['37', '12'],
      ['00', 'S'],
      ['02', 'G'],
    ]);
  });

  it('keeps named keys written in descending order in that order', () => {
    const record = elementRecord(defs('02', '00', '37', '10'), ['G', 'S', '12', 'L'], 4);
    expect(Object.entries(record)).toEqual([
      ['10', 'L'],
      ['37', '12'],
      ['02', 'G'],
      ['00', 'S'],
    ]);
  });

  it('falls back to one store per AI when the AIs are no common combination', () => {
    expect(Object.keys(elementRecord(defs('10', '17', '402'), ['L', 'E', 'G'], 3))).toEqual(['10', '17', '402']);
    expect(Object.keys(elementRecord(defs('10', '15'), ['L', 'B'], 2))).toEqual(['10', '15']);
  });

  it('reads only the first `count` entries', () => {
    expect(elementRecord(defs('01', '17', '10'), ['G', 'E', 'L'], 2)).toEqual({ '01': 'G', '17': 'E' });
    expect(elementRecord(defs('01'), ['G'], 0)).toEqual({});
  });
});
