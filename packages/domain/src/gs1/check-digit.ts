import { CHARSET_N, firstOutsideCharset } from './charset';

/**
 * GS1 mod-10 check digit of `digits[start, end)` (the digits before the check digit): weights 3 and 1
 * alternate from the right. Returns -1 when a character is not a digit.
 */
export function gs1CheckDigit(digits: string, start = 0, end = digits.length): number {
  let sum = 0;
  let weight = 3;
  for (let i = end - 1; i >= start; i--) {
    const d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    sum += d * weight;
    weight = 4 - weight;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Whether the last digit of `digits[start, end)` is the GS1 check digit of the others. Covers GTIN-8,
 * GTIN-12, GTIN-13, GTIN-14, SSCC, GLN, GSIN, GDTI and GRAI keys alike.
 */
export function hasValidCheckDigit(digits: string, start = 0, end = digits.length): boolean {
  if (end - start < 2) return false;
  const expected = gs1CheckDigit(digits, start, end - 1);
  return expected >= 0 && expected === digits.charCodeAt(end - 1) - 48;
}

/** What scanDigitsWithCheckDigit returns when every character is a digit but the check digit is wrong. */
export const WRONG_CHECK_DIGIT = -2;

/**
 * For `digits[start, end)` (within the string) that must be all digits ending in their GS1 check
 * digit: the position of the first non-digit, WRONG_CHECK_DIGIT, or -1 when both hold. One pass over
 * the characters where a digit check followed by hasValidCheckDigit takes two. Weights count from
 * the left here: a body of odd length starts with a 3, taken alone, and the rest goes in pairs
 * weighted 1 and 3, which halves the loop's own work. Instead of a branch per character, `bad`
 * gathers the sign bits of `d` and `9 - d`, negative for any character outside 0–9; only then is the
 * first such character looked for.
 */
export function scanDigitsWithCheckDigit(digits: string, start: number, end: number): number {
  if (end <= start) return WRONG_CHECK_DIGIT;
  const bodyEnd = end - 1;
  let sum = 0;
  let bad = 0;
  let i = start;
  if ((bodyEnd - start) % 2 === 1) {
    const d = digits.charCodeAt(i) - 48;
    bad = d | (9 - d);
    sum = 3 * d;
    i++;
  }
  for (; i < bodyEnd; i += 2) {
    const d1 = digits.charCodeAt(i) - 48;
    const d3 = digits.charCodeAt(i + 1) - 48;
    bad |= d1 | d3 | (9 - d1) | (9 - d3);
    sum += d1 + 3 * d3;
  }
  const check = digits.charCodeAt(bodyEnd) - 48;
  if ((bad | check | (9 - check)) < 0) return firstOutsideCharset(digits, start, end, CHARSET_N);
  return end - start >= 2 && (10 - (sum % 10)) % 10 === check ? -1 : WRONG_CHECK_DIGIT;
}

export function isValidGtin(code: string): boolean {
  const n = code.length;
  return (n === 8 || n === 12 || n === 13 || n === 14) && hasValidCheckDigit(code);
}

const CSET82 = '!"%&\'()*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
const CSET32 = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const PRIMES = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89];

/**
 * GS1 check character pair (GMN, MUDI): the last two characters of `value[start, end)` are computed
 * from the others with prime weights modulo 1021 and written in CSET 32.
 */
export function hasValidCheckCharacterPair(value: string, start = 0, end = value.length): boolean {
  const n = end - start - 2;
  if (n < 1 || n > PRIMES.length) return false;
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const index = CSET82.indexOf(value[start + i]!);
    if (index < 0) return false;
    sum += index * PRIMES[n - 1 - i]!;
  }
  const check = sum % 1021;
  return value[end - 2] === CSET32[check >> 5] && value[end - 1] === CSET32[check & 31];
}
