import { aiByNumber, aiLengthAt, type CompiledAi, type CompiledComponent, rawAiAt, Validation } from './ai-table';
import { scanDigitsWithCheckDigit, WRONG_CHECK_DIGIT } from './check-digit';
import { CHARSET_N, firstOutsideCharset } from './charset';
import { isDateKey, yymmddKey } from './dates';
import { Gs1Failure } from './errors';
import { fail } from './messages';

export const GS = 29;

/**
 * The elements read so far: AI definitions and raw values side by side (the first `count` entries).
 * One per parse, with its own young `values`: storing the parse's new value strings into it needs no
 * write barrier, which a long-lived scratch array paid for each value. The definitions are
 * long-lived themselves, so the parse's accumulator reuses one array for them (parsing is
 * synchronous; only the missing-separator probe, which runs inside a parse, needs its own).
 */
export class Accumulator {
  readonly values: string[] = new Array<string>(8);
  count = 0;
  /** Leniencies used while reading (Leniency bits), each reported as a warning. */
  leniencies = 0;
  constructor(readonly defs: CompiledAi[]) {}
}

/** Input the parser accepts although GS1 does not, with a warning (README.md, "Leniencias"). */
export const Leniency = {
  /** Spaces around bracketed values, as people copy them from a label's human-readable text. */
  BracketedSpaces: 1,
  /** An FNC1 (GS) sent after a symbology identifier that already implies it. */
  SymbologySeparator: 2,
} as const;

const parseDefs = new Array<CompiledAi>(8);

/** The accumulator of a top-level parse. */
export function parseAccumulator(): Accumulator {
  return new Accumulator(parseDefs);
}

export function newAccumulator(): Accumulator {
  return new Accumulator(new Array<CompiledAi>(8));
}

/**
 * Checks a value against the AI's components: length, character set, then the dictionary's linters
 * (check digits, dates, …) on each component.
 */
export function validateValue(def: CompiledAi, s: string, start: number, end: number): Gs1Failure | undefined {
  const length = end - start;
  if (length === 0) return fail.noValue(def.ai);
  if (length < def.minLength) return fail.tooShort(def.ai, def.minLength, def.fixedLength >= 0, length);
  if (length > def.maxLength) return fail.tooLong(def.ai, def.maxLength, def.fixedLength >= 0, length);
  switch (def.validation) {
    case Validation.Charset: {
      const invalid = firstOutsideCharset(s, start, end, def.mask);
      return invalid < 0 ? undefined : invalidCharacter(def, def.components[0]!, s, invalid);
    }
    case Validation.CheckDigit: {
      const invalid = scanDigitsWithCheckDigit(s, start, end);
      if (invalid === -1) return undefined;
      return invalid >= 0 ? invalidCharacter(def, def.components[0]!, s, invalid) : fail.checkDigit(def.ai, s.slice(start, end));
    }
    case Validation.Date: {
      // The length is 6 here (checked above); one pass reads the digits and the date together.
      if (isDateKey(yymmddKey(s, start), def.zeroDay)) return undefined;
      const invalid = firstOutsideCharset(s, start, end, CHARSET_N);
      if (invalid >= 0) return invalidCharacter(def, def.components[0]!, s, invalid);
      return fail.invalidDate(def.ai, s.slice(start, end));
    }
  }
  return validateComponents(def, s, start, end);
}

function invalidCharacter(def: CompiledAi, component: CompiledComponent, s: string, at: number): Gs1Failure {
  return fail.invalidCharacter(def.ai, component.charset, String.fromCodePoint(s.codePointAt(at)!));
}

/** The generic path of validateValue: each component in turn. */
function validateComponents(def: CompiledAi, s: string, start: number, end: number): Gs1Failure | undefined {
  const components = def.components;
  let pos = start;
  for (let k = 0; k < components.length && pos < end; k++) {
    const component = components[k]!;
    const componentEnd = component.min === component.max ? pos + component.max : end;
    if (componentEnd > end) return fail.invalidValue(def.ai, s.slice(start, end));
    const failure = validateComponent(def, component, s, pos, componentEnd, start, end);
    if (failure !== undefined) return failure;
    pos = componentEnd;
  }
  return undefined;
}

