import { aiAt, type CompiledAi, Role } from './ai-table';
import { type Accumulator, addElement, validateValue } from './element-string';
import type { Gs1Failure } from './errors';
import { fail } from './messages';

/**
 * Whether `s[pos…]` starts with `http://` or `https://`, in any letter case: what makes a scan a
 * Digital Link candidate. parseDigitalLink then accepts only the all-lower and all-upper schemes.
 */
export function startsWithHttp(s: string, pos: number): boolean {
  if ((s.charCodeAt(pos) | 32) !== 104) return false; // h
  if ((s.charCodeAt(pos + 1) | 32) !== 116 || (s.charCodeAt(pos + 2) | 32) !== 116) return false; // tt
  if ((s.charCodeAt(pos + 3) | 32) !== 112) return false; // p
  let i = pos + 4;
  if ((s.charCodeAt(i) | 32) === 115) i++; // s
  return s.charCodeAt(i) === 58 && s.charCodeAt(i + 1) === 47 && s.charCodeAt(i + 2) === 47; // ://
}

/** By character code: 1 for the characters a URI may hold (RFC 3986 unreserved, reserved, `%`), plus
 * 2 for those of them a host (or port) cannot hold. */
const URI_CHARACTER = 1;
const NOT_IN_HOST = 2;
const URI_CHARACTERS = new Uint8Array(128);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%") {
  URI_CHARACTERS[c.charCodeAt(0)] = URI_CHARACTER;
}
for (const c of "_~?#@!$&'()*+,;=%") URI_CHARACTERS[c.charCodeAt(0)]! |= NOT_IN_HOST;

/** The first character of `s[from, end)` that a URI cannot hold, or -1. */
function firstNonUriCharacter(s: string, from: number, end: number): number {
  const table = URI_CHARACTERS;
  for (let i = from; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c >= 128 || table[c] === 0) return i;
  }
  return -1;
}

// Segment bounds of the URI path, and the AIs of the path and the query, reused between calls
// (parsing is synchronous).
const MAX_SEGMENTS = 64;
const segmentStart = new Int32Array(MAX_SEGMENTS);
const segmentEnd = new Int32Array(MAX_SEGMENTS);
const MAX_AIS = 64;
const pathDefs = new Array<CompiledAi>(MAX_AIS);
const queryDefs = new Array<CompiledAi>(MAX_AIS);
const queryValues = new Array<string>(MAX_AIS);

/**
 * Reads a GS1 Digital Link URI as the GS1 Digital Link URI Syntax standard and GS1's Barcode Syntax
 * Engine do:
 * - the scheme is `http://` or `https://`, all lower or all upper case; every character is a URI
 *   character; the host is not empty and holds no character a host cannot;
 * - the path is read from its end in `/AI/value` pairs until the rightmost primary key (`/01/…`);
 *   what comes before is the stem, on any domain. The key's qualifiers follow it in the order the
 *   syntax dictionary gives (`/01/…/22/…/10/…/21/…`, or `/01/…/235/…`), each at most once; nothing
 *   else goes in the path, and the path does not end in `/`;
 * - a GTIN in the path has its 14 digits (the standard's canonical form; a GTIN-8, -12 or -13 is
 *   written padded with zeros). In a query parameter, where only the GTIN of a key other than 01
 *   can appear, a GTIN-8, -12 or -13 is padded, as the engine does;
 * - numeric query parameters are data attributes: each a known AI allowed as an attribute, not a
 *   qualifier that belongs in the path, and not repeated; other query parameters (`linkType`, …),
 *   parameters without a value and the fragment are ignored;
 * - values are percent-decoded byte by byte (`%2F` is `/`; a `%` not followed by two hexadecimal
 *   digits is kept as it is; `%00` is refused); in the query `+` is a space.
 */
