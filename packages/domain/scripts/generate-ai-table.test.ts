import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APPLICATION_IDENTIFIERS, AI_DICTIONARY_RELEASE, AI_LENGTH_BY_PREFIX } from '../src/gs1/application-identifiers';
import {
  combinationBits,
  DICTIONARY_PATH,
  expandCombination,
  generate,
  lengthByPrefix,
  normaliseRequires,
  OUTPUT_PATH,
  parseDictionary,
  parseEntry,
} from './generate-ai-table';

describe('generate-ai-table', () => {
  it('the committed table is what the dictionary generates', () => {
    const parsed = parseDictionary(readFileSync(DICTIONARY_PATH, 'utf8'));
    expect(APPLICATION_IDENTIFIERS).toEqual(parsed.entries);
    expect(AI_DICTIONARY_RELEASE).toBe(parsed.release);
    expect(AI_LENGTH_BY_PREFIX).toEqual(lengthByPrefix(parsed.entries));
  });

  it('the committed file is byte-for-byte the generator output (run `npm run generate:ai` after a change)', () => {
    expect(readFileSync(OUTPUT_PATH, 'utf8')).toBe(generate());
  });

  it('expands AI combinations with wildcards, each sorted by AI number, and gives their AIs bits in AI order', () => {
    const ais = ['10', '15', '3100', '3101', '3110', '414'];
    expect(expandCombination(['310n', '15', '10'], ais)).toEqual([
      ['10', '15', '3100'],
      ['10', '15', '3101'],
    ]);
    expect(() => expandCombination(['10', '99'], ais)).toThrow('No AI matches 99');
    expect([
      ...combinationBits([
        ['414', '10'],
        ['3100', '10'],
      ]),
    ]).toEqual([
      ['10', 0],
      ['414', 1],
      ['3100', 2],
    ]);
  });

  it('keeps the Apache licence notice and says the file is generated', () => {
    const text = generate();
    expect(text).toMatch(/^\/\/ GENERATED FILE: do not edit by hand/);
    expect(text).toContain('// Copyright (c) 2021-2025 GS1 AISBL');
    expect(text).toContain('// Licensed under the Apache License, Version 2.0');
    expect(text).toContain('// limitations under the License.');
    expect(text).toContain('Changes made here');
  });

  it('accepts both req notations: `req=A,B req=C` and `req=A+C,B+C`', () => {
    const [separate] = parseEntry('250 ? X..30 req=01,8006 req=21 # SECONDARY SERIAL');
    const [joined] = parseEntry('250 ? X..30 req=01+21,8006+21 # SECONDARY SERIAL');
    expect(separate!.requires).toEqual([
      ['01', '21'],
      ['8006', '21'],
    ]);
    expect(joined!.requires).toEqual(separate!.requires);
    expect(
      normaliseRequires([
        [['01'], ['02']],
        [['30'], ['31nn']],
      ]),
    ).toEqual([
      ['01', '30'],
      ['01', '31nn'],
      ['02', '30'],
      ['02', '31nn'],
    ]);
    expect(normaliseRequires([])).toEqual([]);
  });

  it('parses flags, components, optional parts, linters, dlpkey, ex and ranges', () => {
    const entries = parseEntry('3100-3102  *?  N6  req=01,02 ex=310n  # NET WEIGHT (kg)');
    expect(entries.map((e) => [e.ai, e.decimals])).toEqual([
      ['3100', 0],
      ['3101', 1],
      ['3102', 2],
    ]);
    expect(entries[0]).toMatchObject({ predefined: true, dlAttribute: true, excludes: ['310n'], minLength: 6, maxLength: 6 });

    const [gdti] = parseEntry('253 ? N13,csum,gcppos1 [X..17] dlpkey # GDTI');
    expect(gdti).toMatchObject({
      predefined: false,
      minLength: 13,
      maxLength: 30,
      dlPrimaryKey: [[]],
      components: [
        { charset: 'N', min: 13, max: 13, optional: false, linters: ['csum', 'gcppos1'] },
        { charset: 'X', min: 1, max: 17, optional: true, linters: [] },
      ],
    });
    const [gtin] = parseEntry('01 *? N14,csum,gcppos2 ex=255,37 dlpkey=22,10,21|235 # GTIN');
    expect(gtin!.dlPrimaryKey).toEqual([['22', '10', '21'], ['235']]);
    const [untitled] = parseEntry('8110 ? X..70,couponcode');
    expect(untitled).toMatchObject({ title: '', requires: [], excludes: [] });
    expect(parseEntry('91-93 ? X..90 # INTERNAL').map((e) => e.ai)).toEqual(['91', '92', '93']);
  });

  it('rejects malformed lines', () => {
    expect(() => parseEntry('ABC N6')).toThrow(/Bad AI/);
    expect(() => parseEntry('99 ?')).toThrow(/No data specification/);
    expect(() => parseEntry('99 N..3 N2')).toThrow(/Variable component not last/);
    expect(() => parseEntry('99 [N3 X2')).toThrow(/Unbalanced/);
    expect(() => parseEntry('99 N3 foo=1')).toThrow(/Unknown attribute/);
    expect(() => parseEntry('99-100 N3')).toThrow(/Bad AI range/);
    expect(() => parseDictionary('# Copyright x\n# limitations under the License.\n01 N14\n01 N14\n')).toThrow(/Duplicate AI 01/);
    expect(() => parseDictionary('01 N14\n')).toThrow(/Licence notice/);
    expect(() => parseDictionary('# Copyright x\n# limitations under the License.\n01 foo\n')).toThrow(/Line 3/);
    expect(() =>
      lengthByPrefix([
        {
          ai: '71',
          title: '',
          predefined: false,
          dlAttribute: false,
          components: [],
          minLength: 0,
          maxLength: 0,
          requires: [],
          excludes: [],
        },
        {
          ai: '710',
          title: '',
          predefined: false,
          dlAttribute: false,
          components: [],
          minLength: 0,
          maxLength: 0,
          requires: [],
          excludes: [],
        },
      ]),
    ).toThrow(/different lengths/);
  });

  it('the AI length is determined by the first two digits', () => {
    expect(AI_LENGTH_BY_PREFIX[1]).toBe(2);
    expect(AI_LENGTH_BY_PREFIX[25]).toBe(3);
    expect(AI_LENGTH_BY_PREFIX[31]).toBe(4);
    expect(AI_LENGTH_BY_PREFIX[71]).toBe(3);
    expect(AI_LENGTH_BY_PREFIX[4]).toBe(0);
  });
});
