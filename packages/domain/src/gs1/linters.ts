import { hasValidCheckCharacterPair, hasValidCheckDigit } from './check-digit';
import { isHh, isHhmi, isMiOrSs, isYymmdd, isYyyymmdd } from './dates';

/** A content check of the syntax dictionary over `s[start, end)`. */
export type Linter = (s: string, start: number, end: number) => boolean;

/** What a failed linter means to the user: a wrong check digit, an impossible date, a bad value. */
export type LinterKind = 'check-digit' | 'date' | 'value';

export interface LinterSpec {
  test: Linter;
  kind: LinterKind;
}

const allDigitsEqual = (s: string, start: number, end: number, digit: number): boolean => {
  for (let i = start; i < end; i++) if (s.charCodeAt(i) !== digit) return false;
  return true;
};

const oneOf =
  (allowed: string): Linter =>
  (s, start, end) =>
    end - start === 1 && allowed.includes(s[start]!);

const isHex = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);

function numberAt(s: string, start: number, end: number): number {
  let n = 0;
  for (let i = start; i < end; i++) n = n * 10 + (s.charCodeAt(i) - 48);
  return n;
}

function ibanValid(s: string, start: number, end: number): boolean {
  const len = end - start;
  if (len < 5) return false;
  const rearranged = s.slice(start + 4, end) + s.slice(start, start + 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const c = ch.charCodeAt(0);
    let value: number;
    if (c >= 48 && c <= 57) value = c - 48;
    else if (c >= 65 && c <= 90) value = c - 55;
    else return false;
    remainder = value < 10 ? (remainder * 10 + value) % 97 : (remainder * 100 + value) % 97;
  }
  return remainder === 1 && /^[A-Z]{2}\d{2}/.test(s.slice(start, start + 4));
}

/**
 * The linters this parser implements. Others named by the dictionary (gcppos1/2, iso3166, iso4217,
 * iso3166alpha2, mediatype, packagetype, importeridx, couponcode, couponposoffer, posinseqslash)
 * need external code lists and are not checked.
 */
export const LINTERS: Record<string, LinterSpec> = {
  csum: { kind: 'check-digit', test: hasValidCheckDigit },
  csumalpha: { kind: 'check-digit', test: hasValidCheckCharacterPair },
  yymmd0: { kind: 'date', test: (s, start) => isYymmdd(s, start, true) },
  yymmdd: { kind: 'date', test: (s, start) => isYymmdd(s, start, false) },
  yyyymmdd: { kind: 'date', test: (s, start) => isYyyymmdd(s, start) },
  hhmi: { kind: 'date', test: (s, start) => isHhmi(s, start) },
  hh: { kind: 'date', test: (s, start) => isHh(s, start) },
  mi: { kind: 'date', test: (s, start) => isMiOrSs(s, start) },
  ss: { kind: 'date', test: (s, start) => isMiOrSs(s, start) },
  nonzero: { kind: 'value', test: (s, start, end) => !allDigitsEqual(s, start, end, 48) },
  zero: { kind: 'value', test: oneOf('0') },
  yesno: { kind: 'value', test: oneOf('01') },
  winding: { kind: 'value', test: oneOf('019') },
  iso5218: { kind: 'value', test: oneOf('0129') },
  hyphen: { kind: 'value', test: oneOf('-') },
  pieceoftotal: {
    kind: 'value',
    test: (s, start, end) => {
      const half = (end - start) >> 1;
      const piece = numberAt(s, start, start + half);
      const total = numberAt(s, start + half, end);
      return piece >= 1 && total >= 1 && piece <= total;
    },
  },
  nozeroprefix: { kind: 'value', test: (s, start, end) => end - start === 1 || s.charCodeAt(start) !== 48 },
  hasnondigit: {
    kind: 'value',
    test: (s, start, end) => {
      for (let i = start; i < end; i++) {
        const c = s.charCodeAt(i);
        if (c < 48 || c > 57) return true;
      }
      return false;
    },
  },
  pcenc: {
    kind: 'value',
    test: (s, start, end) => {
      for (let i = start; i < end; i++) {
        if (s.charCodeAt(i) !== 37) continue;
        if (i + 2 >= end) return false;
        if (!isHex(s.charCodeAt(i + 1)) || !isHex(s.charCodeAt(i + 2))) return false;
        i += 2;
      }
      return true;
    },
  },
  latitude: { kind: 'value', test: (s, start, end) => numberAt(s, start, end) <= 1_800_000_000 },
  longitude: { kind: 'value', test: (s, start, end) => numberAt(s, start, end) <= 3_600_000_000 },
  iban: { kind: 'value', test: ibanValid },
};