export function parseDigitalLink(acc: Accumulator, s: string, pos: number, end: number): Gs1Failure | undefined {
  let authority: number;
  if (s.startsWith('https://', pos) || s.startsWith('HTTPS://', pos)) authority = pos + 8;
  else if (s.startsWith('http://', pos) || s.startsWith('HTTP://', pos)) authority = pos + 7;
  else return fail.dlScheme(s.slice(pos, s.indexOf(':', pos)));

  const bad = firstNonUriCharacter(s, pos, end);
  if (bad >= 0) return fail.dlCharacter(String.fromCodePoint(s.codePointAt(bad)!), bad - pos + 1);

  const slash = indexBefore(s, '/', authority, end);
  if (slash === end || slash === authority) return fail.dlNoDomain();
  for (let i = authority; i < slash; i++) {
    if (URI_CHARACTERS[s.charCodeAt(i)]! & NOT_IN_HOST) return fail.dlDomainCharacter(s[i]!);
  }
  const fragment = indexBefore(s, '#', slash, end);
  const query = indexBefore(s, '?', slash, fragment);
  if (query - 1 > slash && s.charCodeAt(query - 1) === 47) return fail.dlTrailingSlash();

  let count = 0;
  for (let p = slash; p < query;) {
    if (count === MAX_SEGMENTS) return fail.notDigitalLink();
    const from = p + 1;
    const to = indexBefore(s, '/', from, query);
    segmentStart[count] = from;
    segmentEnd[count] = to;
    count++;
    p = to;
  }

  // From the end, pair by pair, to the rightmost primary key.
  let key = -1;
  for (let k = count - 2; k >= 0; k -= 2) {
    const def = segmentAi(s, segmentStart[k]!, segmentEnd[k]!);
    if (def === undefined) break;
    if (def.dlPrimaryKey) {
      key = k;
      break;
    }
  }
  if (key < 0) return fail.notDigitalLink();

  let pathCount = 0;
  for (let k = key; k < count; k += 2) {
    const def = segmentAi(s, segmentStart[k]!, segmentEnd[k]!)!;
    const failure = addPathValue(acc, def, s, segmentStart[k + 1]!, segmentEnd[k + 1]!);
    if (failure !== undefined) return failure;
    pathDefs[pathCount++] = def;
  }

  let queryCount = 0;
  for (let q = query + 1; q < fragment;) {
    const stop = indexBefore(s, '&', q, fragment);
    const equals = indexBefore(s, '=', q, stop);
    if (equals < stop && equals > q && isNumeric(s, q, equals)) {
      const def = segmentAi(s, q, equals);
      if (def === undefined) return fail.unknownAi(s.slice(q, equals));
      if (equals + 1 === stop) return fail.noValue(def.ai);
      const value = decode(s, equals + 1, stop, true);
      if (value === null) return fail.dlNullCharacter(def.ai);
      const padded = def.role === Role.Gtin && isShortGtinLength(value.length) ? value.padStart(14, '0') : value;
      const failure = validateValue(def, padded, 0, padded.length);
      if (failure !== undefined) return failure;
      if (queryCount === MAX_AIS) return fail.notDigitalLink();
      queryDefs[queryCount] = def;
      queryValues[queryCount] = padded;
      queryCount++;
    }
    q = stop + 1;
  }

  const sequence = checkPathSequence(pathCount);
  if (sequence !== undefined) return sequence;

  for (let i = 0; i < queryCount; i++) {
    const def = queryDefs[i]!;
    const value = queryValues[i]!;
    const repeated = repeatedAttribute(acc, def, value, i);
    if (repeated !== undefined) return repeated;
    if (!def.entry.dlAttribute) return fail.dlNotAttribute(def.ai);
    if (isQualifierOf(pathDefs[0]!, def)) {
      for (let j = 1; j <= pathCount; j++) {
        if (isValidPath(pathDefs, pathCount, def, j)) return fail.dlBelongsInPath(def.ai, pathDefs[0]!.ai);
      }
    }
    const failure = addElement(acc, def, value);
    if (failure !== undefined) return failure;
  }
  return undefined;
}

/** The first `ch` in `s[from, end)`, or `end`. */
function indexBefore(s: string, ch: string, from: number, end: number): number {
  const at = s.indexOf(ch, from);
  return at < 0 || at > end ? end : at;
}

function isNumeric(s: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return end > start;
}

function segmentAi(s: string, start: number, end: number): CompiledAi | undefined {
  const length = end - start;
  return length >= 2 && length <= 4 ? aiAt(s, start, length) : undefined;
}

function isShortGtinLength(length: number): boolean {
  return length === 8 || length === 12 || length === 13;
}

