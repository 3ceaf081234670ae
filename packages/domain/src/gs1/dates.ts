const DAYS_IN_MONTH = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(year: number, month: number): number {
  if (month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)) return 29;
  return DAYS_IN_MONTH[month] ?? 0;
}

/**
 * Full year of a two-digit GS1 year (GS1 General Specifications 7.12): the century is chosen so that
 * the year falls from 49 years before to 50 years after the reference year.
 */
export function fullYear(yy: number, referenceYear: number): number {
  const century = referenceYear - (referenceYear % 100);
  const diff = yy - (referenceYear % 100);
  if (diff >= 51) return century - 100 + yy;
  if (diff <= -50) return century + 100 + yy;
  return century + yy;
}

let referenceYear = new Date().getUTCFullYear();

/** For tests: fixes the year the two-digit-year window is centred on. Returns the previous one. */
export function setReferenceYear(year: number): number {
  const previous = referenceYear;
  referenceYear = year;
  isoByYymmdd.fill(undefined);
  return previous;
}

function twoDigits(s: string, at: number): number {
  const a = s.charCodeAt(at) - 48;
  const b = s.charCodeAt(at + 1) - 48;
  // Written so that NaN (past the end of the string) also fails.
  if (!(a >= 0 && a <= 9 && b >= 0 && b <= 9)) return -1;
  return a * 10 + b;
}

/**
 * The digits of the YYMMDD at `s[at, at + 6)` as one number, yy * 416 + mm * 32 + dd (the key of the
 * ISO cache below), read in one pass; -1 when a character is not a digit or the month or day is out
 * of range (month 1–12, day 00–31). Whether the day exists in that month is isoOfKey's to say.
 */
export function yymmddKey(s: string, at = 0): number {
  const y1 = s.charCodeAt(at) - 48;
  const y2 = s.charCodeAt(at + 1) - 48;
  const m1 = s.charCodeAt(at + 2) - 48;
  const m2 = s.charCodeAt(at + 3) - 48;
  const d1 = s.charCodeAt(at + 4) - 48;
  const d2 = s.charCodeAt(at + 5) - 48;
  // Written so that NaN (past the end of the string) also fails.
  const digits = y1 >= 0 && y1 <= 9 && y2 >= 0 && y2 <= 9 && m1 >= 0 && m1 <= 9 && m2 >= 0 && m2 <= 9;
  if (!(digits && d1 >= 0 && d1 <= 9 && d2 >= 0 && d2 <= 9)) return -1;
  const mm = m1 * 10 + m2;
  const dd = d1 * 10 + d2;
  if (mm < 1 || mm > 12 || dd > 31) return -1;
  return (y1 * 10 + y2) * 416 + mm * 32 + dd;
}

/** Whether `s[at, at + 6)` is a YYMMDD date; with `zeroDay` (GS1 linter yymmd0) day 00 is allowed. */
export function isYymmdd(s: string, at = 0, zeroDay = true): boolean {
  return isDateKey(yymmddKey(s, at), zeroDay);
}

/** Whether a yymmddKey is a date: day 00 only with `zeroDay`, any other day only if its month has it. */
export function isDateKey(key: number, zeroDay: boolean): boolean {
  if (key < 0) return false;
  if ((key & 31) === 0) return zeroDay;
  return isoOfKey(key) !== undefined;
}

// "-MM-DD" of every month and day, so an ISO date is one concatenation instead of five.
const MONTH_DAY_TEXT: readonly string[] = (() => {
  const texts: string[] = [];
  const twoDigitText = (n: number) => (n < 10 ? `0${n}` : `${n}`);
  for (let mm = 1; mm <= 12; mm++) {
    for (let dd = 1; dd <= 31; dd++) texts[mm * 32 + dd] = `-${twoDigitText(mm)}-${twoDigitText(dd)}`;
  }
  return texts;
})();

// ISO dates already built, by the digits as written: yy * 416 + mm * 32 + dd (day 00 included, for
// the last day of the month). Most codes carry dates seen before, and reading the string costs less
// than checking the date and concatenating (and allocating) a new one. The century of a yy depends
// on the reference year, so changing it empties the cache.
const isoByYymmdd: (string | undefined)[] = new Array<string | undefined>(100 * 416).fill(undefined);

/**
 * Converts the YYMMDD at `s[at, at + 6)` to `YYYY-MM-DD`, or returns undefined when it is not a date.
 * Day 00 stands for the last day of the month, as GS1 defines it.
 */
export function yymmddToIso(s: string, at = 0): string | undefined {
  const key = yymmddKey(s, at);
  return key < 0 ? undefined : isoOfKey(key);
}

/** The ISO date of a yymmddKey (at least 0), or undefined when that day is not in its month. */
export function isoOfKey(key: number): string | undefined {
  return isoByYymmdd[key] ?? newIso(key);
}

function newIso(key: number): string | undefined {
  const yy = Math.floor(key / 416);
  const mm = (key % 416) >> 5;
  const dd = key & 31;
  const year = fullYear(yy, referenceYear);
  const last = daysInMonth(year, mm);
  if (dd > last) return undefined;
  return (isoByYymmdd[key] = year + MONTH_DAY_TEXT[mm * 32 + (dd === 0 ? last : dd)]!);
}

/** Whether `s[at, at + 8)` is a YYYYMMDD calendar date. */
export function isYyyymmdd(s: string, at = 0): boolean {
  const cc = twoDigits(s, at);
  const yy = twoDigits(s, at + 2);
  const mm = twoDigits(s, at + 4);
  const dd = twoDigits(s, at + 6);
  if (cc < 0 || yy < 0 || mm < 1 || mm > 12 || dd < 1) return false;
  return dd <= daysInMonth(cc * 100 + yy, mm);
}

/** Whether `s[at, at + 4)` is a time HHMI (00:00–23:59). */
export function isHhmi(s: string, at = 0): boolean {
  const hh = twoDigits(s, at);
  const mi = twoDigits(s, at + 2);
  return hh >= 0 && hh <= 23 && mi >= 0 && mi <= 59;
}

export function isHh(s: string, at = 0): boolean {
  const hh = twoDigits(s, at);
  return hh >= 0 && hh <= 23;
}

export function isMiOrSs(s: string, at = 0): boolean {
  const v = twoDigits(s, at);
  return v >= 0 && v <= 59;
}
