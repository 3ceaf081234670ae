// Golden check of the GS1 parser's results: node_modules/.bin/tsx bench/gs1-golden.ts
// Parses the bench corpus, every prefix and a few one-character edits of part of it, and codes from
// the unit tests, then prints a SHA-256 of the results serialised with keys sorted recursively (so
// key order does not count, values do). A speed change must leave the hash as it was.
import { createHash } from 'node:crypto';
import { tryParseGs1, type Gs1ParseOptions } from '@bodega/domain';
import { buildCorpus } from './gs1-parse.bench';

const GS = '\x1d';
const GTIN = '09501101530003';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) sorted[key] = canonical(v);
    }
    return sorted;
  }
  return value;
}

const extra: [string, Gs1ParseOptions?][] = [
  [`(01)${GTIN}(17)250630(10)ABC123(21)S1`],
  [`]d2${GS}01${GTIN}1725063010ABC${GS}21S1`],
  [`01${GTIN}10A|21B`, { separator: '|' }],
  [`01${GTIN}10A<GS>21B`, { separator: '<GS>' }],
  [`https://example.com/01/${GTIN}?linkType=gs1:pip&17=250630&x`],
  [`https://id.gs1.org/01/12345670/10/A%2FB?3103=001250#frag`],
  [`https://id.gs1.org/01/${GTIN}/10/A%ZZ`],
  [`HTTP://id.gs1.org/foo/414/9501101530003/254/X`],
  [`https://id.gs1.org/99/${GTIN}`],
  [`https://id.gs1.org/01/${GTIN}?9999=1`],
  ['(414)9501101530003(254)A1'],
  ['(410)9501101530003'],
  ['(402)95011015300012341'],
  ['(253)9501101530003DOC-7'],
  [`(01)${GTIN}(90)A(91)B(99)${'Z'.repeat(90)}`],
  [`(01)${GTIN}(99)Z(92)Y(90)X`],
  [`(01)${GTIN}(10)A(10)A`],
  [`(01)${GTIN}(10)A\\(B(21)C(D`],
  ['(00)095011015300000003'],
  [`(01)${GTIN}(3103)001250(3203)001250(3303)1(3403)000002`],
  ['(02)09501101530003(37)12(30)5'],
  ['(30)5'],
  ['(01)00501101530002'],
  ['(01)02501101530000'],
  ['(01)19501101530000'],
  ['(8020)ABC(415)9501101530003'],
  ['(255)9501101530003(01)09501101530003'],
  ['(17)250600(15)240229(13)230229(11)000229'],
  ['(7003)2506301230(7007)250630(8008)25063012'],
  ['(8006)095011015300031201(8026)095011015300030101'],
  ['(4307)CL(4308)X(7230)1A(8007)GB82WEST12345698765432'],
  ['(8013)1987654Ad4X4bL5ttr2310c2K'],
  ['(8013)1987654Ad4X4bL5ttr2310c2Z'],
  ['(16)251301'],
  ['  \t(01)09501101530003\r\n'],
  [''],
  ['   '],
  [']d2'],
  [']C1' + GS + GS],
  ['hello'],
  ['1'],
  ['01'],
  ['0'],
  ['011'],
  ['23'],
  ['(23)1'],
  ['(1)2'],
  ['x(01)09501101530003'],
  [`01${GTIN}10ABCDEFGHIJKLMNOPQRSTUV21X`],
  [`01${GTIN}10ABC${GS}${GS}21X${GS}`],
  [`01${GTIN}10ABC€`],
  [`01${GTIN}10AB\x01C`],
  [`(01)${GTIN}(10)`],
  [`(01)0950110153000`],
  [`01095011015300`],
  ['(00)12345678901234567'],
  ['(7230)1'],
  ['(4330)123456-'],
];

function mutations(text: string, i: number): string[] {
  const out: string[] = [];
  for (let cut = 0; cut < text.length; cut++) out.push(text.slice(0, cut));
  const at = i % Math.max(1, text.length);
  out.push(text.slice(0, at) + text.slice(at + 1));
  out.push(text.slice(0, at) + 'X' + text.slice(at + 1));
  out.push(text.slice(0, at) + '1' + text.slice(at));
  out.push(text.slice(0, at) + GS + text.slice(at));
  return out;
}

const hash = createHash('sha256');
let n = 0;
const add = (text: string, options?: Gs1ParseOptions) => {
  hash.update(JSON.stringify([text, options ?? null, canonical(tryParseGs1(text, options))]));
  hash.update('\n');
  n++;
};
const corpus = buildCorpus();
corpus.forEach((code, i) => {
  add(code.text, code.options);
  if (i % 6 === 0) for (const m of mutations(code.text, i)) add(m, code.options);
});
for (const [text, options] of extra) {
  add(text, options);
  for (const m of mutations(text, text.length)) add(m, options);
}
console.log(`${n} parses, sha256 ${hash.digest('hex')}`);
