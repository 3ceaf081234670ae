import { aiAt, type CompiledAi } from './ai-table';
import { type Accumulator, addElement, validateValue } from './element-string';
import type { Gs1Failure } from './errors';
import { fail } from './messages';

/** Whether `s[pos…]` starts with `http://` or `https://`, in any letter case. */
export function startsWithHttp(s: string, pos: number): boolean {
  if ((s.charCodeAt(pos) | 32) !== 104) return false; // h
  if ((s.charCodeAt(pos + 1) | 32) !== 116 || (s.charCodeAt(pos + 2) | 32) !== 116) return false; // tt
  if ((s.charCodeAt(pos + 3) | 32) !== 112) return false; // p
  let i = pos + 4;
  if ((s.charCodeAt(i) | 32) === 115) i++; // s
  return s.charCodeAt(i) === 58 && s.charCodeAt(i + 1) === 47 && s.charCodeAt(i + 2) === 47; // ://
}

// Segment bounds of the URI path, reused between calls (parsing is synchronous).
const MAX_SEGMENTS = 64;
const segmentStart = new Int32Array(MAX_SEGMENTS);
const segmentEnd = new Int32Array(MAX_SEGMENTS);

/**
 * Reads a GS1 Digital Link URI on any domain: the path from the first primary key (`/01/…`) onwards
 * gives AI/value pairs; numeric query parameters (`?17=250630`) are data attributes; other query
 * parameters (`linkType`, …) and the fragment are ignored.
 */
export function parseDigitalLink(acc: Accumulator, s: string, pos: number, end: number): Gs1Failure | undefined {
  // The caller has checked the scheme (startsWithHttp): `http://` or `https://`.
  const authority = pos + ((s.charCodeAt(pos + 4) | 32) === 115 ? 8 : 7);
  // indexOf finds each delimiter natively; the URI's host and path are long enough for that to beat
  // testing every character.
  const queryOrFragment = Math.min(indexBefore(s, '?', authority, end), indexBefore(s, '#', authority, end));
  const i = Math.min(indexBefore(s, '/', authority, queryOrFragment), queryOrFragment);
  const pathEnd = queryOrFragment;
  let count = 0;
  let p = i;
  while (p < pathEnd && count < MAX_SEGMENTS) {
    const from = p + 1;
    const to = indexBefore(s, '/', from, pathEnd);
    if (to > from) {
      segmentStart[count] = from;
      segmentEnd[count] = to;
      count++;
    }
    p = to;
  }

  let key = -1;
  for (let k = 0; k + 1 < count; k++) {
    if ((count - k) % 2 !== 0) continue;
    const def = segmentAi(s, segmentStart[k]!, segmentEnd[k]!);
    if (def !== undefined && def.dlPrimaryKey) {
      key = k;
      break;
    }
  }
  if (key < 0) return fail.notDigitalLink();

  // The next `%` at or after the current value, found once and searched again only when passed:
  // asking for it per value would rescan the rest of the URI for each one.
  let percent = s.indexOf('%', i);
  for (let k = key; k < count; k += 2) {
    const aiStart = segmentStart[k]!;
    const aiEnd = segmentEnd[k]!;
    const def = segmentAi(s, aiStart, aiEnd);
    if (def === undefined) return unknownSegment(s, aiStart, aiEnd);
    const valueStart = segmentStart[k + 1]!;
    const valueEnd = segmentEnd[k + 1]!;
    percent = nextPercent(s, valueStart, percent);
    const failure = addDlValue(acc, def, s, valueStart, valueEnd, percent >= 0 && percent < valueEnd);
    if (failure !== undefined) return failure;
  }

  if (pathEnd < end && s.charCodeAt(pathEnd) === 63) {
    let q = pathEnd + 1;
    while (q < end) {
      let stop = q;
      let equals = -1;
      while (stop < end) {
        const c = s.charCodeAt(stop);
        if (c === 38 || c === 35) break; // & #
        if (c === 61 && equals < 0) equals = stop; // =
        stop++;
      }
      if (equals > q) {
        const def = segmentAi(s, q, equals);
        if (def !== undefined) {
          percent = nextPercent(s, equals + 1, percent);
          const failure = addDlValue(acc, def, s, equals + 1, stop, percent >= 0 && percent < stop);
          if (failure !== undefined) return failure;
        } else if (isNumeric(s, q, equals)) {
          return unknownSegment(s, q, equals);
        }
      }
      if (s.charCodeAt(stop) === 35) break;
      q = stop + 1;
    }
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

function unknownSegment(s: string, start: number, end: number): Gs1Failure {
  return isNumeric(s, start, end) ? fail.unknownAi(s.slice(start, end)) : fail.notDigitalLink();
}

/** The first `%` at or after `from`, given `known`, the first one at or after some earlier position. */
function nextPercent(s: string, from: number, known: number): number {
  return known >= 0 && known < from ? s.indexOf('%', from) : known;
}

/** Adds the value `s[start, end)` of the AI; `escaped` when it holds a `%` escape to decode. */
function addDlValue(
  acc: Accumulator,
  def: CompiledAi,
  s: string,
  start: number,
  end: number,
  escaped: boolean,
): Gs1Failure | undefined {
  const length = end - start;
  const padded = def.ai === '01' && (length === 8 || length === 12 || length === 13);
  if (!escaped && !padded) {
    // Checked where it stands in the URI, as the other forms are: a slice of 13 characters or more
    // is a view into the URI, slower to read character by character.
    const failure = validateValue(def, s, start, end);
    return failure ?? addElement(acc, def, s.slice(start, end));
  }
  let value: string;
  if (escaped) {
    try {
      value = decodeURIComponent(s.slice(start, end));
    } catch {
      return fail.invalidEscape(def.ai);
    }
  } else {
    value = s.slice(start, end);
  }
  // Digital Link writes GTIN-8, -12 and -13 as they are; the element string form is 14 digits.
  if (def.ai === '01' && (value.length === 8 || value.length === 12 || value.length === 13)) {
    value = value.padStart(14, '0');
  }
  const failure = validateValue(def, value, 0, value.length);
  return failure ?? addElement(acc, def, value);
}
