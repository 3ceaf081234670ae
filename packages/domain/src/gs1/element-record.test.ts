import { describe, expect, it } from 'vitest';
import { lookupAi } from './ai-table';
import { APPLICATION_IDENTIFIERS, RECORD_WITH_AI } from './application-identifiers';
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

  it('reads only the first `count` entries', () => {
    expect(elementRecord(defs('01', '17', '10'), ['G', 'E', 'L'], 2)).toEqual({ '01': 'G', '17': 'E' });
    expect(elementRecord(defs('01'), ['G'], 0)).toEqual({});
  });
});