/** The value `s[start, end)` of an AI of the path. */
function addPathValue(acc: Accumulator, def: CompiledAi, s: string, start: number, end: number): Gs1Failure | undefined {
  if (end === start) return fail.noValue(def.ai);
  if (!hasEscape(s, start, end, false)) {
    if (def.role === Role.Gtin && isShortGtinLength(end - start)) return fail.dlShortGtin(end - start);
    // Checked where it stands in the URI, as the other forms are: no slice until it is valid.
    const failure = validateValue(def, s, start, end);
    return failure ?? addElement(acc, def, s.slice(start, end));
  }
  const value = decode(s, start, end, false);
  if (value === null) return fail.dlNullCharacter(def.ai);
  if (def.role === Role.Gtin && isShortGtinLength(value.length)) return fail.dlShortGtin(value.length);
  const failure = validateValue(def, value, 0, value.length);
  return failure ?? addElement(acc, def, value);
}

function hasEscape(s: string, start: number, end: number, query: boolean): boolean {
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === 37 || (query && c === 43)) return true;
  }
  return false;
}

function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  const lower = c | 32;
  return lower >= 97 && lower <= 102 ? lower - 87 : -1;
}

/**
 * Percent-decodes `s[start, end)` byte by byte, as GS1's engine does: `%` and two hexadecimal digits
 * is that byte, any other `%` stays; in the query `+` is a space. Null when a byte decodes to 0.
 */
function decode(s: string, start: number, end: number, query: boolean): string | null {
  if (!hasEscape(s, start, end, query)) return s.slice(start, end);
  let out = '';
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === 37 && i + 2 < end) {
      const high = hexValue(s.charCodeAt(i + 1));
      const low = hexValue(s.charCodeAt(i + 2));
      if (high >= 0 && low >= 0) {
        const byte = high * 16 + low;
        if (byte === 0) return null;
        out += String.fromCharCode(byte);
        i += 2;
        continue;
      }
    }
    out += query && c === 43 ? ' ' : s[i]!;
  }
  return out;
}

/**
 * Whether the key `defs[0]` followed by its qualifiers `defs[1, count)` — with `extra` inserted at
 * position `at` when given — is one of the key's qualifier sequences: a subsequence, in order, of one
 * of its alternatives (`dlpkey=22,10,21|235`).
 */
function isValidPath(defs: readonly CompiledAi[], count: number, extra?: CompiledAi, at = -1): boolean {
  const alternatives = defs[0]!.entry.dlPrimaryKey!;
  const total = extra === undefined ? count : count + 1;
  if (total === 1) return true;
  for (let a = 0; a < alternatives.length; a++) {
    const alternative = alternatives[a]!;
    let next = 0;
    let ok = true;
    for (let i = 1; i < total && ok; i++) {
      const def = extra === undefined || i < at ? defs[i]! : i === at ? extra : defs[i - 1]!;
      while (next < alternative.length && alternative[next] !== def.ai) next++;
      if (next === alternative.length) ok = false;
      else next++;
    }
    if (ok) return true;
  }
  return false;
}

/** Whether `def` is one of the qualifiers of the key `key` (in any of its alternatives). */
function isQualifierOf(key: CompiledAi, def: CompiledAi): boolean {
  const alternatives = key.entry.dlPrimaryKey!;
  for (let a = 0; a < alternatives.length; a++) if (alternatives[a]!.includes(def.ai)) return true;
  return false;
}

function checkPathSequence(count: number): Gs1Failure | undefined {
  if (isValidPath(pathDefs, count)) return undefined;
  const key = pathDefs[0]!;
  for (let i = 1; i < count; i++) {
    if (!isQualifierOf(key, pathDefs[i]!)) return fail.dlNotQualifier(pathDefs[i]!.ai, key.ai);
  }
  return fail.dlQualifierOrder(key.ai, key.entry.dlPrimaryKey!);
}

/** A query AI already given in the path or earlier in the query. */
function repeatedAttribute(acc: Accumulator, def: CompiledAi, value: string, index: number): Gs1Failure | undefined {
  for (let i = 0; i < acc.count; i++) {
    if (acc.defs[i] === def) return fail.dlRepeated(def.ai, acc.values[i]!, value);
  }
  for (let i = 0; i < index; i++) {
    if (queryDefs[i] === def) return fail.dlRepeated(def.ai, queryValues[i]!, value);
  }
  return undefined;
}
