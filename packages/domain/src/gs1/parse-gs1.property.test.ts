import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AiComponent, AiEntry } from './ai-types';
import { APPLICATION_IDENTIFIERS } from './application-identifiers';
import { gs1CheckDigit } from './check-digit';
import { parseGs1, tryParseGs1 } from './parse-gs1';

const GS = '\x1d';
const CSET82 = '!"%&\'()*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
// Values that stay unambiguous in every form: no '(' (bracketed) and nothing a URI must escape.
const SAFE_X = CSET82.replace(/[(%&?#/]/g, '');
const DIGITS = '0123456789';
const CSET39 = '#-/0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** AIs whose values this generator can build: plain character sets plus check digits and dates. */
const SUPPORTED_LINTERS = new Set(['csum', 'yymmd0', 'yymmdd', 'gcppos1', 'gcppos2']);
const entries = APPLICATION_IDENTIFIERS.filter((entry) =>
  entry.components.every((c) => c.charset !== 'Z' && c.linters.every((l) => SUPPORTED_LINTERS.has(l))),
);

function chars(alphabet: string, min: number, max: number) {
  return fc.array(fc.constantFrom(...alphabet), { minLength: min, maxLength: max }).map((list) => list.join(''));
}

function componentValue(component: AiComponent): fc.Arbitrary<string> {
  if (component.linters.includes('yymmd0') || component.linters.includes('yymmdd')) {
    const zeroDay = component.linters.includes('yymmd0');
    return fc
      .record({
        yy: fc.integer({ min: 0, max: 99 }),
        mm: fc.integer({ min: 1, max: 12 }),
        dd: fc.integer({ min: zeroDay ? 0 : 1, max: 28 }),
      })
      .map(({ yy, mm, dd }) => [yy, mm, dd].map((n) => String(n).padStart(2, '0')).join(''));
  }
  if (component.charset !== 'N' && component.linters.includes('gcppos1')) {
    // A GS1 Company Prefix leads: four digits at least.
    return fc
      .tuple(
        chars(DIGITS, 4, 4),
        chars(component.charset === 'Y' ? CSET39 : SAFE_X, Math.max(0, component.min - 4), component.max - 4),
      )
      .map(([prefix, rest]) => prefix + rest);
  }
  if (component.linters.includes('csum')) {
    return chars(DIGITS, component.max - 1, component.max - 1).map((body) => body + gs1CheckDigit(body));
  }
  const alphabet = component.charset === 'N' ? DIGITS : component.charset === 'Y' ? CSET39 : SAFE_X;
  return chars(alphabet, component.min, component.max);
}

function entryValue(entry: AiEntry): fc.Arbitrary<string> {
  const mandatory = entry.components.filter((c) => !c.optional);
  return fc.tuple(...mandatory.map(componentValue)).map((parts) => parts.join(''));
}

/** A set of distinct AIs with valid values, as `[ai, value]` pairs. */
const elementList = fc
  .uniqueArray(fc.constantFrom(...entries), { minLength: 1, maxLength: 6, selector: (e) => e.ai })
  .chain((list) => fc.tuple(...list.map((entry) => entryValue(entry).map((value) => [entry, value] as const))));

function bracketed(list: readonly (readonly [AiEntry, string])[]): string {
  return list.map(([e, v]) => `(${e.ai})${v}`).join('');
}

function raw(list: readonly (readonly [AiEntry, string])[], separator = GS): string {
  let out = '';
  list.forEach(([entry, value], i) => {
    out += entry.ai + value;
    if (!entry.predefined && i < list.length - 1) out += separator;
  });
  return out;
}

const dlKeys = entries.filter((e) => e.dlPrimaryKey && e.components.length === 1);

function digitalLink(key: readonly [AiEntry, string], list: readonly (readonly [AiEntry, string])[]): string {
  const query = list.map(([e, v]) => `${e.ai}=${encodeURIComponent(v)}`).join('&');
  return `https://example.com/${key[0].ai}/${encodeURIComponent(key[1])}${query ? `?${query}` : ''}`;
}

const CODES = [
  'GS1_EMPTY',
  'GS1_NOT_GS1',
  'GS1_UNKNOWN_AI',
  'GS1_TOO_SHORT',
  'GS1_TOO_LONG',
  'GS1_INVALID_CHARACTER',
  'GS1_CHECK_DIGIT',
  'GS1_INVALID_DATE',
  'GS1_INVALID_VALUE',
  'GS1_MISSING_SEPARATOR',
  'GS1_DUPLICATE_AI',
  'GS1_DOUBLE_SEPARATOR',
  'GS1_UNKNOWN_SYMBOLOGY',
  'GS1_INVALID_DIGITAL_LINK',
];

const asRecord = (list: readonly (readonly [AiEntry, string])[]) => Object.fromEntries(list.map(([e, v]) => [e.ai, v]));

describe('parseGs1 property: every form parses back to the same values', () => {
  it('bracketed, raw, raw with symbology identifier and keyboard-wedge forms agree', () => {
    fc.assert(
      fc.property(elementList, fc.constantFrom(']C1', ']d2', ']Q3', ']e0', ']J1'), (list, symbology) => {
        const expected = asRecord(list);
        const fromBracketed = parseGs1(bracketed(list));
        expect(fromBracketed.elements).toEqual(expected);
        const fromRaw = parseGs1(raw(list));
        expect(fromRaw.elements).toEqual(expected);
        expect(parseGs1(`${symbology}${GS}${raw(list)}`).elements).toEqual(expected);
        expect(parseGs1(raw(list, '^'), { separator: '^' }).elements).toEqual(expected);
        const { form: _a, symbology: _b, ...restBracketed } = fromBracketed;
        const { form: _c, symbology: _d, ...restRaw } = fromRaw;
        expect(restRaw).toEqual(restBracketed);
      }),
      { numRuns: 500 },
    );
  });

  it('a Digital Link with a primary key and data attributes gives the same values', () => {
    // Data attributes go in the query; a key's qualifiers would belong in the path.
    const qualifiers = new Set(dlKeys.flatMap((k) => k.dlPrimaryKey!.flat()));
    const attributes = entries.filter((e) => e.dlAttribute && !e.dlPrimaryKey && !qualifiers.has(e.ai));
    const attributeList = fc
      .uniqueArray(fc.constantFrom(...attributes), { maxLength: 5, selector: (e) => e.ai })
      .chain((list) => fc.tuple(...list.map((entry) => entryValue(entry).map((value) => [entry, value] as const))));
    const key = fc.constantFrom(...dlKeys).chain((entry) => entryValue(entry).map((value) => [entry, value] as const));
    fc.assert(
      fc.property(key, attributeList, (k, list) => {
        const all = [k, ...list];
        const fromLink = parseGs1(digitalLink(k, list));
        expect(fromLink.elements).toEqual(asRecord(all));
        expect(fromLink.form).toBe('digital-link');
        const { form: _a, ...restLink } = fromLink;
        const { form: _b, ...restBracketed } = parseGs1(bracketed(all));
        expect(restLink).toEqual(restBracketed);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws anything but a Gs1ParseError, whatever the input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 60 }), chars(`0123456789()]/?=&%${GS}AbC`, 0, 60)), (text) => {
        const result = tryParseGs1(text);
        if (!result.ok) expect(CODES).toContain(result.error.code);
      }),
      { numRuns: 2000 },
    );
  });

  it('a changed check digit of a GTIN is always rejected', () => {
    fc.assert(
      fc.property(chars(DIGITS, 13, 13), fc.integer({ min: 1, max: 9 }), (body, delta) => {
        const wrong = (gs1CheckDigit(body) + delta) % 10;
        expect(tryParseGs1(`01${body}${wrong}`)).toMatchObject({ ok: false, error: { code: 'GS1_CHECK_DIGIT', ai: '01' } });
      }),
    );
  });
});