/** One component `s[from, to)` of the value `s[start, end)`: its characters, then its linters. */
function validateComponent(
  def: CompiledAi,
  component: CompiledComponent,
  s: string,
  from: number,
  to: number,
  start: number,
  end: number,
): Gs1Failure | undefined {
  const invalid = component.checkDigit ? scanDigitsWithCheckDigit(s, from, to) : firstOutsideCharset(s, from, to, component.mask);
  if (invalid >= 0) return invalidCharacter(def, component, s, invalid);
  if (invalid === WRONG_CHECK_DIGIT) return fail.checkDigit(def.ai, s.slice(start, end));
  const linters = component.linters;
  for (let l = 0; l < linters.length; l++) {
    const linter = linters[l]!;
    if (!linter.test(s, from, to)) {
      const value = s.slice(start, end);
      if (linter.kind === 'check-digit') return fail.checkDigit(def.ai, value);
      if (linter.kind === 'date') return fail.invalidDate(def.ai, value);
      if (linter.kind === 'company-prefix') return fail.companyPrefix(def.ai, value);
      if (linter.kind === 'code-list') return fail.notInCodeList(def.ai, s.slice(from, to));
      return fail.invalidValue(def.ai, value);
    }
  }
  return undefined;
}

/** Adds one element; the same AI again with the same value is ignored, with another it is an error. */
export function addElement(acc: Accumulator, def: CompiledAi, value: string): Gs1Failure | undefined {
  const defs = acc.defs;
  const count = acc.count;
  for (let i = 0; i < count; i++) {
    if (defs[i] === def) {
      const previous = acc.values[i]!;
      return previous === value ? undefined : fail.duplicate(def.ai, previous, value);
    }
  }
  defs[count] = def;
  acc.values[count] = value;
  acc.count = count + 1;
  return undefined;
}

/**
 * Reads an unbracketed element string `s[pos, end)` as GS1's Barcode Syntax Engine does: AIs followed
 * by their values; only the AIs of GS1's predefined-length table (dictionary flag `*`) are followed
 * directly by the next AI; every other value, even of a fixed length (7003, 8018), ends at an FNC1
 * (ASCII 29, or `alt`, the keyboard-wedge replacement) or at the end. One separator may close the
 * string; two separators in a row are an error.
 */
export function parseRaw(acc: Accumulator, s: string, pos: number, end: number, alt: number): Gs1Failure | undefined {
  while (pos < end) {
    const def = pos + 2 > end ? undefined : rawAiAt(s, pos, end);
    if (def === undefined) return unreadableAi(s, pos, end);
    const start = pos + def.ai.length;
    const stop = def.predefined ? Math.min(start + def.fixedLength, end) : separatorOrEnd(s, start, end, alt);
    let failure = validateValue(def, s, start, stop);
    if (failure !== undefined) {
      return def.predefined
        ? fixedLengthFailure(def, s, start, stop, alt, failure)
        : (missingSeparator(def, s, start, stop, end, alt) ?? failure);
    }
    failure = addElement(acc, def, s.slice(start, stop));
    if (failure !== undefined) return failure;
    pos = stop;
    if (pos < end && isSeparator(s.charCodeAt(pos), alt)) {
      pos++;
      if (pos < end && isSeparator(s.charCodeAt(pos), alt)) return fail.doubleSeparator(pos + 1);
    }
  }
  return undefined;
}

export function isSeparator(c: number, alt: number): boolean {
  return c === GS || c === alt;
}

const GS_TEXT = '\x1d';

/**
 * Where a variable-length value starting at `from` ends: the first FNC1 (GS or `alt`) before `end`,
 * or `end`. indexOf searches natively; a charCodeAt loop would pay per character.
 */
