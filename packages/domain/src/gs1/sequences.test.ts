import { describe, expect, it } from 'vitest';
import { lookupAi } from './ai-table';
import { aiSequence } from './sequences';

const defs = (...ais: string[]) => ais.map((ai) => lookupAi(ai)!);

describe('aiSequence', () => {
  it('is one object per sequence of AIs, the order included', () => {
    const a = aiSequence(defs('01', '17', '10'), 3);
    expect(aiSequence(defs('01', '17', '10'), 3)).toBe(a);
    expect(aiSequence(defs('01', '10', '17'), 3)).not.toBe(a);
    expect(aiSequence(defs('01', '17', '10', '21'), 3)).toBe(a);
  });

  it('gives each caller its own warnings array', () => {
    const d = defs('01', '02');
    const sequence = aiSequence(d, 2)!;
    const first = sequence.warnings(d, 2);
    expect(first.length).toBeGreaterThan(0);
    first.push('cambiada');
    expect(sequence.warnings(d, 2)).not.toContain('cambiada');
    expect(aiSequence(defs('01'), 1)!.warnings(defs('01'), 1)).toEqual([]);
  });

  it('builds the elements record of the sequence with the values given', () => {
    const d = defs('01', '17', '10');
    const sequence = aiSequence(d, 3)!;
    expect(sequence.elements(d, ['G', 'E', 'L'], 3)).toEqual({ '01': 'G', '17': 'E', '10': 'L' });
    expect(sequence.elements(d, ['H', 'F', 'M'], 3)).toEqual({ '01': 'H', '17': 'F', '10': 'M' });
    const uncommon = defs('10', '402');
    expect(aiSequence(uncommon, 2)!.elements(uncommon, ['L', 'S'], 2)).toEqual({ '10': 'L', '402': 'S' });
  });
});

describe('a full trie of sequences', () => {
  it('leaves new sequences out and parses their codes just the same', async () => {
    const { APPLICATION_IDENTIFIERS } = await import('./application-identifiers');
    const { parseGs1 } = await import('./parse-gs1');
    const code = '(01)09501101530003(17)250600(10)ABC(99)Z(91)Y';
    const before = parseGs1(code);
    const used = new Set(['01', '17', '10', '99', '91']);
    const fillers = APPLICATION_IDENTIFIERS.filter((entry) => !used.has(entry.ai))
      .slice(0, 80)
      .map((entry) => lookupAi(entry.ai)!);
    for (const first of fillers) for (const second of fillers) aiSequence([first, second], 2);
    const reordered = defs('10', '01', '17', '91', '99');
    expect(aiSequence(reordered, 5)).toBeUndefined();

    expect(parseGs1('(10)ABC(01)09501101530003(17)250600(91)Y(99)Z')).toEqual(before);
    expect(Object.keys(parseGs1(code))).toEqual(Object.keys(before));
  });
});
