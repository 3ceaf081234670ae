import { hasValidCheckCharacterPair, hasValidCheckDigit } from './check-digit';
import { ISO3166_ALPHA2, ISO3166_NUMERIC, ISO4217_NUMERIC, MEDIA_TYPES, PACKAGE_TYPES } from './code-lists';
import { isHh, isHhmi, isMiOrSs, isYymmdd, isYyyymmdd } from './dates';

/** A content check of the syntax dictionary over `s[start, end)`. */
export type Linter = (s: string, start: number, end: number) => boolean;

/**
 * What a failed linter means to the user: a wrong check digit, an impossible date, a value that does
 * not start with a GS1 Company Prefix, a code missing from its code list, another bad value.
 */
export type LinterKind = 'check-digit' | 'date' | 'company-prefix' | 'code-list' | 'value';

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

/** The shortest GS1 Company Prefix has four digits (GS1 General Specifications, "GS1 Company Prefix"). */
const GCP_MIN_LENGTH = 4;

/**
 * Whether `s[start, end)` starts with a GS1 Company Prefix: as GS1's engine does without a prefix
 * registry, at least four characters and the first four digits.
 */
function startsWithCompanyPrefix(s: string, start: number, end: number): boolean {
  if (end - start < GCP_MIN_LENGTH) return false;
  for (let i = start; i < start + GCP_MIN_LENGTH; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

const inList =
  (list: ReadonlySet<string>): Linter =>
  (s, start, end) =>
    list.has(s.slice(start, end));

/** `<position>/<total>`: both positive, without leading zeros, the position not past the total. */
function isPositionInSequence(s: string, start: number, end: number): boolean {
  let slash = start;
  while (slash < end && s.charCodeAt(slash) >= 48 && s.charCodeAt(slash) <= 57) slash++;
  if (slash === start || slash >= end - 1 || s.charCodeAt(slash) !== 47) return false;
  for (let i = slash + 1; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  if (s.charCodeAt(start) === 48 || s.charCodeAt(slash + 1) === 48) return false;
  const positionDigits = slash - start;
  const totalDigits = end - slash - 1;
  if (positionDigits !== totalDigits) return positionDigits < totalDigits;
  return s.slice(start, slash) <= s.slice(slash + 1, end);
}

/** An importer index (EU 2018/574): one character of `-`, digits, letters or `_`. */
function isImporterIndex(s: string, start: number, end: number): boolean {
  if (end - start !== 1) return false;
  const c = s.charCodeAt(start);
  return c === 45 || c === 95 || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/**
 * The linters of the syntax dictionary, as GS1's Barcode Syntax Engine implements them. Two are not
 * checked: `couponcode` and `couponposoffer`, the internal structure of the North American coupon
 * AIs (8110, 8112), which a hospital warehouse never reads; those AIs keep their character-set and
 * length checks. `gcppos1`/`gcppos2` check the shape of a GS1 Company Prefix (four leading digits)
 * as the engine does when no prefix registry is plugged in.
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
  gcppos1: { kind: 'company-prefix', test: startsWithCompanyPrefix },
  gcppos2: { kind: 'company-prefix', test: (s, start, end) => end - start >= 2 && startsWithCompanyPrefix(s, start + 1, end) },
  iso3166: { kind: 'code-list', test: inList(ISO3166_NUMERIC) },
  iso3166999: {
    kind: 'code-list',
    test: (s, start, end) => (end - start === 3 && s.startsWith('999', start)) || ISO3166_NUMERIC.has(s.slice(start, end)),
  },
  iso3166alpha2: { kind: 'code-list', test: inList(ISO3166_ALPHA2) },
  iso4217: { kind: 'code-list', test: inList(ISO4217_NUMERIC) },
  packagetype: { kind: 'code-list', test: inList(PACKAGE_TYPES) },
  mediatype: { kind: 'code-list', test: inList(MEDIA_TYPES) },
  importeridx: { kind: 'value', test: isImporterIndex },
  posinseqslash: { kind: 'value', test: isPositionInSequence },
};

/** Linters named by the dictionary that this parser deliberately does not check (see LINTERS). */
export const UNCHECKED_LINTERS: readonly string[] = ['couponcode', 'couponposoffer'];