function separatorOrEnd(s: string, from: number, end: number, alt: number): number {
  let stop = s.indexOf(GS_TEXT, from);
  if (stop < 0 || stop > end) stop = end;
  if (alt !== GS) {
    const altStop = s.indexOf(String.fromCharCode(alt), from);
    if (altStop >= 0 && altStop < stop) stop = altStop;
  }
  return stop;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function unreadableAi(s: string, pos: number, end: number): Gs1Failure {
  let digits = 0;
  while (digits < 4 && pos + digits < end && isDigit(s.charCodeAt(pos + digits))) digits++;
  if (digits < 2) return pos === 0 ? fail.notGs1() : fail.expectedAi(s.slice(pos, pos + 4), pos + 1);
  const length = aiLengthAt(s, pos);
  if (length === 0) return fail.unknownAi(s.slice(pos, pos + 2));
  if (digits < length) {
    return pos + digits === end ? fail.truncatedAi(s.slice(pos, end)) : fail.expectedAi(s.slice(pos, pos + 4), pos + 1);
  }
  return fail.unknownAi(s.slice(pos, pos + length));
}

/** A fixed-length value cut short by a separator or the end reads better as "too short". */
function fixedLengthFailure(
  def: CompiledAi,
  s: string,
  start: number,
  stop: number,
  alt: number,
  failure: Gs1Failure,
): Gs1Failure {
  for (let i = start; i < stop; i++) {
    const c = s.charCodeAt(i);
    if (c === GS || c === alt) return fail.tooShort(def.ai, def.fixedLength, true, i - start);
  }
  if (stop - start < def.fixedLength) return fail.tooShort(def.ai, def.fixedLength, true, stop - start);
  return failure;
}

/**
 * When a value that needs a separator is invalid, a missing FNC1 is the likely cause if some prefix of it
 * is a valid value and the rest reads as valid elements. Only runs on the error path.
 */
function missingSeparator(
  def: CompiledAi,
  s: string,
  start: number,
  stop: number,
  end: number,
  alt: number,
): Gs1Failure | undefined {
  const last = Math.min(start + def.maxLength, stop - 2);
  for (let split = start + def.minLength; split <= last; split++) {
    if (validateValue(def, s, start, split) !== undefined) continue;
    const probe = newAccumulator();
    if (parseRaw(probe, s, split, end, alt) === undefined && probe.count > 0) {
      return fail.missingSeparator(def.ai, probe.defs[0]!.ai, def.maxLength, def.fixedLength >= 0);
    }
  }
  return undefined;
}

/**
 * Reads the bracketed human-readable form `(01)…(17)…(10)…`. A parenthesis inside a value is data
 * unless it opens another `(AI)`; `\(` writes a literal one where it would. Spaces between the
 * elements and around the values are skipped with a warning (Leniency.BracketedSpaces); a separator
 * has no place in this form.
 */
export function parseBracketed(acc: Accumulator, s: string, pos: number, end: number): Gs1Failure | undefined {
  const first = pos;
  // The next `\\(` at or after the current value, found once and searched again only when passed:
  // asking for it per value would rescan the rest of the string for each element.
  let escape = s.indexOf('\\(', pos);
  // The `(AI)` that ends a value is the next one read: its `)` and number, kept from the search.
  let knownOpen = -1;
  let knownClose = -1;
  let knownNumber = 0;
  // Where a value read without searching turned out invalid: read it again with the search, which
  // may end it elsewhere and so give another message.
  let searchAt = -1;
  while (pos < end) {
    if (s.charCodeAt(pos) === 32) {
      acc.leniencies |= Leniency.BracketedSpaces;
      pos++;
      continue;
    }
    const close = pos === knownOpen ? knownClose : bracketedAiEnd(s, pos, end);
    if (close < 0) return pos === first ? fail.notGs1() : fail.expectedAi(s.slice(pos, pos + 4), pos + 1);
    const def = aiByNumber(close - pos - 1, pos === knownOpen ? knownNumber : bracketedAiNumber);
    if (def === undefined) return fail.unknownAi(s.slice(pos + 1, close));
    let start = close + 1;
    let next = pos === searchAt ? -1 : fixedDigitsEnd(def, s, start, end);
    const searched = next < 0;
    if (searched) next = nextBracketedAi(s, start, end);
    knownOpen = next;
    knownClose = nextBracketedClose;
    knownNumber = bracketedAiNumber;
    let stop = next;
    let escaped = false;
    if (searched) {
      if (escape >= 0 && escape < start) escape = s.indexOf('\\(', start);
      escaped = escape >= 0 && escape < next;
      const untrimmed = stop - start;
      while (stop > start && s.charCodeAt(stop - 1) === 32) stop--;
      while (start < stop && s.charCodeAt(start) === 32) start++;
      if (stop - start !== untrimmed) acc.leniencies |= Leniency.BracketedSpaces;
    }
    let failure: Gs1Failure | undefined;
    let value: string;
    if (escaped) {
      value = s.slice(start, stop).replaceAll('\\(', '(');
      failure = validateValue(def, value, 0, value.length);
    } else {
      failure = validateValue(def, s, start, stop);
      value = failure === undefined ? s.slice(start, stop) : '';
    }
    if (failure !== undefined && !searched) {
      searchAt = pos;
      continue;
    }
    if (failure === undefined) failure = addElement(acc, def, value);
    if (failure !== undefined) return failure;
    pos = next;
  }
  return undefined;
}

/**
 * For an AI whose value is a fixed number of digits: where that value ends when an `(AI)` or the end
 * of the string follows it directly, otherwise -1. A valid value of digits holds no `(`, space or
 * escape, so this is where the search would end it too, found without searching. Sets
 * `nextBracketedClose` and `bracketedAiNumber` as nextBracketedAi does.
 */
function fixedDigitsEnd(def: CompiledAi, s: string, start: number, end: number): number {
  if (!def.fixedDigits) return -1;
  const after = start + def.fixedLength;
  if (after > end) return -1;
  if (after === end) {
    nextBracketedClose = -1;
    return after;
  }
  const close = bracketedAiEnd(s, after, end);
  if (close < 0) return -1;
  nextBracketedClose = close;
  return after;
}

/**
 * Where the bracketed value starting at `from` ends: the next `(` that opens an `(AI)`, or `end`. A `(`
 * written as `\\(` never does. indexOf jumps to each `(` natively instead of testing every character.
 * The `)` of that `(AI)` is left in `nextBracketedClose` (-1 at `end`), its number in `bracketedAiNumber`.
 */
function nextBracketedAi(s: string, from: number, end: number): number {
  let open = s.indexOf('(', from);
  while (open >= 0 && open < end) {
    const escaped = open > from && s.charCodeAt(open - 1) === 92;
    if (!escaped) {
      const close = bracketedAiEnd(s, open, end);
      if (close > 0) {
        nextBracketedClose = close;
        return open;
      }
    }
    open = s.indexOf('(', open + 1);
  }
  nextBracketedClose = -1;
  return end;
}

// Second results of bracketedAiEnd and nextBracketedAi (parsing is synchronous): returning them in
// an object would allocate one per AI.
let bracketedAiNumber = 0;
let nextBracketedClose = -1;

/**
 * The index of `)` when `s[pos]` opens `(` + 2 to 4 digits + `)`, otherwise -1. The digits, read
 * as a number on the way, are left in `bracketedAiNumber`.
 */
function bracketedAiEnd(s: string, pos: number, end: number): number {
  if (s.charCodeAt(pos) !== 40) return -1;
  const last = Math.min(end, pos + 6);
  let n = 0;
  let i = pos + 1;
  for (; i < last; i++) {
    const d = s.charCodeAt(i) - 48;
    if (d < 0 || d > 9) break;
    n = n * 10 + d;
  }
  const digits = i - pos - 1;
  if (digits < 2 || digits > 4 || s.charCodeAt(i) !== 41) return -1;
  bracketedAiNumber = n;
  return i;
}
